/** The shared rule cases (rules.json), each with its full context: the visitor fixture with the case's context merged over it. */
import { readFileSync } from 'node:fs';
import { merge } from '../../src/core/layering.ts';
import type { RuleContext } from '../../src/core/schema/rule-context.ts';

export interface RuleCase {
  why: string;
  rule: unknown;
  context: Record<string, unknown>;
  expected: boolean;
}
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as unknown;
const visitor = read(new URL('../../schemas/fixtures/rule-context/valid/visitor.json', import.meta.url));
export const RULE_CASES = (read(new URL('./rules.json', import.meta.url)) as { cases: RuleCase[] }).cases;
export const contextOf = (c: RuleCase): RuleContext => merge(visitor, c.context) as RuleContext;
