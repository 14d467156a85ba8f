/**
 * Static checks of JSON Logic rules: every operator is one json-logic-js knows, and every path a
 * rule reads ("var", "missing", "missing_some") exists in the rule context schema. Flags are
 * checked by name so that a misspelt switch says so.
 */
import { RULE_OPERATORS } from '../../src/core/schema/common.ts';

type Schema = Record<string, unknown>;
export interface RuleProblem {
  pointer: string;
  message: string;
}

/** Paths inside map/filter/all/none/some/reduce read the current item, not the context. */
const SCOPED = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

export function readPaths(
  rule: unknown,
  pointer: string,
  out: { path: string; pointer: string }[] = [],
  problems: RuleProblem[] = [],
) {
  if (Array.isArray(rule)) {
    rule.forEach((r, i) => readPaths(r, `${pointer}/${i}`, out, problems));
    return { out, problems };
  }
  if (!rule || typeof rule !== 'object') return { out, problems };
  const keys = Object.keys(rule);
  if (keys.length !== 1) {
    problems.push({ pointer, message: `a rule object must have exactly one operator, found ${keys.length}` });
    return { out, problems };
  }
  const op = keys[0]!;
  const arg = (rule as Record<string, unknown>)[op];
  const at = `${pointer}/${op.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if (!(RULE_OPERATORS as readonly string[]).includes(op)) {
    problems.push({ pointer: at, message: `unknown rule operator "${op}"` });
    return { out, problems };
  }
  const args = Array.isArray(arg) ? arg : [arg];
  if (op === 'var') {
    const p = args[0];
    if (typeof p === 'string' && p !== '') out.push({ path: p, pointer: at });
    else if (typeof p !== 'string' || p === '')
      problems.push({ pointer: at, message: 'a "var" must name a path of the rule context' });
    return { out, problems };
  }
  if (op === 'missing') {
    args.forEach((p, i) =>
      typeof p === 'string' ? out.push({ path: p, pointer: `${at}/${i}` }) : readPaths(p, `${at}/${i}`, out, problems),
    );
    return { out, problems };
  }
  if (op === 'missing_some') {
    (Array.isArray(args[1]) ? args[1] : []).forEach(
      (p: unknown, i: number) => typeof p === 'string' && out.push({ path: p, pointer: `${at}/1/${i}` }),
    );
    return { out, problems };
  }
  if (SCOPED.has(op)) {
    readPaths(args[0], Array.isArray(arg) ? `${at}/0` : at, out, problems);
    return { out, problems };
  }
  args.forEach((a, i) => readPaths(a, Array.isArray(arg) ? `${at}/${i}` : at, out, problems));
  return { out, problems };
}

/** Does `path` (dot separated) name something the context schema has? */
export function pathProblem(contextSchema: Schema, path: string): string | undefined {
  const parts = path.split('.');
  let node: Schema = contextSchema;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const props = node.properties as Record<string, Schema> | undefined;
    const next =
      props?.[part] ??
      (typeof node.additionalProperties === 'object' ? (node.additionalProperties as Schema) : undefined) ??
      Object.values((node.patternProperties as Record<string, Schema> | undefined) ?? {})[0];
    if (!next) {
      const where = parts.slice(0, i).join('.');
      if (where === 'flags')
        return `unknown white-label switch "${part}" (known: ${Object.keys(props ?? {}).join(', ')})`;
      return `the rule context has no "${path}"${where ? ` ("${where}" has: ${Object.keys(props ?? {}).join(', ') || 'nothing'})` : ` (it has: ${Object.keys(props ?? {}).join(', ')})`}`;
    }
    node = next;
  }
  return undefined;
}

export function checkRule(contextSchema: Schema, rule: unknown, pointer: string): RuleProblem[] {
  const { out, problems } = readPaths(rule, pointer);
  for (const { path, pointer: at } of out) {
    const msg = pathProblem(contextSchema, path);
    if (msg) problems.push({ pointer: at, message: msg });
  }
  return problems;
}
