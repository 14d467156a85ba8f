/**
 * The CLI's side of the shared rule cases (tests/cases/rules.json): each rule passes tenant
 * validate's rule checks against the rule-context schema, and the answers the checks find it can
 * give (over every value its paths can hold) include the runtime's answer in the case's context.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { checkRule, ruleOutcomes, pathsRead } from './rules.ts';
import { RULE_CASES } from '../../tests/cases/rules.ts';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/rule-context.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe('the CLI checks the shared rule cases', () => {
  it.each(RULE_CASES)('$why', (c) => {
    expect(checkRule(schema, c.rule, '/visible')).toEqual([]);
    const outcomes = ruleOutcomes(schema, c.rule, pathsRead(c.rule));
    expect(outcomes, 'the paths have few values: every answer is known').toBeDefined();
    expect(outcomes!.has(c.expected)).toBe(true);
  });
});
