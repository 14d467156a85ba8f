import { describe, it, expect } from 'vitest';
import { USERNAME_RULE, PASSWORD_RULE, PROMO_CODE_RULE, RULED_FIELDS, keepsRule } from './account-rules.ts';

describe('the rules the back end applies to what a player types', () => {
  it('pins the values: username 4-20 letters, digits or _; password 6-20; promo code 4-16 letters and digits', () => {
    expect(USERNAME_RULE).toEqual({ minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' });
    expect(PASSWORD_RULE).toEqual({ minLength: 6, maxLength: 20 });
    expect(PROMO_CODE_RULE).toEqual({ minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9]+$' });
    expect(Object.keys(RULED_FIELDS).sort()).toEqual(['auth.changePassword', 'auth.register', 'promo.redeem']);
  });
  it('keepsRule: the lengths at both ends and the characters', () => {
    expect(keepsRule(USERNAME_RULE, 'abcd')).toBe(true);
    expect(keepsRule(USERNAME_RULE, 'abc')).toBe(false);
    expect(keepsRule(USERNAME_RULE, 'a'.repeat(20))).toBe(true);
    expect(keepsRule(USERNAME_RULE, 'a'.repeat(21))).toBe(false);
    expect(keepsRule(USERNAME_RULE, 'ab-cd')).toBe(false);
    expect(keepsRule(PASSWORD_RULE, 'pa ss!')).toBe(true);
    expect(keepsRule(PASSWORD_RULE, 12345678)).toBe(false);
    expect(keepsRule(PROMO_CODE_RULE, 'spring24')).toBe(true);
    expect(keepsRule(PROMO_CODE_RULE, 'SPRING_24')).toBe(false);
  });
});
