/** The runtime's side of the shared rule cases (tests/cases/rules.json): the evaluator every screen uses. */
import { describe, it, expect } from 'vitest';
import { evaluateRule } from './rules.ts';
import { RULE_CASES, contextOf } from '../../tests/cases/rules.ts';

describe('the runtime evaluates the shared rule cases', () => {
  it.each(RULE_CASES)('$why', (c) => {
    const failures: unknown[] = [];
    expect(evaluateRule(c.rule as never, contextOf(c), (_rule, e) => failures.push(e))).toBe(c.expected);
    expect(failures).toEqual([]);
  });
});
