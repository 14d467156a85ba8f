/**
 * Deposit events as this site meets them: the cashier is the merchant's (the member centre hands
 * the player over to it, services/member/cashier.ts), so a deposit shows up as a higher successful-deposit
 * count (MCSFE_getDepositSettings) at a login or visit. The first count seen for a customer on this
 * device is only a baseline (an old member on a new phone is no new depositor); a rise fires
 * deposit, and firstDeposit with firstDepositArrival once per customer (the firstDeposit list, S3)
 * or redeposit after that. Each carries the value (S3 revenue, amount, value, af_revenue): the rise
 * of the deposited sum since this device last saw it, in the merchant's currency.
 */
import { TRACK_STORAGE_KEYS } from '../../core/spec-constants.ts';
import type { TrackPayload } from '../../core/tracking/events.ts';
import { local, type SafeStorage } from '../session/storage.ts';
import { track } from './track.ts';
import { merchantCurrency, moneyFields } from './money.ts';

export const DEPOSIT_SEEN_KEY = 'depositSeen';

/** What MCSFE_getDepositSettings said (services/wire/member.ts readDeposits): the count, and the sum where the back end says. */
type Settings = { count: number; amount: number | null };
/** What this device last saw of a customer's deposits (a bare number: a count seen before amounts were kept). */
type Seen = number | { count: number; amount?: number };

/** Under a cross-tab lock: two tabs that see the same rise (a login in each) fire the deposit once. */
export async function depositsSeen(
  customerId: string | number | null,
  settings: Settings | undefined,
  store: SafeStorage = local,
  currency: () => Promise<string | undefined> = merchantCurrency,
): Promise<void> {
  const count = settings?.count ?? NaN;
  if (customerId === null || !Number.isFinite(count)) return;
  const amount = settings?.amount !== null && Number.isFinite(settings?.amount) ? settings!.amount! : undefined;
  // The currency first (it may ask the country call): the lock is held only for the storage work.
  const code = await currency();
  const work = () => seen(customerId, count, amount, code, store);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('wl-track-deposits', work) : work();
}

function seen(
  customerId: string | number,
  count: number,
  amount: number | undefined,
  currency: string | undefined,
  store: SafeStorage,
): void {
  const id = String(customerId);
  const all = store.getJson<Record<string, Seen>>(DEPOSIT_SEEN_KEY) ?? {};
  const before = typeof all[id] === 'number' ? { count: all[id] } : all[id];
  all[id] = amount === undefined ? { count } : { count, amount };
  store.setJson(DEPOSIT_SEEN_KEY, all);
  const firsts = store.getJson<string[]>(TRACK_STORAGE_KEYS.firstDeposit) ?? [];
  const counted = firsts.includes(id);
  if (before === undefined || count <= before.count) {
    // A member who has deposited before is never a first depositor here.
    if (count > 0 && !counted) store.setJson(TRACK_STORAGE_KEYS.firstDeposit, [...firsts, id]);
    return;
  }
  // The value only when both sums are known and rose: a guessed value would skew the merchant's ad spend.
  const value = amount !== undefined && before.amount !== undefined ? amount - before.amount : undefined;
  const payload: TrackPayload = {
    customerId,
    ...moneyFields(value !== undefined && value > 0 ? value : undefined, currency),
  };
  track('deposit', payload);
  if (before.count === 0 && !counted) {
    store.setJson(TRACK_STORAGE_KEYS.firstDeposit, [...firsts, id]);
    track('firstDeposit', payload);
    track('firstDepositArrival', payload);
  } else track('redeposit', payload);
}
