import { describe, it, expect, vi, afterEach } from 'vitest';
import { guardNetwork, idpErrorText, providerPhone } from './identity-provider.ts';
import { isPrivateWindow, PRIVATE_WINDOW_QUOTA_BYTES } from './incognito.ts';
import { IdpError } from './idp-error.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the identity provider’s network guard (A9: 5000 ms)', () => {
  it('a call with no answer fails as auth/network-request-failed at 5000 ms, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const p = guardNetwork(new Promise(() => {})).catch((e: IdpError) => {
      settled(e.code);
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toHaveBeenCalledWith('auth/network-request-failed');
  });
  it('an answer in time is the answer', async () => {
    await expect(guardNetwork(Promise.resolve('token'))).resolves.toBe('token');
  });
});

describe('identity-provider errors (A8)', () => {
  const t = (k: string) =>
    ({ 'auth.invalid-verification-code': 'The code is not right.', 'auth.unknown': 'It did not work.' })[k] ?? k;
  it('the translated text, then Code: and Reason: lines', () => {
    const e = Object.assign(new Error('Firebase: Error (auth/invalid-verification-code).'), {
      code: 'auth/invalid-verification-code',
    });
    expect(idpErrorText(e, t)).toBe(
      'The code is not right.\nCode: auth/invalid-verification-code\nReason: Firebase: Error (auth/invalid-verification-code).',
    );
  });
  it('a code without a text, or no code at all: auth/unknown’s text', () => {
    expect(idpErrorText(new IdpError('auth/strange', 'odd'), t)).toBe(
      'It did not work.\nCode: auth/strange\nReason: odd',
    );
    expect(idpErrorText(new Error('boom'), t)).toBe('It did not work.\nCode: auth/unknown\nReason: boom');
  });
  it('a cancelled popup is no error', () => {
    expect(idpErrorText(new IdpError('auth/popup-closed-by-user', 'closed'), t)).toBeNull();
    expect(idpErrorText(new IdpError('auth/cancelled-popup-request', 'again'), t)).toBeNull();
  });
});

describe('the phone for identity-provider SMS (A5)', () => {
  it('is plus, dialling code, number; digits only', () => {
    expect(providerPhone('84', '912345678')).toBe('+84912345678');
    expect(providerPhone('+84', '912345678')).toBeNull();
    expect(providerPhone('84', '912 345')).toBeNull();
    expect(providerPhone('', '912345678')).toBeNull();
  });
});

describe('a private window (A5 not_support_incognito)', () => {
  it('is a storage quota under 120 MB', async () => {
    expect(PRIVATE_WINDOW_QUOTA_BYTES).toBe(120 * 1024 * 1024);
    const quota = (q: number | undefined) =>
      vi.stubGlobal('navigator', { storage: { estimate: async () => ({ quota: q, usage: 0 }) } });
    quota(100 * 1024 * 1024);
    expect(await isPrivateWindow()).toBe(true);
    quota(10 * 1024 ** 3);
    expect(await isPrivateWindow()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await isPrivateWindow()).toBe(false);
  });
});
