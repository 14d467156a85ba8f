/**
 * A5/S5 "Registration status entries older than their timeout are reset" (the timeout value is not
 * shown). Our entries: an SMS code a form sent (to which number, when, and how long the server said
 * to wait before another), kept in local storage under REG_STATUS_KEY, so a reload, a second tab or
 * a return to the page still counts down and still shows the number the code went to. An entry's
 * timeout is the wait the server gave; an entry older than that is reset (removed) whenever the
 * store is read, and so is anything in it that is not an entry.
 */
import { local, type SafeStorage } from '../session/storage.ts';
import { loadCountry } from '../content/country.ts';

export interface RegStatusEntry {
  dialingCode: string;
  phone: string;
  /** When the code was sent (ms since the epoch). */
  sentAt: number;
  /** The wait the server gave before another code (the entry's timeout). */
  timeoutMs: number;
}
type Entries = Record<string, RegStatusEntry>;

/** The local-storage key (our name: the spec names none). */
export const REG_STATUS_KEY = 'regStatus';

const isEntry = (v: unknown): v is RegStatusEntry => {
  const e = v as Partial<RegStatusEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.dialingCode === 'string' &&
    typeof e.phone === 'string' &&
    Number.isFinite(e.sentAt) &&
    Number.isFinite(e.timeoutMs)
  );
};

/** The entries still within their timeout (and not from the future: a clock set back resets them). */
export function liveEntries(stored: unknown, now: number): Entries {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([, e]) => isEntry(e) && e.sentAt <= now && now < e.sentAt + e.timeoutMs),
  ) as Entries;
}

/** Reads the store, resetting what has timed out. */
function readAll(now: number, store: SafeStorage): Entries {
  const raw = store.get(REG_STATUS_KEY);
  if (raw === null) return {};
  let stored: unknown = null;
  try {
    stored = JSON.parse(raw);
  } catch {
    /* not JSON: reset below */
  }
  const live = liveEntries(stored, now);
  const count = Object.keys(live).length;
  if (typeof stored !== 'object' || stored === null || Object.keys(stored).length !== count)
    if (count) store.setJson(REG_STATUS_KEY, live);
    else store.remove(REG_STATUS_KEY);
  return live;
}

/** A form's entry while it is within its timeout. */
export function readRegStatus(id: string, now = Date.now(), store: SafeStorage = local): RegStatusEntry | undefined {
  return readAll(now, store)[id];
}

/** Seconds left before another code may be sent, from an entry (0 when none). */
export const secondsLeft = (e: RegStatusEntry | undefined, now = Date.now()): number =>
  e ? Math.max(0, Math.ceil((e.sentAt + e.timeoutMs - now) / 1000)) : 0;

/** Records a code sent; a wait of 0 leaves nothing to remember. */
export function recordRegStatus(id: string, entry: RegStatusEntry, store: SafeStorage = local): void {
  const all = readAll(entry.sentAt, store);
  if (entry.timeoutMs <= 0) return;
  store.setJson(REG_STATUS_KEY, { ...all, [id]: entry });
}

/** The entry of the codes sent to a form's phone field. */
export const codeStatusId = (phoneField: string) => `sms:${phoneField}`;

/**
 * On the SMS field's mount: a code sent within its timeout counts down again (`countDown` gets the
 * seconds left) and its number fills an empty phone field (the calling code once the country
 * codes, the select's options, are in).
 */
export async function restoreRegStatus(
  form: { getValues(name: string): unknown; setValue(name: string, value: unknown): void },
  phoneField: string,
  dialingField: string,
  countDown: (seconds: number) => void,
): Promise<void> {
  const entry = readRegStatus(codeStatusId(phoneField));
  if (!entry) return;
  countDown(secondsLeft(entry));
  if (form.getValues(phoneField)) return;
  form.setValue(phoneField, entry.phone);
  await loadCountry();
  form.setValue(dialingField, entry.dialingCode);
}
