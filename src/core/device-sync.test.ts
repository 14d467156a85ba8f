import { describe, it, expect } from 'vitest';
import {
  cookieId,
  isDeviceId,
  parentAllowed,
  syncAnswer,
  syncMessageId,
  syncOrigin,
  syncPageUrl,
  syncRequest,
  tenantServes,
  DEVICE_SYNC_TIMEOUT_MS,
} from './device-sync.ts';

const ID = '0b9c8e2e-5f0e-4a43-9d7b-2c7c0e1f3a44';
const dragon = { id: 'dragon', hosts: ['dragon.localhost', 'id.dragon.localhost', '.dragonlotto.example'] };
const http = { protocol: 'http:', port: '33000', hostname: 'id.dragon.localhost' };
const https = { protocol: 'https:', port: '', hostname: 'id.dragonlotto.example' };

describe('device id sync frame (A4): the rules both sides keep', () => {
  it('the frame has 800 ms to answer (our choice, docs/decisions.md; the spec gives no number)', () => {
    expect(DEVICE_SYNC_TIMEOUT_MS).toBe(800);
  });

  it('a device id is 36 characters of hex digits and hyphens (A3)', () => {
    expect(isDeviceId(ID)).toBe(true);
    expect(isDeviceId(ID.slice(1))).toBe(false);
    expect(isDeviceId(`${ID.slice(1)}g`)).toBe(false);
    expect(isDeviceId(null)).toBe(false);
    expect(isDeviceId(42)).toBe(false);
  });

  it('the frame is the device host on the page scheme and port', () => {
    expect(syncOrigin('id.dragon.localhost', http)).toBe('http://id.dragon.localhost:33000');
    expect(syncOrigin('id.dragonlotto.example', https)).toBe('https://id.dragonlotto.example');
    expect(syncPageUrl('id.dragon.localhost', 'dragon', http)).toBe(
      'http://id.dragon.localhost:33000/device/sync.html?tenant=dragon',
    );
  });

  it("a tenant serves its exact hosts, its suffixes' sub-domains and bare domain, <id>.localhost; nothing else", () => {
    for (const h of ['dragon.localhost', 'id.dragon.localhost', 'www.dragonlotto.example', 'dragonlotto.example'])
      expect(tenantServes(dragon, h)).toBe(true);
    for (const h of [
      'lotus.localhost',
      'localhost',
      'evil.example',
      'dragonlotto.example.evil.com',
      'xdragon.localhost',
    ])
      expect(tenantServes(dragon, h)).toBe(false);
    expect(tenantServes({ id: 'lotus', hosts: ['play.lotus.example'] }, 'lotus.localhost')).toBe(true);
  });

  it("the page answers only its merchant's hosts, on its own scheme and port", () => {
    expect(parentAllowed(dragon, http, 'http://dragon.localhost:33000')).toBe(true);
    expect(parentAllowed(dragon, https, 'https://www.dragonlotto.example')).toBe(true);
    expect(parentAllowed(dragon, http, 'http://lotus.localhost:33000')).toBe(false); // another merchant
    expect(parentAllowed(dragon, https, 'http://www.dragonlotto.example')).toBe(false); // http under an https page
    expect(parentAllowed(dragon, http, 'http://dragon.localhost:34000')).toBe(false); // another port
    expect(parentAllowed(dragon, http, 'null')).toBe(false); // a sandboxed or opaque origin
    expect(parentAllowed(dragon, http, 'http://dragon.localhost:33000/m/home')).toBe(false); // not an origin
    expect(parentAllowed(dragon, http, 'http://user@dragon.localhost:33000')).toBe(false);
  });

  it('on a machine of its own (a .localhost sync page), plain localhost too; a deployed one never', () => {
    expect(parentAllowed(dragon, http, 'http://localhost:33000')).toBe(true);
    expect(parentAllowed(dragon, http, 'http://127.0.0.1:33000')).toBe(true);
    expect(parentAllowed(dragon, http, 'http://localhost:34000')).toBe(false); // another port
    expect(parentAllowed(dragon, https, 'https://localhost')).toBe(false);
    expect(parentAllowed(dragon, https, 'https://127.0.0.1')).toBe(false);
  });

  it('the site takes an answer only from its own frame, on the exact origin, with a valid id', () => {
    const frame = {};
    const expected = { origin: 'http://id.dragon.localhost:33000', source: frame };
    const data = { type: 'wl-device-id', id: ID };
    expect(syncAnswer({ origin: expected.origin, source: frame, data }, expected)).toBe(ID);
    expect(syncAnswer({ origin: 'http://lotus.localhost:33000', source: frame, data }, expected)).toBeNull();
    expect(syncAnswer({ origin: 'http://id.dragon.localhost:34000', source: frame, data }, expected)).toBeNull();
    expect(syncAnswer({ origin: expected.origin, source: {}, data }, expected)).toBeNull(); // another window
    expect(syncAnswer({ origin: expected.origin, source: null, data }, { ...expected, source: null })).toBeNull();
    expect(
      syncAnswer({ origin: expected.origin, source: frame, data: { ...data, id: 'x'.repeat(36) } }, expected),
    ).toBeNull();
    expect(syncAnswer({ origin: expected.origin, source: frame, data: { id: ID } }, expected)).toBeNull();
    expect(syncAnswer({ origin: expected.origin, source: frame, data: JSON.stringify(data) }, expected)).toBeNull();
  });

  it('the request offers an id; the message reader takes only a valid one', () => {
    expect(syncRequest(ID)).toEqual({ type: 'wl-device-id', id: ID });
    expect(syncMessageId(syncRequest(ID))).toBe(ID);
    expect(syncMessageId({ type: 'wl-device-id', id: 'short' })).toBeNull();
    expect(syncMessageId(null)).toBeNull();
  });

  it("the page's cookie: the first valid pair of the name (the most specific path first)", () => {
    expect(cookieId(`a=1; deviceId=${ID}; deviceId=${ID.replace('0', '1')}`, 'deviceId')).toBe(ID);
    expect(cookieId(`deviceId=bad; deviceId=${ID}`, 'deviceId')).toBe(ID);
    expect(cookieId(`xdeviceId=${ID}`, 'deviceId')).toBeNull();
    expect(cookieId('', 'deviceId')).toBeNull();
  });
});
