// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { saveRemembered, loadRemembered, encodePassword, decodePassword } from './remember.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('remembered credential (A3)', () => {
  it('keeps only type, username or mobile, encoded password and merchant', () => {
    saveRemembered({
      type: 'username',
      username: 'p1',
      password: 'pässwörd',
      merchant: 'DRAGON',
      geetestSeccode: 'x',
      firebaseIdToken: 'y',
    } as never);
    const raw = JSON.parse(localStorage.getItem('rememberMe')!);
    expect(Object.keys(raw).sort()).toEqual(['merchant', 'password', 'type', 'username']);
    expect(raw.password).not.toContain('pässwörd');
    expect(loadRemembered()).toEqual({ type: 'username', username: 'p1', password: 'pässwörd', merchant: 'DRAGON' });
  });
  it('is double Base64 with a salt kept separately; the wrong salt reads nothing', () => {
    const e = encodePassword('secret', 'SALTSALTSALT');
    expect(atob(e).startsWith('SALTSALTSALT')).toBe(true);
    expect(decodePassword(e, 'SALTSALTSALT')).toBe('secret');
    expect(decodePassword(e, 'OTHEROTHEROT')).toBeUndefined();
  });
});
