import { describe, it, expect } from 'vitest';
import { safeStorage } from '../session/storage.ts';
import { liveEntries, readRegStatus, recordRegStatus, secondsLeft, REG_STATUS_KEY } from './registration-status.ts';

const memory = () => {
  const m = new Map<string, string>();
  const area = {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  } as unknown as Storage;
  return { store: safeStorage(() => area), raw: m };
};
const entry = (sentAt: number, timeoutMs = 60_000) => ({ dialingCode: '84', phone: '912345670', sentAt, timeoutMs });

describe('registration status (A5/S5 "entries older than their timeout are reset")', () => {
  it('keeps an entry within its timeout and resets it once the timeout has passed', () => {
    const { store, raw } = memory();
    recordRegStatus('site:smsCode', entry(1_000), store);
    expect(readRegStatus('site:smsCode', 60_999, store)).toEqual(entry(1_000));
    expect(secondsLeft(entry(1_000), 31_000)).toBe(30);
    expect(readRegStatus('site:smsCode', 61_000, store)).toBeUndefined();
    expect(raw.has(REG_STATUS_KEY)).toBe(false);
  });

  it('resets only the entries that timed out', () => {
    const { store } = memory();
    recordRegStatus('a', entry(0, 10_000), store);
    recordRegStatus('b', entry(5_000, 60_000), store);
    expect(readRegStatus('b', 20_000, store)).toBeDefined();
    expect(liveEntries(JSON.parse(memoryRaw(store)), 20_000)).toEqual({ b: entry(5_000, 60_000) });
  });

  it('resets what is not an entry, and an entry from the future (a clock set back)', () => {
    expect(liveEntries({ x: { phone: 1 }, y: 'text', z: entry(50_000) }, 10_000)).toEqual({});
    expect(liveEntries('junk', 0)).toEqual({});
    const { store, raw } = memory();
    raw.set(REG_STATUS_KEY, '{not json');
    expect(readRegStatus('a', 0, store)).toBeUndefined();
    expect(raw.has(REG_STATUS_KEY)).toBe(false);
  });

  it('remembers nothing for a wait of 0', () => {
    const { store, raw } = memory();
    recordRegStatus('a', entry(0, 0), store);
    expect(raw.has(REG_STATUS_KEY)).toBe(false);
  });
});

function memoryRaw(store: ReturnType<typeof safeStorage>): string {
  return store.get(REG_STATUS_KEY) ?? 'null';
}
