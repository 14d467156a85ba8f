/** S4's delivery schedule, pinned by value. */
import { describe, it, expect } from 'vitest';
import { retryDelay, STAGES, isTrackName } from './events.ts';
import { ONCE } from './once.ts';
import { pixelEventName, NETWORKS } from './pixel-events.ts';
import { TRACK_EVENT_NAMES } from '../spec-constants.ts';

describe('event delivery schedule (S4)', () => {
  it('3 upload attempts, 5 fallback attempts', () => {
    expect(STAGES.upload.attempts).toBe(3);
    expect(STAGES.fallback.attempts).toBe(5);
  });
  it('upload waits: 1000 ms then 2000 ms, each plus 0-500 ms jitter', () => {
    expect(retryDelay('upload', 2, () => 0)).toBe(1000);
    expect(retryDelay('upload', 2, () => 0.999)).toBe(1499);
    expect(retryDelay('upload', 3, () => 0)).toBe(2000);
    expect(retryDelay('upload', 3, () => 0.5)).toBe(2250);
  });
  it('fallback waits: base 0, so the jitter alone (0-500 ms)', () => {
    for (const n of [2, 3, 4, 5]) {
      expect(retryDelay('fallback', n, () => 0)).toBe(0);
      expect(retryDelay('fallback', n, () => 0.999)).toBe(499);
    }
  });
  it('firstOpen and a2hsFirstOpen once per device, viewContent once per session', () => {
    expect(ONCE).toEqual({ firstOpen: 'device', viewContent: 'session', a2hsFirstOpen: 'device' });
  });
  it('the 16 event names of S3', () => {
    expect(TRACK_EVENT_NAMES).toHaveLength(16);
    expect(isTrackName('gameLaunch')).toBe(true);
    expect(isTrackName('performance')).toBe(false);
  });
});

describe('pixel event names', () => {
  it('maps to each network standard events, GTM gets every event under our name', () => {
    expect(pixelEventName('facebook', 'register')).toEqual({ name: 'CompleteRegistration', standard: true });
    expect(pixelEventName('facebook', 'login')).toEqual({ name: 'Login', standard: false });
    expect(pixelEventName('tiktok', 'deposit')).toEqual({ name: 'CompletePayment', standard: true });
    expect(pixelEventName('gtag', 'register')).toEqual({ name: 'sign_up', standard: true });
    expect(pixelEventName('kwai', 'viewContent')).toEqual({ name: 'contentView', standard: true });
    expect(pixelEventName('kwai', 'register')).toEqual({ name: 'completeRegistration', standard: true });
    expect(pixelEventName('tiktok', 'firstOpen')).toBeNull();
    for (const n of TRACK_EVENT_NAMES) expect(pixelEventName('gtm', n)).toEqual({ name: n, standard: false });
    expect(NETWORKS).toEqual(['facebook', 'tiktok', 'gtag', 'gtm', 'kwai']);
  });
  it('one deposit is one standard purchase on every network (a first deposit also fires firstDeposit, a later one redeposit)', () => {
    for (const n of ['facebook', 'tiktok', 'gtag', 'kwai'] as const) {
      const standardPurchases = ['deposit', 'firstDeposit', 'redeposit', 'firstDepositArrival'].filter((e) => {
        const m = pixelEventName(n, e as (typeof TRACK_EVENT_NAMES)[number]);
        return m?.standard && /purchase|completepayment/i.test(m.name);
      });
      expect(standardPurchases, n).toEqual(['deposit']);
    }
  });
});
