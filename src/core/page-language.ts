/**
 * Which language's pre-rendered page a request gets (docs/deploy.md): the player's stored choice
 * (the app mirrors it into a cookie, since the server never sees local storage), else the
 * browser's Accept-Language, else the tenant's default: the same rule boot applies
 * (services/language-choice.ts), so the page is hydrated, not rendered again in another language.
 */
import { ACCEPTED_LANGUAGES, BROWSER_LANGUAGE_MAP, type Language } from './spec-constants.ts';

/** The cookie the app writes when a language is chosen (app/language.ts). */
export const LANGUAGE_COOKIE = 'wl_lang';

/** The cookie that mirrors a stored language choice (a year; every path; not sent to other sites). */
export function languageCookie(language: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookie's language, only when it is one of ours (it names a folder: nothing else may pass). */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (ACCEPTED_LANGUAGES as readonly string[]).includes(value ?? ''))
      return value as Language;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first ("vi-VN,vi;q=0.9,en;q=0.8" -> vi-VN, vi, en). */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((item, i) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}

/**
 * nginx `map` blocks for a static host: $page_lang from the cookie, else the FIRST Accept-Language
 * tag mapped as services/language-choice.ts maps a browser tag (nginx cannot walk the list: a first
 * tag the tenant does not offer gets the default page, and the app renders the right language);
 * $tenant_lang is each tenant's default language (its page always exists), also what a request
 * with no usable language gets.
 */
export function languagesMap(defaults: Record<string, string>): string {
  const end = '([-_;,\\s]|$)';
  const rule = (re: string, lang: string) => `  "~*^${re}" ${lang};`;
  const codes = ACCEPTED_LANGUAGES as readonly string[];
  const browser = [
    ...codes.filter((c) => c.includes('-')).map((c) => rule(`${c.toLowerCase()}([;,\\s]|$)`, c)),
    rule(`zh[-_](tw|hk|hant)${end}`, 'TW'),
    ...Object.entries(BROWSER_LANGUAGE_MAP).map(([from, to]) => rule(`${from.toLowerCase()}${end}`, to)),
    ...codes.filter((c) => !c.includes('-')).map((c) => rule(`${c.toLowerCase()}${end}`, c)),
  ];
  return [
    "# Written by npm run build: the language of a page's request (docs/deploy.md).",
    `map $cookie_${LANGUAGE_COOKIE} $wl_cookie_lang {`,
    '  default "";',
    ...codes.map((c) => `  ${c} ${c};`),
    '}',
    'map $http_accept_language $wl_browser_lang {',
    // Never empty for a known tenant: "/pages/<tenant>//m/x.html" could name a stale file.
    '  default $tenant_lang;',
    ...browser,
    '}',
    'map $wl_cookie_lang $page_lang {',
    '  "" $wl_browser_lang;',
    '  default $wl_cookie_lang;',
    '}',
    'map $tenant $tenant_lang {',
    '  default "";',
    ...Object.entries(defaults).map(([id, lang]) => `  ${id} ${lang};`),
    '}',
    '',
  ].join('\n');
}
