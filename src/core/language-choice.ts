/**
 * Language choice (A5): stored choice, else the browser language mapped (ZH -> CN, TW or HK -> TW,
 * TL or PH -> TY), else EN; only accepted languages the tenant offers. Pure, so boot and the early
 * loader in the HTML choose the same way.
 */
import { ACCEPTED_LANGUAGES, BROWSER_LANGUAGE_MAP, DEFAULT_LANGUAGE, type Language } from './spec-constants.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

export function isAccepted(code: string): code is Language {
  return (ACCEPTED_LANGUAGES as readonly string[]).includes(code);
}

/** Browser language tag -> our code: "zh-HK" -> TW, "vi-VN" -> VI, "pt-BR" -> PT-BR. */
export function mapBrowserLanguage(tag: string): Language | undefined {
  const upper = tag.toUpperCase();
  if (isAccepted(upper)) return upper;
  const [lang = '', region = ''] = upper.split(/[-_]/);
  if (lang === 'ZH') return region === 'TW' || region === 'HK' || region === 'HANT' ? 'TW' : 'CN';
  if (BROWSER_LANGUAGE_MAP[lang]) return BROWSER_LANGUAGE_MAP[lang];
  return isAccepted(lang) ? lang : undefined;
}

export function chooseLanguage(
  offered: readonly string[],
  stored: string | null,
  browser: readonly string[],
): Language {
  const ok = (l: string | undefined): l is Language => !!l && isAccepted(l) && offered.includes(l);
  if (stored && ok(stored)) return stored;
  for (const tag of browser) {
    const l = mapBrowserLanguage(tag);
    if (ok(l)) return l;
  }
  const first = offered[0];
  return ok(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : ok(first) ? first : DEFAULT_LANGUAGE;
}
