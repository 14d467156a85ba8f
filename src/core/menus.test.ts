import { describe, it, expect } from 'vitest';
import { evaluateRule } from './rules.ts';
import { buildRuleContext } from './rule-context.ts';
import { MENU_TYPE_RULES } from './menus.ts';
import type { MerchantConfig } from './schema/merchant-config.ts';

const merchant = {
  whitelabelVal: { GEETEST3: true, LINELOGIN3: false },
  settings: { autoLogin: true } as MerchantConfig['settings'],
};
const ctx = (over: Partial<Parameters<typeof buildRuleContext>[0]> = {}) => buildRuleContext({ merchant, ...over });

describe('menu type rules (S6)', () => {
  const show = (type: keyof typeof MENU_TYPE_RULES, c = ctx()) => evaluateRule(MENU_TYPE_RULES[type], c);
  it('SERVICE always; APP hidden in the native or installed app', () => {
    expect(show('SERVICE')).toBe(true);
    expect(show('APP')).toBe(true);
    expect(show('APP', ctx({ platform: { installedApp: true } }))).toBe(false);
    expect(show('APP', ctx({ platform: { nativeApp: true } }))).toBe(false);
  });
  it('AGENT only for agents; VIP with the benefit; promotions when enabled', () => {
    expect(show('AGENT')).toBe(false);
    expect(show('AGENT', ctx({ member: { type: 2, clubLabel: null } }))).toBe(true);
    expect(show('VIP', ctx({ member: { type: 0, clubLabel: { type: 'AUTO' } } }))).toBe(true);
    expect(show('SIGNIN', ctx({ promotions: { LOGIN: { enabled: true, count: 1 } } }))).toBe(true);
    expect(show('SAVIOR')).toBe(false);
  });
});
