/** S2 / S9: the service worker's place, its timings and the route rule after an update. */
import { describe, it, expect } from 'vitest';
import {
  ASSET_HASH_CHECK_MS,
  ASSET_MANIFEST_URL,
  RELOAD_IN_PLACE,
  SW_REGISTER_DELAY_MS,
  SW_SCOPE,
  SW_TAKEOVER_WAIT_MS,
  PAGE_COPIES_FORGET_WAIT_MS,
  SW_URL,
  UPDATE_FALLBACK,
  afterUpdate,
  notificationTarget,
} from './pwa.ts';

describe('service worker constants', () => {
  it('pins the spec values', () => {
    expect(SW_URL).toBe('/m/sw.js');
    expect(SW_SCOPE).toBe('/m/');
    expect(SW_REGISTER_DELAY_MS).toBe(500);
    expect(ASSET_HASH_CHECK_MS).toBe(3_600_000);
    expect(ASSET_MANIFEST_URL).toBe('/m/asset-manifest.json');
    expect(RELOAD_IN_PLACE).toEqual(['/m/game', '/m/index', '/m/index.html', '/m/member/home', '/m/register.html']);
    expect(UPDATE_FALLBACK).toBe('/m/home');
    expect(SW_TAKEOVER_WAIT_MS).toBe(10_000); // ours: Refresh never spins for ever
    expect(PAGE_COPIES_FORGET_WAIT_MS).toBe(2_000); // ours: nor waits on Cache Storage that does not answer
  });
});

describe('after an update (S2 route rule)', () => {
  it('reloads the listed pages in place and replaces any other with /m/home', () => {
    for (const p of ['/m/game', '/m/index', '/m/index.html', '/m/member/home', '/m/register.html', '/m/member/home/'])
      expect(afterUpdate(p), p).toEqual({ reload: true });
    for (const p of ['/m/login', '/m/register', '/m/home', '/', '/m/activity', '/m/member/home/x'])
      expect(afterUpdate(p), p).toEqual({ replace: '/m/home' });
  });
});

describe('push notification target', () => {
  const o = 'https://dragon.example';
  it("opens this site's pages only", () => {
    expect(notificationTarget('/m/activity?id=7', o)).toBe('https://dragon.example/m/activity?id=7');
    expect(notificationTarget('https://dragon.example/m/news', o)).toBe('https://dragon.example/m/news');
    expect(notificationTarget('https://evil.example/m/home', o)).toBe('https://dragon.example/m/home');
    expect(notificationTarget('javascript:alert(1)', o)).toBe('https://dragon.example/m/home');
    expect(notificationTarget('/wps/member/info', o)).toBe('https://dragon.example/m/home');
    expect(notificationTarget(undefined, o)).toBe('https://dragon.example/m/home');
  });
});
