import { describe, it, expect, vi } from 'vitest';
import { evaluateRule } from './rules.ts';
import { buildRuleContext } from './rule-context.ts';
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
