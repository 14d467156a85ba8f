/** Which language's page a request gets: the cookie, else Accept-Language, as boot chooses; nginx's map agrees on the first tag. */
import { describe, it, expect } from 'vitest';
import { acceptLanguageTags, cookieLanguage, languageCookie, languagesMap } from './page-language.ts';
import { chooseLanguage, mapBrowserLanguage } from './language-choice.ts';

describe('the language of a page request', () => {
  it('reads the cookie, and only a language of ours (it names a folder)', () => {
    expect(cookieLanguage('a=1; wl_lang=VI; b=2')).toBe('VI');
    expect(cookieLanguage('wl_lang=PT-BR')).toBe('PT-BR');
    for (const bad of ['wl_lang=../EN', 'wl_lang=vi', 'wl_lang=XX', 'xwl_lang=VI', '', undefined])
      expect(cookieLanguage(bad), String(bad)).toBeNull();
  });

  it('orders Accept-Language by weight, then by place; drops * and q=0', () => {
    expect(acceptLanguageTags('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['vi-VN', 'vi', 'en-US', 'en']);
    expect(acceptLanguageTags('en;q=0.5, th , fr;q=0, *;q=0.1')).toEqual(['th', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('the cookie the app writes lasts a year on every path, and is Secure on https', () => {
    expect(languageCookie('VI', true)).toBe('wl_lang=VI; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('TH', false)).toBe('wl_lang=TH; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('together they give what boot will choose', () => {
    const offered = ['EN', 'VI', 'TH'];
    const choose = (cookie: string, accept: string) =>
      chooseLanguage(offered, cookieLanguage(cookie), acceptLanguageTags(accept));
    expect(choose('', 'fr-FR,th;q=0.9')).toBe('TH');
    expect(choose('wl_lang=VI', 'th')).toBe('VI');
    expect(choose('wl_lang=CN', 'th')).toBe('TH'); // not offered here
    expect(choose('', '')).toBe('EN');
  });
});

describe("nginx's language map", () => {
  const map = languagesMap({ dragon: 'EN', lotus: 'VI' });
  /** The map's Accept-Language rules, applied as nginx does: in order, the first regex that matches. */
  const nginxBrowser = (header: string) => {
    const block = /map \$http_accept_language \$wl_browser_lang \{\n([\s\S]*?)\n\}/.exec(map)![1]!;
    for (const [, re, lang] of block.matchAll(/"~\*(.+)" (\S+);/g))
      if (new RegExp(re!.replaceAll('\\s', '\\s'), 'i').test(header)) return lang;
    return '';
  };
  it('maps a first tag as the app maps a browser tag (A5: ZH -> CN, TW and HK -> TW, TL and PH -> TY)', () => {
    const tags = [
      'vi-VN',
      'vi',
      'th-TH',
      'en-US',
      'EN',
      'zh-CN',
      'zh',
      'zh-TW',
      'zh-HK',
      'zh-Hant-TW',
      'zh-Hans-CN',
      'pt-BR',
      'pt-PT',
      'pt',
      'ur-LA',
      'ur',
      'tl',
      'fil-PH',
      'ph',
      'ja-JP',
      'km',
      'lo-LA',
      'de-DE',
      'fr',
      'x-klingon',
      'en_GB',
    ];
    for (const tag of tags) {
      expect(nginxBrowser(`${tag},en;q=0.5`) || undefined, tag).toBe(mapBrowserLanguage(tag));
      expect(nginxBrowser(`${tag};q=0.9`) || undefined, tag).toBe(mapBrowserLanguage(tag));
    }
  });
  it('takes the cookie only when it is one of ours, and knows each tenant default', () => {
    expect(map).toContain('map $cookie_wl_lang $wl_cookie_lang {\n  default "";\n  CN CN;\n');
    expect(map).toContain('map $wl_cookie_lang $page_lang {\n  "" $wl_browser_lang;\n  default $wl_cookie_lang;\n}');
    expect(map).toContain('map $tenant $tenant_lang {\n  default "";\n  dragon EN;\n  lotus VI;\n}');
    expect(map).toContain('map $http_accept_language $wl_browser_lang {\n  default $tenant_lang;\n');
  });
});
