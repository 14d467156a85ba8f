/**
 * Static checks of JSON Logic rules (node and menu "visible"/"enabled"). A rule that passes reads
 * only paths the rule context schema has (own properties: "flags.constructor" is not a switch),
 * names each switch correctly, gives every operator the arguments it takes, compares a path only
 * with values it can hold, and reads something: a constant is written true or false. Rules are
 * measured before they are walked, so the walk's recursion is bounded by MAX_RULE_DEPTH.
 */
import { RULE_OPERATORS } from '../../src/core/schema/common.ts';
import { closest } from './closest.ts';
import { nestingDepth } from '../../src/core/node-walk.ts';
import { evaluateRule } from '../../src/core/rules.ts';
import type { RuleContext } from '../../src/core/schema/rule-context.ts';
import { escapeSegment } from '../../src/core/json-pointer.ts';
import { isObject } from '../../src/core/guards.ts';

export type Schema = Record<string, unknown>;
export interface RuleProblem {
  pointer: string;
  message: string;
}

/** How deeply a rule may nest arrays and objects: a visibility rule is a few levels; 32 is plenty. */
export const MAX_RULE_DEPTH = 32;

/** Arguments each operator takes (json-logic-js semantics): [min, max]. */
const ARITY: Record<(typeof RULE_OPERATORS)[number], [number, number]> = {
  var: [1, 2],
  missing: [1, Infinity],
  missing_some: [2, 2],
  if: [1, Infinity],
  '==': [2, 2],
  '===': [2, 2],
  '!=': [2, 2],
  '!==': [2, 2],
  '!': [1, 1],
  '!!': [1, 1],
  or: [1, Infinity],
  and: [1, Infinity],
  '>': [2, 2],
  '>=': [2, 2],
  '<': [2, 3],
  '<=': [2, 3],
  max: [1, Infinity],
  min: [1, Infinity],
  '+': [1, Infinity],
  '-': [1, 2],
  '*': [1, Infinity],
  '/': [2, 2],
  '%': [2, 2],
  map: [2, 2],
  reduce: [2, 3],
  filter: [2, 2],
  all: [2, 2],
  none: [2, 2],
  some: [2, 2],
  merge: [0, Infinity],
  in: [2, 2],
  cat: [0, Infinity],
  substr: [2, 3],
};
const EQUALITY = new Set(['==', '===', '!=', '!==']);
/** Their second argument runs once per item: its "var"s read the item, not the context. */
const PER_ITEM = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

const plural = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;

function arityText(op: string, [min, max]: [number, number], found: number): string {
  const takes =
    min === max
      ? plural(min)
      : max === Infinity
        ? `at least ${plural(min)}`
        : max === min + 1
          ? `${min} or ${max} arguments`
          : `${min} to ${max} arguments`;
  return `"${op}" takes ${takes}, found ${found}`;
}

/** The schema of `path` (dot separated) in the context schema, or why there is none. */
export function resolvePath(contextSchema: Schema, path: string): { schema: Schema } | { problem: string } {
  const parts = path.split('.');
  let node: Schema = contextSchema;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const props = node.properties as Record<string, Schema> | undefined;
    // Own properties only: every object has "constructor" and "toString", no context path does.
    const next =
      (props && Object.hasOwn(props, part) ? props[part] : undefined) ??
      (isObject(node.additionalProperties) ? (node.additionalProperties as Schema) : undefined) ??
      Object.values((node.patternProperties as Record<string, Schema> | undefined) ?? {})[0];
    if (!next) {
      const where = parts.slice(0, i).join('.');
      const known = Object.keys(props ?? {});
      const guess = closest(part, known);
      const hint = guess ? ` (did you mean "${guess}"?)` : '';
      if (where === 'flags') return { problem: `unknown white-label switch "${part}"${hint}` };
      return {
        problem: `the rule context has no "${path}"${hint || ` (${where ? `"${where}"` : 'it'} has: ${known.join(', ') || 'nothing'})`}`,
      };
    }
    node = next;
  }
  return { schema: node };
}

