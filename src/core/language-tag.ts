/** A tenant language code as Intl and HTML see it (CN is not a language tag; zh-CN is). */
import { LANGUAGE_CODE_MAP } from './spec-constants.ts';

/**
 * Tenant codes that are not the language's tag when lower-cased (issue 52): TY is the language of
 * TL and PH browsers (Tagalog, `tl`; `ty` is Tahitian), UR-LA is Urdu in Latin script (`la` would
 * be a region, Laos). Only for lang attributes and Intl: the spec's code map (what login and the
 * captcha send) stays as the spec gives it.
 */
const NOT_A_TAG: Readonly<Record<string, string>> = { TY: 'tl', 'UR-LA': 'ur-Latn' };

/** The BCP 47 tag of a tenant language code: for lang attributes and Intl. */
export function htmlLang(language: string): string {
  return LANGUAGE_CODE_MAP[language] ?? NOT_A_TAG[language] ?? language.toLowerCase();
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
