import { describe, it, expect } from 'vitest';
import { frameMessage, TELEGRAM_FRAME_WAIT_MS } from './telegram.ts';

const msg = (m: object) => JSON.stringify(m);

describe("the messaging app's frame and popup messages (A2: events popupBlocked and getTgAuthData, version 1.0.1)", () => {
  it('getTgAuthData of version 1.0.1 carries the login data', () => {
    const data = { id: 1, first_name: 'A', auth_date: 1, hash: 'x' };
    expect(frameMessage(msg({ event: 'getTgAuthData', version: '1.0.1', t: 60, data }))).toEqual(data);
  });
  it('popupBlocked says the auth page must open', () => {
    expect(frameMessage(msg({ event: 'popupBlocked', version: '1.0.1', t: 60 }))).toBe('popupBlocked');
  });
  it('anything else is nothing: another version, another event, data that is not an object, not JSON', () => {
    expect(frameMessage(msg({ event: 'getTgAuthData', version: '1.0.0', data: { id: 1 } }))).toBeNull();
    expect(frameMessage(msg({ event: 'auth_user', version: '1.0.1', data: { id: 1 } }))).toBeNull();
    expect(frameMessage(msg({ event: 'getTgAuthData', version: '1.0.1', data: [1] }))).toBeNull();
    expect(frameMessage('{not json')).toBeNull();
  });
  it('the frame has 1.5 s to answer before the popup (our choice, docs/decisions.md)', () => {
    expect(TELEGRAM_FRAME_WAIT_MS).toBe(1500);
  });
});
