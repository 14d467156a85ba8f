/**
 * The app's translations: they load lazily, one language at a time; missing keys fall back to
 * English (translator.ts says how a key is looked up). Which language to use is
 * core/language-choice.ts's (shared with the early loader).
 */
import { DEFAULT_LANGUAGE, type Language } from '../../core/spec-constants.ts';
import { createTranslator, type TranslationTable, type Translator } from './translator.ts';

export type TranslationLoader = (language: string) => Promise<TranslationTable>;

export async function createI18n(language: Language, load: TranslationLoader): Promise<Translator> {
  const tables: Record<string, TranslationTable> = { [DEFAULT_LANGUAGE]: await load(DEFAULT_LANGUAGE) };
  if (language !== DEFAULT_LANGUAGE) tables[language] = await load(language).catch(() => ({}));
  return createTranslator(language, DEFAULT_LANGUAGE, tables);
}

export async function switchLanguage(instance: Translator, language: Language, load: TranslationLoader): Promise<void> {
  if (!instance.hasTable(language)) instance.addTable(language, await load(language).catch(() => ({})));
  instance.changeLanguage(language);
}
