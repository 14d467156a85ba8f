/**
 * The rules of what a player types that the back end enforces: the username and password of a
 * registration and a password change, and the promo code. One source: the sandbox applies them
 * (server/routes/member.ts, server/member-centre.ts), its schema takes its demo accounts and codes
 * by them (schema/sandbox.ts), the promo-code service checks by them before asking
 * (services/member/promo-code.ts), and `tenant validate` refuses a form whose field rules are
 * looser or stricter (cli/lib/form-fields.ts): the form tells the player exactly what the server
 * will refuse, no more and no less.
 */
import type { ActionName } from './actions.ts';

/** A field rule as the form runtime and JSON Schema both read it (minLength, maxLength, pattern). */
export interface TextRule {
  minLength: number;
  maxLength: number;
  /** The characters allowed (anchored, any length: the lengths say how many). */
  pattern?: string;
}

/** A7 registration username: 4 to 20 letters, digits or underscores. */
export const USERNAME_RULE: TextRule = { minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' };
/** A7 password (registration, forced change): 6 to 20 characters. */
export const PASSWORD_RULE: TextRule = { minLength: 6, maxLength: 20 };
/** Promo code (S3 PROMOCODE, our contract): 4 to 16 letters and digits, typed in any case. */
export const PROMO_CODE_RULE: TextRule = { minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9]+$' };

/** The fields each form action sends that a rule covers: the form's field rules must be exactly these. */
export const RULED_FIELDS: Partial<Record<ActionName, Record<string, TextRule>>> = {
  'auth.register': { username: USERNAME_RULE, password: PASSWORD_RULE },
  'auth.changePassword': { newPassword: PASSWORD_RULE },
  'promo.redeem': { code: PROMO_CODE_RULE },
};

/** Whether a value keeps a rule. */
export function keepsRule(rule: TextRule, value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= rule.minLength &&
    value.length <= rule.maxLength &&
    (rule.pattern === undefined || new RegExp(rule.pattern).test(value))
  );
}
