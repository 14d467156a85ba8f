/**
 * Language choice (A5): stored choice, else the browser language mapped (ZH -> CN, TW or HK -> TW,
 * TL or PH -> TY), else EN; only accepted languages the tenant offers. Translations load lazily,
 * one language at a time; missing keys fall back to English.
 */
import i18next, { type i18n } from 'i18next';
import { ACCEPTED_LANGUAGES, BROWSER_LANGUAGE_MAP, DEFAULT_LANGUAGE, type Language } from '../core/spec-constants.ts';

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

export type TranslationLoader = (language: string) => Promise<Record<string, string>>;

export async function createI18n(language: Language, load: TranslationLoader): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Record<string, string> }> = {
    [DEFAULT_LANGUAGE]: { translation: await load(DEFAULT_LANGUAGE) },
  };
  if (language !== DEFAULT_LANGUAGE) resources[language] = { translation: await load(language).catch(() => ({})) };
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes; tenant text is never HTML
    returnNull: false,
  });
  return instance;
}

export async function switchLanguage(instance: i18n, language: Language, load: TranslationLoader): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', await load(language).catch(() => ({})));
  await instance.changeLanguage(language);
}
