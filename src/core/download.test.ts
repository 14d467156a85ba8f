import { describe, it, expect } from 'vitest';
import {
  platformLinks,
  downloadBarShown,
  isFileDownload,
  profileTipAfter,
  appDescStyle,
  type Resource,
} from './download.ts';
import { APP_RATING_SHOWN, PROFILE_TIP_MIN_IOS, DOWNLOAD_FILE_EXTENSIONS } from './spec-constants.ts';

const res = (resourceType: Resource['resourceType'], url: string) => ({ resourceType, url }) as Resource;
const settings = { hideIosApp: false, allowAddToHomeScreen: false, vipDownloadBarRank: null as number | null };
const merchant = (resources: Resource[], s: Partial<typeof settings> = {}) =>
  ({ resources, settings: { ...settings, ...s } }) as never;
const android = { os: 'android', osVersion: 14, nativeApp: false, installedApp: false } as const;
const ios = (v: number) => ({ os: 'ios', osVersion: v, nativeApp: false, installedApp: false }) as const;
const visitor = { loggedIn: false, hasVip: false, rankLevel: null };
const all = [
  res('IOS', 'https://apps.apple.com/app/id1'),
  res('MOBILECONFIG', '/d/a.mobileconfig'),
  res('Android', '/d/a.apk'),
];

describe('download bar and links (S4, S5)', () => {
  it('pins the spec values', () => {
    expect(APP_RATING_SHOWN).toBe('5.0');
    expect(PROFILE_TIP_MIN_IOS).toBe(17);
    expect(DOWNLOAD_FILE_EXTENSIONS).toEqual(['mobileconfig', 'apk', 'ipa']);
  });
  it('iOS gets IOS (unless hidden) and MOBILECONFIG; others Android', () => {
    expect(platformLinks(ios(17), merchant(all)).map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG']);
    expect(platformLinks(ios(17), merchant(all, { hideIosApp: true })).map((r) => r.resourceType)).toEqual([
      'MOBILECONFIG',
    ]);
    expect(platformLinks(android, merchant(all)).map((r) => r.resourceType)).toEqual(['Android']);
  });
  it('the bar: needs a link (or the home-screen option on iOS); never installed or in the native app; not after closing', () => {
    const shown = (o: Partial<Parameters<typeof downloadBarShown>[0]>) =>
      downloadBarShown({ platform: android, merchant: merchant(all), closedThisSession: false, member: visitor, ...o });
    expect(shown({})).toBe(true);
    expect(shown({ closedThisSession: true })).toBe(false);
    expect(shown({ platform: { ...android, installedApp: true } })).toBe(false);
    expect(shown({ platform: { ...android, nativeApp: true } })).toBe(false);
    expect(shown({ merchant: merchant([res('IOS', 'https://x')]) })).toBe(false);
    expect(shown({ platform: ios(16), merchant: merchant([res('Android', '/a.apk')]) })).toBe(false);
    expect(shown({ platform: ios(16), merchant: merchant([], { allowAddToHomeScreen: true }) })).toBe(true);
  });
  it('a VIP-gated bar only for VIP members at or above the rank', () => {
    const gated = merchant(all, { vipDownloadBarRank: 2 });
    const shown = (member: typeof visitor | { loggedIn: boolean; hasVip: boolean; rankLevel: number }) =>
      downloadBarShown({ platform: android, merchant: gated, closedThisSession: false, member });
    expect(shown(visitor)).toBe(false);
    expect(shown({ loggedIn: true, hasVip: false, rankLevel: 3 })).toBe(false);
    expect(shown({ loggedIn: true, hasVip: true, rankLevel: 1 })).toBe(false);
    expect(shown({ loggedIn: true, hasVip: true, rankLevel: 2 })).toBe(true);
  });
  it('files download; the profile tip from iOS 17', () => {
    expect(isFileDownload('/d/app.APK')).toBe(true);
    expect(isFileDownload('https://x/p.mobileconfig?v=2')).toBe(true);
    expect(isFileDownload('https://x/a.ipa#x')).toBe(true);
    expect(isFileDownload('https://apps.apple.com/app/id1')).toBe(false);
    expect(profileTipAfter(ios(17), all[1]!)).toBe(true);
    expect(profileTipAfter(ios(16.6), all[1]!)).toBe(false);
    expect(profileTipAfter(ios(17), all[0]!)).toBe(false);
  });
});

describe('appDescStyle (S3 mobile template app_background, app_desc_font_color)', () => {
  it('a colour background and text colour; an image that covers the box; blank or refused values: the theme', () => {
    expect(appDescStyle({ app_background: '#7a0e0e', app_desc_font_color: '#ffe08a' })).toEqual({
      box: { backgroundColor: '#7a0e0e' },
      text: { color: '#ffe08a' },
    });
    expect(appDescStyle({ app_background: 'https://cdn.example/bg.png', app_desc_font_color: '#fff' })).toEqual({
      box: {
        backgroundImage: 'url("https://cdn.example/bg.png")',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      },
      text: { color: '#fff' },
    });
    expect(appDescStyle({ app_background: '/tenants/x/bg.png', app_desc_font_color: '' }).box.backgroundImage).toBe(
      'url("/tenants/x/bg.png")',
    );
    for (const bad of [
      '',
      'red',
      'http://x.example/a.png',
      '//x.example/a.png',
      'https://x.example/a").evil(',
      'url(x)',
    ])
      expect(appDescStyle({ app_background: bad, app_desc_font_color: 'blue' })).toEqual({ box: {}, text: {} });
  });
});
