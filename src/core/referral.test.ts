import { describe, it, expect } from 'vitest';
import { referralTarget } from './referral.ts';
import { buildRuleContext } from './rule-context.ts';

const merchant = { whitelabelVal: {}, settings: {} as never };
const on = { REFERRAL: { enabled: true, count: 1 } };

describe('referral (A6, S5, S6)', () => {
  it('an agent goes to agent registration', () => {
    const ctx = buildRuleContext({ merchant, session: { loggedIn: true }, member: { type: 1, clubLabel: null } });
    expect(referralTarget(ctx)).toBe('/m/agentRegister');
    const type2 = buildRuleContext({ merchant, session: { loggedIn: true }, member: { type: 2, clubLabel: null } });
    expect(referralTarget(type2)).toBe('/m/agentRegister');
  });
  it('a member, or anyone while the REFERRAL promotion is on, goes to the invite page', () => {
    const member = buildRuleContext({ merchant, session: { loggedIn: true }, member: { type: 0, clubLabel: null } });
    expect(referralTarget(member)).toBe('/m/inviteFriends');
    expect(referralTarget(buildRuleContext({ merchant, promotions: on }))).toBe('/m/inviteFriends');
  });
  it('a visitor without the promotion gets nothing (coming soon)', () => {
    expect(referralTarget(buildRuleContext({ merchant }))).toBeNull();
    const off = { REFERRAL: { enabled: false, count: 0 } };
    expect(referralTarget(buildRuleContext({ merchant, promotions: off }))).toBeNull();
  });
});
