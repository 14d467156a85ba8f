import { describe, it, expect } from 'vitest';
import { evaluateRule } from './rules.ts';
import { buildRuleContext } from './rule-context.ts';
import { MENU_TYPE_RULES, menuItemTap } from './menus.ts';
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

describe('PROMOCODE needs the promotion and the promo-code check (A4, S6)', () => {
  const on = { PROMOCODE: { enabled: true, count: 1 } };
  const show = (c: ReturnType<typeof ctx>) => evaluateRule(MENU_TYPE_RULES.PROMOCODE, c);
  it('shown when both are on, or when the check has not answered', () => {
    expect(show(ctx({ promotions: on, promoCodeEnabled: true }))).toBe(true);
    expect(show(ctx({ promotions: on }))).toBe(true);
  });
  it('hidden when either is off', () => {
    expect(show(ctx({ promotions: on, promoCodeEnabled: false }))).toBe(false);
    expect(show(ctx({ promoCodeEnabled: true }))).toBe(false);
  });
  it('MISSION, SIGNIN (LOGIN), SAVIOR (RESCUE), REFERRAL follow their promotion', () => {
    const all = { enabled: true, count: 1 };
    const c = ctx({ promotions: { MISSION: all, LOGIN: all, RESCUE: all, REFERRAL: all } });
    for (const t of ['MISSION', 'SIGNIN', 'SAVIOR', 'REFERRAL'] as const) {
      expect(evaluateRule(MENU_TYPE_RULES[t], c)).toBe(true);
      expect(evaluateRule(MENU_TYPE_RULES[t], ctx())).toBe(false);
    }
  });
  it('VIP needs clubLabel type AUTO, not just a label', () => {
    expect(
      evaluateRule(MENU_TYPE_RULES.VIP, ctx({ member: { type: 0, clubLabel: { labelName: 'Gold', type: 'MANUAL' } } })),
    ).toBe(false);
    expect(evaluateRule(MENU_TYPE_RULES.AGENT, ctx({ member: { type: 4, clubLabel: null } }))).toBe(false);
  });
});

describe('what a menu item tap does', () => {
  it('its action first, then its path', () => {
    expect(menuItemTap({ action: { name: 'navigate', to: '/m/vip' }, path: '/m/x' })).toEqual({
      action: { name: 'navigate', to: '/m/vip' },
    });
    expect(menuItemTap({ path: '/m/vip', type: 'VIP' })).toEqual({ path: '/m/vip' });
  });
  it('SERVICE opens the chat of its desk; REFERRAL follows the referral rule', () => {
    expect(menuItemTap({ type: 'SERVICE', csType: 'COMM100' })).toEqual({
      action: { name: 'chat.open', csType: 'COMM100' },
    });
    expect(menuItemTap({ type: 'SERVICE' })).toEqual({ action: { name: 'chat.open' } });
    expect(menuItemTap({ type: 'REFERRAL' })).toEqual({ action: { name: 'referral.open' } });
  });
  it('an item with nothing to do is null', () => {
    expect(menuItemTap({ type: 'VIP' })).toBeNull();
    expect(menuItemTap({})).toBeNull();
  });
});
