// @vitest-environment happy-dom
/** Deposit events from the deposit settings: a baseline first, then rises with their value; firstDeposit once per customer. */
import { describe, it, expect, vi, beforeEach } from 'vitest';
import type { TrackPayload } from '../../core/tracking/events.ts';
import { local } from '../session/storage.ts';

const fired: [string, TrackPayload][] = [];
vi.mock('./track.ts', () => ({ track: (name: string, p: TrackPayload) => fired.push([name, p]) }));
const { depositsSeen, DEPOSIT_SEEN_KEY } = await import('./deposits.ts');

const PHP = async () => 'PHP';
const see = (id: number | null, count: number, amount?: number) =>
  depositsSeen(id, { count, amount: amount ?? null }, local, PHP);
const names = () => fired.map(([n]) => n);

beforeEach(() => {
  localStorage.clear();
  fired.length = 0;
});

describe('deposit events', () => {
  it('first look is a baseline; 0 -> 1 is the first deposit; later rises are redeposits', async () => {
    await see(7, 0, 0);
    expect(fired).toEqual([]);
    await see(7, 1, 250);
    expect(names()).toEqual(['deposit', 'firstDeposit', 'firstDepositArrival']);
    expect(JSON.parse(localStorage.getItem('firstDeposit')!)).toEqual(['7']);
    fired.length = 0;
    await see(7, 1, 250);
    await see(7, 3, 400);
    expect(names()).toEqual(['deposit', 'redeposit']);
  });
  it('each carries the rise of the deposited sum and the currency under every S3 name', async () => {
    await see(7, 2, 1000);
    await see(7, 4, 1300.5);
    const money = {
      revenue: 300.5,
      amount: 300.5,
      value: 300.5,
      af_revenue: 300.5,
      currency: 'PHP',
      af_currency: 'PHP',
    };
    expect(fired).toEqual([
      ['deposit', { customerId: 7, ...money }],
      ['redeposit', { customerId: 7, ...money }],
    ]);
  });
  it('no sum known before (a count kept by an older version) or now: the currency alone, never a guessed value', async () => {
    localStorage.setItem(DEPOSIT_SEEN_KEY, JSON.stringify({ 7: 2 }));
    await see(7, 3, 900);
    expect(fired[0]).toEqual(['deposit', { customerId: 7, currency: 'PHP', af_currency: 'PHP' }]);
    fired.length = 0;
    await see(7, 4);
    expect(fired[0]).toEqual(['deposit', { customerId: 7, currency: 'PHP', af_currency: 'PHP' }]);
  });
  it('a member who had deposited before this device saw them never fires firstDeposit', async () => {
    await see(9, 4, 40);
    await see(9, 5, 50);
    expect(names()).toEqual(['deposit', 'redeposit']);
    expect(JSON.parse(localStorage.getItem('firstDeposit')!)).toEqual(['9']);
  });
  it('no customer id or no answer, nothing', async () => {
    await see(null, 3, 30);
    await depositsSeen(7, undefined, local, PHP);
    expect(localStorage.length).toBe(0);
  });
});