/** What a path can hold, when that is a short list (a boolean, an enum); else undefined. */
export function allowedValues(schema: Schema): { values: unknown[]; text: string } | undefined {
  if (schema.type === 'boolean') return { values: [true, false], text: 'true or false' };
  if (Array.isArray(schema.enum)) return { values: schema.enum, text: `one of ${schema.enum.join(', ')}` };
  return undefined;
}

interface Walk {
  schema: Schema;
  problems: RuleProblem[];
  /** Paths of the context the rule reads. */
  reads: number;
  paths: string[];
}

/** A context path read by {"var": "<path>"} (outside a per-item argument), for the comparison check. */
const readVar = (v: unknown): string | undefined =>
  isObject(v) && Object.keys(v).length === 1 && 'var' in v
    ? typeof v.var === 'string'
      ? v.var
      : Array.isArray(v.var) && typeof v.var[0] === 'string'
        ? v.var[0]
        : undefined
    : undefined;

function readPath(w: Walk, path: string, pointer: string): Schema | undefined {
  w.reads++;
  w.paths.push(path);
  const r = resolvePath(w.schema, path);
  if ('problem' in r) {
    w.problems.push({ pointer, message: r.problem });
    return undefined;
  }
  return r.schema;
}

function walk(w: Walk, rule: unknown, pointer: string, perItem: boolean): void {
  if (Array.isArray(rule)) {
    rule.forEach((r, i) => walk(w, r, `${pointer}/${i}`, perItem));
    return;
  }
  if (!isObject(rule)) return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) {
    w.problems.push({ pointer, message: `a rule object must have exactly one operator, found ${keys.length}` });
    return;
  }
  const op = keys[0]!;
  const arg = rule[op];
  const at = `${pointer}/${escapeSegment(op)}`;
  if (!Object.hasOwn(ARITY, op)) {
    w.problems.push({ pointer: at, message: `unknown rule operator "${op}"` });
    return;
  }
  const args = Array.isArray(arg) ? arg : [arg];
  const argAt = (i: number) => (Array.isArray(arg) ? `${at}/${i}` : at);
  const [min, max] = ARITY[op as keyof typeof ARITY];
  if (args.length < min || args.length > max) {
    w.problems.push({ pointer: at, message: arityText(op, [min, max], args.length) });
    return;
  }
  switch (op) {
    case 'var': {
      const p = args[0];
      if (perItem && (typeof p === 'string' || typeof p === 'number')) {
        // The item itself ("") or a field or index of it.
      } else if (typeof p === 'string' && p !== '') readPath(w, p, at);
      else w.problems.push({ pointer: at, message: 'a "var" must name a path of the rule context' });
      if (args.length > 1) walk(w, args[1], argAt(1), perItem);
      return;
    }
    case 'missing': {
      const list = args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
      const listAt = (i: number) => (list === args ? argAt(i) : `${argAt(0)}/${i}`);
      list.forEach((p, i) => {
        if (typeof p === 'string' && p !== '') {
          if (!perItem) readPath(w, p, listAt(i));
        } else w.problems.push({ pointer: listAt(i), message: '"missing" must list paths of the rule context' });
      });
      return;
    }
    case 'missing_some': {
      const [need, list] = args;
      if (typeof need !== 'number' || !Array.isArray(list) || list.some((p) => typeof p !== 'string' || p === '')) {
        w.problems.push({ pointer: at, message: '"missing_some" takes a number and a list of paths' });
        return;
      }
      if (!perItem) list.forEach((p, i) => readPath(w, p as string, `${at}/1/${i}`));
      return;
    }
  }
  if (PER_ITEM.has(op)) {
    walk(w, args[0], argAt(0), perItem);
    walk(w, args[1], argAt(1), true);
    if (args.length > 2) walk(w, args[2], argAt(2), perItem);
    return;
  }
  args.forEach((a, i) => walk(w, a, argAt(i), perItem));
  if (EQUALITY.has(op) && !perItem) compareCheck(w, args, at);
}

