/**
 * i18next for the app: translations load lazily, one language at a time; missing keys fall back
 * to English. Which language to use is core/language-choice.ts's (shared with the early loader).
 */
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../core/spec-constants.ts';

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
