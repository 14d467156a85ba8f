/** The BCP 47 tag of a tenant language code (CN is not a language tag; zh-CN is): for lang attributes. */
import { LANGUAGE_CODE_MAP } from './spec-constants.ts';

export function htmlLang(language: string): string {
  return LANGUAGE_CODE_MAP[language] ?? language.toLowerCase();
}