/** {"==": [{"var": "flags.X"}, "yes"]} is never true: a switch is true or false. */
function compareCheck(w: Walk, args: unknown[], at: string): void {
  for (const [side, other] of [
    [args[0], args[1]],
    [args[1], args[0]],
  ]) {
    const path = readVar(side);
    if (!path || (typeof other === 'object' && other !== null)) continue;
    const r = resolvePath(w.schema, path);
    const allowed = 'schema' in r ? allowedValues(r.schema) : undefined;
    if (allowed && !allowed.values.includes(other))
      w.problems.push({ pointer: at, message: `compares ${path} (${allowed.text}) with ${JSON.stringify(other)}` });
  }
}

export function checkRule(contextSchema: Schema, rule: unknown, pointer: string): RuleProblem[] {
  if (!isObject(rule) && !Array.isArray(rule)) return []; // true, false (or a wrong type: the schema says so)
  if (nestingDepth(rule, MAX_RULE_DEPTH) > MAX_RULE_DEPTH)
    return [{ pointer, message: `the rule nests deeper than ${MAX_RULE_DEPTH} levels: simplify it` }];
  const w: Walk = { schema: contextSchema, problems: [], reads: 0, paths: [] };
  walk(w, rule, pointer, false);
  if (!w.problems.length && w.reads === 0)
    w.problems.push({ pointer, message: 'the rule reads nothing from the rule context: write true or false instead' });
  if (!w.problems.length) {
    const constant = constantOutcome(contextSchema, rule, [...new Set(w.paths)]);
    if (constant) w.problems.push({ pointer, message: constant });
  }
  return w.problems;
}

/** Every path accepted: for reading what a rule reads without judging it. */
const ANY_PATH: Schema = { additionalProperties: {} };

/** The context paths a rule reads (not the per-item ones), e.g. "flags.GEETEST3"; none for a rule too deep to walk. */
export function pathsRead(rule: unknown): string[] {
  if (!isObject(rule) && !Array.isArray(rule)) return [];
  if (nestingDepth(rule, MAX_RULE_DEPTH) > MAX_RULE_DEPTH) return [];
  const w: Walk = { schema: ANY_PATH, problems: [], reads: 0, paths: [] };
  walk(w, rule, '', false);
  return [...new Set(w.paths)];
}

/** More combinations than this and the rule is not tried exhaustively (12 switches). */
const MAX_COMBINATIONS = 4096;

/**
 * A rule that gives the same answer for every value of what it reads is a mistake (a node that
 * never shows, a check that never bites): tried under every combination of the values each path
 * can hold, when they are few (switches, booleans, enums). The message says which answer.
 */
export function constantOutcome(contextSchema: Schema, rule: unknown, paths: string[]): string | undefined {
  const outcomes = ruleOutcomes(contextSchema, rule, paths);
  if (!outcomes || outcomes.size !== 1) return undefined;
  const [value] = outcomes;
  return `the rule is ${value} whatever ${paths.join(', ')} ${paths.length === 1 ? 'holds' : 'hold'}: ${value ? 'it never hides anything' : 'what it guards never shows'}`;
}

/**
 * The answers a rule gives under every combination of the values its paths can hold (both, one,
 * or undefined when a path has too many values to try or the combinations are too many).
 */
export function ruleOutcomes(contextSchema: Schema, rule: unknown, paths: string[]): Set<boolean> | undefined {
  const domains: unknown[][] = [];
  for (const path of paths) {
    const r = resolvePath(contextSchema, path);
    const allowed = 'schema' in r ? allowedValues(r.schema) : undefined;
    if (!allowed) return undefined; // a number or a string: too many values to try
    // A switch the merchant does not send is absent, not false ("missing" and "var" defaults see the difference).
    domains.push(path.startsWith('flags.') ? [...allowed.values, undefined] : allowed.values);
  }
  const total = domains.reduce((n, d) => n * d.length, 1);
  if (!paths.length || total > MAX_COMBINATIONS) return undefined;
  const outcomes = new Set<boolean>();
  for (let i = 0; i < total && outcomes.size < 2; i++) {
    const context: Record<string, unknown> = {};
    let rest = i;
    paths.forEach((path, k) => {
      const d = domains[k]!;
      setPath(context, path, d[rest % d.length]);
      rest = Math.floor(rest / d.length);
    });
    outcomes.add(evaluateRule(rule as never, context as unknown as RuleContext));
  }
  return outcomes;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]!] = value;
}
