/**
 * What each ad network calls our events (S3 names -> each network's standard events). An event a
 * network has no name for is not sent to it; GTM gets every marketing event under our own name.
 * Every call carries the event's eventID, so a network dedups its pixel hit against the server's.
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
  firstDeposit: ['Purchase', true],
  deposit: ['Purchase', true],
  redeposit: ['Purchase', true],
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
  firstDeposit: ['CompletePayment', true],
  deposit: ['CompletePayment', true],
  redeposit: ['CompletePayment', true],
  viewContent: ['ViewContent', true],
  downloadApp: ['Download', true],
};
/** GA4's recommended event names. */
const GTAG: Mapping = {
  registerSubmit: ['generate_lead', true],
  register: ['sign_up', true],
  login: ['login', true],
  depositSubmit: ['begin_checkout', true],
  firstDeposit: ['purchase', true],
  deposit: ['purchase', true],
  redeposit: ['purchase', true],
  viewContent: ['view_item', true],
  gameLaunch: ['select_content', true],
  startTrial: ['start_trial', false],
};
const KWAI: Mapping = {
  registerSubmit: ['EVENT_FORM_SUBMIT', true],
  register: ['EVENT_COMPLETE_REGISTRATION', true],
  depositSubmit: ['EVENT_ADD_PAYMENT_INFO', true],
  firstDeposit: ['EVENT_FIRST_DEPOSIT', true],
  deposit: ['EVENT_PURCHASE', true],
  redeposit: ['EVENT_PURCHASE', true],
  viewContent: ['EVENT_CONTENT_VIEW', true],
  downloadApp: ['EVENT_DOWNLOAD', true],
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
