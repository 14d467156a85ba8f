/**
 * The CLI's side of the shared menu cases (tests/cases/menus.json): an entry's own rule passes
 * tenant validate's rule checks, and the answers its type's rule and its own rule can give together
 * (over every value their paths can hold) include the runtime's answer in the case's context.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { MENU_TYPE_RULES } from '../../src/core/menus.ts';
import { checkRule, ruleOutcomes, pathsRead } from './rules.ts';
import { MENU_CASES } from '../../tests/cases/menus.ts';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/rule-context.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe('the CLI checks the shared menu cases', () => {
  it.each(MENU_CASES)('$why', (c) => {
    if (c.item.visible !== undefined) expect(checkRule(schema, c.item.visible, '/visible')).toEqual([]);
    const both = { and: [c.item.type ? MENU_TYPE_RULES[c.item.type] : true, c.item.visible ?? true] };
    const paths = pathsRead(both);
    // A rule that reads nothing (SERVICE, no rule) has the one answer: shown.
    const outcomes = paths.length ? ruleOutcomes(schema, both, paths) : new Set([true]);
    expect(outcomes, 'every answer is known').toBeDefined();
    expect(outcomes!.has(c.visible)).toBe(true);
  });
});
