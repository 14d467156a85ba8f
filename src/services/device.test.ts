// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { cookieDomain, deviceId } from './device.ts';
import { DEVICE_ID_LENGTH } from '../core/spec-constants.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('device id (A3, A4)', () => {
  it('is 36 characters, kept in storage and reused', () => {
    const a = deviceId([]);
    expect(a).toHaveLength(DEVICE_ID_LENGTH);
    expect(localStorage.getItem('deviceId')).toBe(a);
    expect(deviceId([])).toBe(a);
    expect(document.cookie).toContain(`deviceId=${a}`);
  });
  it('falls back to the cookie when storage lost it', () => {
    const a = deviceId([]);
    localStorage.clear();
    expect(deviceId([])).toBe(a);
  });
  it("the cookie is site-wide under the tenant's suffix host", () => {
    expect(cookieDomain('aff1.dragonlotto.example', ['dragon.localhost', '.dragonlotto.example'])).toBe(
      '.dragonlotto.example',
    );
    expect(cookieDomain('dragon.localhost:8787', ['dragon.localhost', '.dragonlotto.example'])).toBeUndefined();
  });
});
