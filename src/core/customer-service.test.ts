import { describe, it, expect } from 'vitest';
import { entriesFor, entryForOpener } from './customer-service.ts';
import { CHAT_REBIND_DELAYS_MS, CHAT_SCRIPT_DELAY_MS } from './spec-constants.ts';

describe('entries a member gets (S5)', () => {
  const open = { path: 'p1', csType: 'LIVECHAT', csPosition: 'menu' };
  const vip = { path: 'p2', csType: 'COMM100VIP', csPosition: 'menu', labelIds: [3, 4] };
  const other = { path: 'p3', csType: 'COMM100', csPosition: 'float', labelIds: [7] };
  it('a member whose label matches gets only the restricted entries', () => {
    expect(entriesFor([open, vip, other], 3)).toEqual([vip]);
    expect(entriesFor([open, vip, other], 7)).toEqual([other]);
  });
  it('everyone else gets the unrestricted ones', () => {
    expect(entriesFor([open, vip, other], 1)).toEqual([open]);
    expect(entriesFor([open, vip, other], null)).toEqual([open]);
    expect(entriesFor([vip], null)).toEqual([]);
  });
  it('an opener takes its own csType, else the first', () => {
    expect(entryForOpener([open, vip], 'COMM100VIP')).toBe(vip);
    expect(entryForOpener([open, vip], 'TX-CHAT')).toBe(open);
    expect(entryForOpener([], 'TX-CHAT')).toBeUndefined();
  });
});

describe('S9 chat timings', () => {
  it('scripts after 500 ms, openers rebound at 1 s and 3 s', () => {
    expect(CHAT_SCRIPT_DELAY_MS).toBe(500);
    expect(CHAT_REBIND_DELAYS_MS).toEqual([1000, 3000]);
  });
});
