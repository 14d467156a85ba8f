// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { captureFromUrl, pixelTrack, registrationContext, registerMethod } from './registration-context.ts';
import { VISITOR_PLATFORM } from '../../core/rule-context.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registration context (A2, A3)', () => {
  it('pixelTrack holds only non-empty ids, null when none', () => {
    expect(pixelTrack()).toBeNull();
    captureFromUrl('http://a.example/m/home?pixel_id=PX1&click_id=&twclid=T9&tid=LINK5', true);
    expect(pixelTrack()).toEqual({ tid: 'LINK5', facebookPixelId: 'PX1', twclid: 'T9' });
  });
  it('affiliate code: query overrides the host label; www when none; preview -> www; referral kept from an earlier URL', () => {
    captureFromUrl('http://aff9.dragonlotto.example/m/home?r=REF1', true);
    const base = { deviceId: 'd'.repeat(36), platform: VISITOR_PLATFORM };
    expect(
      registrationContext({
        ...base,
        href: 'http://aff9.dragonlotto.example/m/register',
        host: 'aff9.dragonlotto.example',
      }),
    ).toMatchObject({
      affiliateCode: 'aff9',
      referralCode: 'REF1',
      registerMethod: 'H5',
      domain: 'aff9.dragonlotto.example',
    });
    localStorage.clear();
    expect(
      registrationContext({
        ...base,
        href: 'http://preview.x.example/m/register?affiliateCode=Q1',
        host: 'preview.x.example',
      }).affiliateCode,
    ).toBe('Q1');
    expect(
      registrationContext({ ...base, href: 'http://preview.x.example/m/register', host: 'preview.x.example' })
        .affiliateCode,
    ).toBe('www');
    expect(
      registrationContext({ ...base, href: 'http://localhost/m/register?token=abc', host: 'localhost' }),
    ).toMatchObject({ affiliateCode: 'www', registerUrl: 'http://localhost/m/register' });
  });
  it('registerMethod: APP in the native app, WEBCLIP, PWA when installed, else H5', () => {
    expect(registerMethod({ ...VISITOR_PLATFORM, nativeApp: true })).toBe('APP');
    expect(registerMethod({ ...VISITOR_PLATFORM, installedApp: true })).toBe('PWA');
    localStorage.setItem('WEBCLIP', '1');
    expect(registerMethod(VISITOR_PLATFORM)).toBe('WEBCLIP');
  });
});
