/**
 * Deposit events as this site meets them: the cashier is not part of it, so a deposit shows up as
 * a higher successful-deposit count (PAYFE_getDepositSetting) at a login or visit. The first count
 * seen for a customer on this device is only a baseline (an old member on a new phone is no new
 * depositor); a rise fires deposit, and firstDeposit with firstDepositArrival once per customer
 * (the firstDeposit list, S3) or redeposit after that.
 */
import { TRACK_STORAGE_KEYS } from '../../core/spec-constants.ts';
import { local, type SafeStorage } from '../storage.ts';
import { track } from './track.ts';

export const DEPOSIT_SEEN_KEY = 'depositSeen';

/** Under a cross-tab lock: two tabs that see the same rise (a login in each) fire the deposit once. */
export function depositCountSeen(
  customerId: string | number | null,
  count: number,
  store: SafeStorage = local,
): Promise<void> | void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return seen(customerId, count, store);
  return locks.request('wl-track-deposits', () => seen(customerId, count, store));
}

function seen(customerId: string | number | null, count: number, store: SafeStorage): void {
  if (customerId === null || !Number.isFinite(count)) return;
  const id = String(customerId);
  const seen = store.getJson<Record<string, number>>(DEPOSIT_SEEN_KEY) ?? {};
  const before = seen[id];
  seen[id] = count;
  store.setJson(DEPOSIT_SEEN_KEY, seen);
  const firsts = store.getJson<string[]>(TRACK_STORAGE_KEYS.firstDeposit) ?? [];
  const counted = firsts.includes(id);
  if (before === undefined || count <= before) {
    // A member who has deposited before is never a first depositor here.
    if (count > 0 && !counted) store.setJson(TRACK_STORAGE_KEYS.firstDeposit, [...firsts, id]);
    return;
  }
  track('deposit', { customerId });
  if (before === 0 && !counted) {
    store.setJson(TRACK_STORAGE_KEYS.firstDeposit, [...firsts, id]);
    track('firstDeposit', { customerId });
    track('firstDepositArrival', { customerId });
  } else track('redeposit', { customerId });
}
