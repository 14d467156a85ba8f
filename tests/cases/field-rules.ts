/** The shared field-rule cases (field-rules.json), typed, with the rule each names. */
import { readFileSync } from 'node:fs';
import {
  PASSWORD_RULE,
  PROMO_CODE_RULE,
  USERNAME_RULE,
  RULED_FIELDS,
  type TextRule,
} from '../../src/core/account-rules.ts';

export interface FieldRuleCase {
  rule: 'username' | 'password' | 'promoCode';
  value: string;
  valid: boolean;
  why: string;
}
export const FIELD_RULE_CASES = (
  JSON.parse(readFileSync(new URL('./field-rules.json', import.meta.url), 'utf8')) as { cases: FieldRuleCase[] }
).cases;
export const CASE_RULES: Record<FieldRuleCase['rule'], TextRule> = {
  username: USERNAME_RULE,
  password: PASSWORD_RULE,
  promoCode: PROMO_CODE_RULE,
};
/** Which case rule a ruled form field follows (RULED_FIELDS: action -> field -> rule). */
export function caseRuleOf(action: string, field: string): FieldRuleCase['rule'] | undefined {
  const rule = RULED_FIELDS[action as keyof typeof RULED_FIELDS]?.[field];
  return (Object.keys(CASE_RULES) as FieldRuleCase['rule'][]).find((k) => CASE_RULES[k] === rule);
}
