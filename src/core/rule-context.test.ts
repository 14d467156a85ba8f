import { describe, it, expect } from 'vitest';
import { buildRuleContext } from './rule-context.ts';
import type { MerchantConfig } from './schema/merchant-config.ts';

const merchant = {
  whitelabelVal: { GEETEST3: true, LINELOGIN3: false },
  settings: { autoLogin: true } as MerchantConfig['settings'],
};
const ctx = (over: Partial<Parameters<typeof buildRuleContext>[0]> = {}) => buildRuleContext({ merchant, ...over });

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
