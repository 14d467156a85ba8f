/** The sandbox's side of the shared field-rule cases (tests/cases/field-rules.json): the check its routes apply. */
import { describe, it, expect } from 'vitest';
import { keepsRule } from '../src/core/account-rules.ts';
import { FIELD_RULE_CASES, CASE_RULES } from '../tests/cases/field-rules.ts';

describe('the sandbox accepts exactly what the shared cases say', () => {
  it.each(FIELD_RULE_CASES)('$rule "$value": $why', ({ rule, value, valid }) => {
    expect(keepsRule(CASE_RULES[rule], value)).toBe(valid);
  });
});
