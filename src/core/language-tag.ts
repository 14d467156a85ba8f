/** A tenant language code as Intl and HTML see it (CN is not a language tag; zh-CN is). */
import { LANGUAGE_CODE_MAP } from './spec-constants.ts';

/** The BCP 47 tag of a tenant language code: for lang attributes and Intl. */
export function htmlLang(language: string): string {
  return LANGUAGE_CODE_MAP[language] ?? language.toLowerCase();
}

const pluralRulesMade = new Map<string, Intl.PluralRules | null>();

/**
 * The language's plural rules (which of zero/one/two/few/many/other a count is), made once per
 * language; null where Intl refuses the tag. One place for the translator (which `key_<form>` a
 * count picks) and tenant validate (which forms a language must translate).
 */
export function pluralRules(language: string): Intl.PluralRules | null {
  let rules = pluralRulesMade.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(htmlLang(language));
    } catch {
      rules = null;
    }
    pluralRulesMade.set(language, rules);
  }
  return rules;
}
