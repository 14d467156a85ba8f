/**
 * What each ad network calls our events (S3 names -> each network's standard events). An event a
 * network has no name for is not sent to it; GTM gets every marketing event under our own name.
 * Every call carries the event's eventID, so a network dedups its pixel hit against the server's.
 * One deposit is one standard purchase: a first deposit fires deposit and firstDeposit, so only
 * deposit maps to the network's purchase event (firstDeposit and redeposit are custom, or not sent).
 */
import type { TrackName } from './events.ts';

export type Network = 'facebook' | 'tiktok' | 'gtag' | 'gtm' | 'kwai';
export const NETWORKS: readonly Network[] = ['facebook', 'tiktok', 'gtag', 'gtm', 'kwai'];

/** [name, standard?]: a standard name goes through the network's track call, others through its custom call. */
type Mapping = Partial<Record<TrackName, readonly [string, boolean]>>;

const FACEBOOK: Mapping = {
  registerSubmit: ['Lead', true],
  register: ['CompleteRegistration', true],
  depositSubmit: ['InitiateCheckout', true],
  deposit: ['Purchase', true],
  firstDeposit: ['FirstDeposit', false],
  redeposit: ['Redeposit', false],
  firstDepositArrival: ['FirstDepositArrival', false],
  startTrial: ['StartTrial', true],
  login: ['Login', false],
  viewContent: ['ViewContent', true],
  downloadApp: ['DownloadApp', false],
  gameLaunch: ['GameLaunch', false],
  withdraw: ['Withdraw', false],
};
const TIKTOK: Mapping = {
  registerSubmit: ['SubmitForm', true],
  register: ['CompleteRegistration', true],
  depositSubmit: ['InitiateCheckout', true],
  deposit: ['CompletePayment', true],
  viewContent: ['ViewContent', true],
  downloadApp: ['Download', true],
};
/** GA4's recommended event names. */
const GTAG: Mapping = {
  registerSubmit: ['generate_lead', true],
  register: ['sign_up', true],
  login: ['login', true],
  depositSubmit: ['begin_checkout', true],
  deposit: ['purchase', true],
  firstDeposit: ['first_deposit', false],
  viewContent: ['view_item', true],
  gameLaunch: ['select_content', true],
  startTrial: ['start_trial', false],
};
/** The web pixel's names (camelCase; the EVENT_* forms are its server-to-server API's). */
const KWAI: Mapping = {
  registerSubmit: ['formSubmit', true],
  register: ['completeRegistration', true],
  depositSubmit: ['addPaymentInfo', true],
  deposit: ['purchase', true],
  firstDeposit: ['firstDeposit', true],
  viewContent: ['contentView', true],
  downloadApp: ['download', true],
};

const BY_NETWORK: Record<Exclude<Network, 'gtm'>, Mapping> = {
  facebook: FACEBOOK,
  tiktok: TIKTOK,
  gtag: GTAG,
  kwai: KWAI,
};

/** The network's name for an event, or null when the network does not get it. */
export function pixelEventName(network: Network, name: TrackName): { name: string; standard: boolean } | null {
  if (network === 'gtm') return { name, standard: false };
  const m = BY_NETWORK[network][name];
  return m ? { name: m[0], standard: m[1] } : null;
}
