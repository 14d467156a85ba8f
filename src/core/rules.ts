/**
 * The one JSON Logic evaluator (json-logic-js: a data interpreter, no eval). A rule that reads a
 * path the context lacks sees null, so it is simply false; an evaluation that throws (a malformed
 * rule that slipped past validation) counts as false and is reported, never crashes a screen.
 */
import jsonLogic from 'json-logic-js';
import type { RuleContext } from './schema/rule-context.ts';
import type { Rule } from './schema/common.ts';

export type RuleFailure = (rule: unknown, error: unknown) => void;

export function evaluateRule(rule: Rule | undefined, context: RuleContext, onFailure?: RuleFailure): boolean {
  if (rule === undefined) return true;
  if (typeof rule === 'boolean') return rule;
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, context));
  } catch (error) {
    onFailure?.(rule, error);
    return false;
  }
}
