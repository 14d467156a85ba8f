// @vitest-environment happy-dom
/** The access-flow pieces: destinations, remembered credential, registration context, device id, the guard. */
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { safeGo, redirectTarget, hostAllowed } from './destinations.ts';
import { saveRemembered, loadRemembered, encodePassword, decodePassword } from '../remember.ts';
import { captureFromUrl, pixelTrack, registrationContext, registerMethod } from './registration-context.ts';
import { cookieDomain, deviceId } from '../device.ts';
import { guarded } from './common.ts';
import { authStore } from '../../state/auth.ts';
import { VISITOR_PLATFORM } from '../../core/rule-context.ts';
import { REENTRY_GUARD_MS, DEVICE_ID_LENGTH } from '../../core/spec-constants.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('go (A2)', () => {
  it.each([
    ['/m/sports', '/m/sports'],
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['https://evil.example', undefined],
    ['//evil.example', undefined],
    ['/m/../admin', undefined],
    ['/admin', undefined],
    ['/m/\\evil', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('%s -> %s', (go, want) => expect(safeGo(go)).toBe(want));
});

describe('redirectUrl (A2)', () => {
  const allowed = (h: string) =>
    hostAllowed(h, ['dragon.localhost', '.dragonlotto.example'], ['partner.example'], 'dragon.localhost:8787');
  const p = { token: 'T0K', language: 'EN', headerColor: '#b71c1c', title: 'Dragon Lotto' };
  it("goes to the tenant's hosts and domain list with token, language, headerColor, b2c=1 and title", () => {
    const u = new URL(redirectTarget('https://games.dragonlotto.example/play?x=1', allowed, p)!);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      x: '1',
      token: 'T0K',
      language: 'EN',
      headerColor: '#b71c1c',
      b2c: '1',
      title: 'Dragon Lotto',
    });
    expect(redirectTarget('https://partner.example/', allowed, p)).toContain('token=T0K');
  });
  it.each([
    'https://evil.example/',
    'https://dragonlotto.example.evil.com/',
    'javascript:alert(1)',
    'ftp://partner.example/',
    '/m/home',
  ])('ignores %s', (u) => {
    expect(redirectTarget(u, allowed, p)).toBeUndefined();
  });
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

describe('registration context (A2, A3)', () => {
  it('pixelTrack holds only non-empty ids, null when none', () => {
    expect(pixelTrack()).toBeNull();
    captureFromUrl('http://a.example/m/home?pixel_id=PX1&click_id=&twclid=T9&tid=LINK5');
    expect(pixelTrack()).toEqual({ tid: 'LINK5', facebookPixelId: 'PX1', twclid: 'T9' });
  });
  it('affiliate code: query overrides the host label; www when none; preview -> www; referral kept from an earlier URL', () => {
    captureFromUrl('http://aff9.dragonlotto.example/m/home?r=REF1');
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

describe('re-entry guard (A4: cleared 500 ms after finishing)', () => {
  it('ignores a second run of the same flow until 500 ms after the first finished; other flows go on', async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => {});
    await guarded('login', work);
    await guarded('login', work);
    expect(work).toHaveBeenCalledTimes(1);
    await guarded('password', work);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(REENTRY_GUARD_MS - 1);
    await guarded('login', work);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(authStore.processing.login).toBe(false);
    await guarded('login', work);
    expect(work).toHaveBeenCalledTimes(3);
  });
});
