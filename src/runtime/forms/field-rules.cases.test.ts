/**
 * The runtime's side of the shared field-rule cases (tests/cases/field-rules.json): every form of
 * every tenant (as the CLI resolves it) whose action sends a ruled field checks each case with the
 * field's own rules, as the form does while the player types. The sandbox runs the same cases
 * (server/account-rules.cases.test.ts): the form and the server agree.
 */
import { describe, it, expect } from 'vitest';
import { listTenantIds, resolveTenant } from '../../core/tooling/tenant-files.ts';
import { walkNodes } from '../../core/node-walk.ts';
import { isObject } from '../../core/guards.ts';
import { checkValue } from './form-state.ts';
import { toRegisterOptions, type Rules } from './rules.ts';
import type { Translate } from '../text.ts';
import { FIELD_RULE_CASES, caseRuleOf } from '../../../tests/cases/field-rules.ts';

const keyAsText = ((key: unknown) => String(key)) as Translate;

interface RuledField {
  where: string;
  rule: NonNullable<ReturnType<typeof caseRuleOf>>;
  rules: Rules | undefined;
}

function ruledFields(tenant: string): RuledField[] {
  const out: RuledField[] = [];
  for (const [id, screen] of Object.entries(resolveTenant(tenant).doc.screens as Record<string, unknown>))
    walkNodes<string | undefined>(
      screen,
      ({ node, pointer, inherited }) => {
        if (node.type === 'Form' && isObject(node.action)) return String(node.action.name);
        const rule = inherited && typeof node.name === 'string' ? caseRuleOf(inherited, node.name) : undefined;
        if (rule) out.push({ where: `${tenant} ${id}${pointer}`, rule, rules: node.rules as Rules | undefined });
        return inherited;
      },
      undefined,
    );
  return out;
}

describe.each(listTenantIds())('the forms of %s', (tenant) => {
  const fields = ruledFields(tenant);
  it('have every ruled field (username, password, promo code) somewhere', () => {
    expect(new Set(fields.map((f) => f.rule))).toEqual(new Set(['username', 'password', 'promoCode']));
  });
  it.each(FIELD_RULE_CASES)('$rule "$value": $why', ({ rule, value, valid }) => {
    for (const f of fields.filter((x) => x.rule === rule)) {
      const error = checkValue(
        value,
        toRegisterOptions(f.rules, keyAsText, () => undefined),
      );
      expect(error === undefined, `${f.where}: ${error?.type ?? 'accepted'}`).toBe(valid);
    }
  });
});
