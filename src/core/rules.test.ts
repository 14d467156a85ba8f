import { describe, it, expect, vi } from 'vitest';
import { evaluateRule } from './rules.ts';
import { buildRuleContext } from './rule-context.ts';
import { MENU_TYPE_RULES } from './menus.ts';
import type { MerchantConfig } from './schema/merchant-config.ts';

const merchant = {
  whitelabelVal: { GEETEST3: true, LINELOGIN3: false },
  settings: { autoLogin: true } as MerchantConfig['settings'],
};
const ctx = (over: Partial<Parameters<typeof buildRuleContext>[0]> = {}) => buildRuleContext({ merchant, ...over });

describe('evaluateRule', () => {
  it('reads switches, settings and the session', () => {
    expect(evaluateRule({ var: 'flags.GEETEST3' }, ctx())).toBe(true);
    expect(evaluateRule({ var: 'flags.LINELOGIN3' }, ctx())).toBe(false);
    expect(evaluateRule({ and: [{ var: 'settings.autoLogin' }, { '!': { var: 'session.loggedIn' } }] }, ctx())).toBe(
      true,
    );
    expect(evaluateRule({ var: 'session.loggedIn' }, ctx({ session: { loggedIn: true } }))).toBe(true);
  });
  it('treats a missing path as false, not an error', () => {
    expect(evaluateRule({ var: 'flags.NOT_A_SWITCH' }, ctx())).toBe(false);
    expect(evaluateRule({ var: 'member.no.such.path' }, ctx())).toBe(false);
  });
  it('an absent rule is true; booleans are themselves', () => {
    expect(evaluateRule(undefined, ctx())).toBe(true);
    expect(evaluateRule(false, ctx())).toBe(false);
  });
  it('reports and hides on a rule that throws', () => {
    const onFailure = vi.fn();
    expect(evaluateRule({ nope: [1] } as never, ctx(), onFailure)).toBe(false);
    expect(onFailure).toHaveBeenCalledOnce();
  });
});

describe('rule context (member, route)', () => {
  it('agents are type 1 or 2; AUTO label shows the VIP benefit', () => {
    for (const [type, agent] of [
      [1, true],
      [2, true],
      [0, false],
      [4, false],
    ] as const) {
      expect(ctx({ member: { type, clubLabel: null } }).member.isAgent).toBe(agent);
    }
    const m = ctx({ member: { type: 0, clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 } } }).member;
    expect(m).toMatchObject({ vipLabel: 'Gold', hasVipBenefit: true, rankLevel: 3 });
  });
  it('exposes the route and every promotion key', () => {
    const c = ctx({
      route: { path: '/m/login', query: { go: '/m/sports' } },
      promotions: { REFERRAL: { enabled: true, count: 2 } },
    });
    expect(c.route).toEqual({ path: '/m/login', query: { go: '/m/sports' } });
    expect(c.promotions.REFERRAL).toEqual({ enabled: true, count: 2 });
    expect(c.promotions.APP_DOWNLOAD).toEqual({ enabled: false, count: 0 });
  });
});

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
