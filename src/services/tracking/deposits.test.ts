// @vitest-environment happy-dom
/** Deposit events from the deposit count: a baseline first, then rises; firstDeposit once per customer. */
import { describe, it, expect, vi, beforeEach } from 'vitest';

const fired: string[] = [];
vi.mock('./track.ts', () => ({ track: (name: string) => fired.push(name) }));
const { depositCountSeen } = await import('./deposits.ts');

beforeEach(() => {
  localStorage.clear();
  fired.length = 0;
});

describe('deposit events', () => {
  it('first look is a baseline; 0 -> 1 is the first deposit; later rises are redeposits', () => {
    depositCountSeen(7, 0);
    expect(fired).toEqual([]);
    depositCountSeen(7, 1);
    expect(fired).toEqual(['deposit', 'firstDeposit', 'firstDepositArrival']);
    expect(JSON.parse(localStorage.getItem('firstDeposit')!)).toEqual(['7']);
    fired.length = 0;
    depositCountSeen(7, 1);
    depositCountSeen(7, 3);
    expect(fired).toEqual(['deposit', 'redeposit']);
  });
  it('a member who had deposited before this device saw them never fires firstDeposit', () => {
    depositCountSeen(9, 4);
    depositCountSeen(9, 5);
    expect(fired).toEqual(['deposit', 'redeposit']);
    expect(JSON.parse(localStorage.getItem('firstDeposit')!)).toEqual(['9']);
  });
  it('no customer id, nothing', () => {
    depositCountSeen(null, 3);
    expect(localStorage.length).toBe(0);
  });
});
