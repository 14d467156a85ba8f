/**
 * Mutations of the JSON Logic rules (node and menu "visible"/"enabled"): misspelt switches in
 * every position a rule can read from, Object.prototype names as paths, absurd rules.
 */
import { WHITE_LABEL_SWITCHES } from '../../../src/core/spec-constants.ts';
import type { Random } from '../seeded-random.ts';
import { pointers, rulePositions, setAt, withRaw, deepText, type CorpusFile } from './json-edit.ts';
import { escapeRe, rewrite, type Generator } from './mutation.ts';

type Json = Record<string, unknown>;
const SWITCHES = WHITE_LABEL_SWITCHES as readonly string[];
const pretty = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

/** Files with a rule position, and one position in one of them. */
function rulePlace(rng: Random, corpus: CorpusFile[]): { file: CorpusFile; at: string; old: unknown } {
  const files = corpus.filter((c) => rulePositions(c).length);
  const file = rng.pick(files);
  const node = rng.pick(rulePositions(file));
  const key = /^\/menus\//.test(node) || rng.chance(0.7) ? 'visible' : 'enabled';
  const old = pointers(file.value).find((p) => p.pointer === node)!.value as Json;
  return { file, at: `${node}/${key}`, old: old[key] };
}

export function misspell(rng: Random, name: string): string {
  for (;;) {
    const i = rng.int(0, name.length - 1);
    const v = rng.pick([
      () => name.slice(0, i) + name.slice(i + 1),
      () => name.slice(0, i) + name[i] + name.slice(i),
      () => `${name}3`,
      () => name.toLowerCase(),
      () => `${name.slice(0, i)}X${name.slice(i + 1)}`,
      () => (i + 1 < name.length ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2) : `${name}S`),
    ])();
    if (v && !SWITCHES.includes(v)) return v;
  }
}

/** Every position inside a rule that reads the context (the ones the lint once skipped included). */
const READS = (s: string, old: unknown): unknown[] => [
  { var: s },
  { '!': { var: s } },
  { and: [true, { var: s }] },
  { missing: [s] },
  { missing: [[s]] },
  { missing_some: [1, [s, 'flags.GEETEST3']] },
  { var: [s, false] },
  { var: ['flags.GEETEST3', { var: s }] },
  { if: [{ var: 'flags.GEETEST3' }, { var: s }, false] },
  { reduce: [[1, 2], { '+': [{ var: 'current' }, { var: 'accumulator' }] }, { var: s }] },
  { some: [{ var: s }, { '==': [{ var: '' }, 1] }] },
  { '==': [{ var: s }, true] },
  { in: ['a', { cat: [{ var: s }] }] },
  { or: [{ '!!': [{ var: s }] }, { var: 'session.loggedIn' }] },
  ...(typeof old === 'object' && old !== null ? [{ and: [old, { var: s }] }] : []),
];

export const misspeltSwitch: Generator = (rng, { corpus }) => {
  const { file, at, old } = rulePlace(rng, corpus);
  const name = misspell(rng, rng.pick(SWITCHES));
  const rule = rng.pick(READS(`flags.${name}`, old));
  return rewrite('misspelt switch', file, `${at} = ${JSON.stringify(rule)}`, pretty(setAt(file.value, at, rule)), [
    new RegExp(`unknown white-label switch "${escapeRe(name)}"`),
  ]);
};

/** Names every object has through Object.prototype: none of them is a path of the rule context. */
const PROTO_PATHS = [
  'flags.constructor',
  'settings.toString',
  'flags.__proto__',
  'session.hasOwnProperty',
  'member.valueOf',
  'promotions.REFERRAL.constructor',
  'platform.isPrototypeOf',
  'session.verification.__defineGetter__',
  'constructor',
  'toString',
  '__proto__.polluted',
  'flags.constructor.name',
];

export const prototypePath: Generator = (rng, { corpus }) => {
  const { file, at, old } = rulePlace(rng, corpus);
  const path = rng.pick(PROTO_PATHS);
  const rule = rng.pick(READS(path, old));
  const parts = path.split('.');
  const shown =
    parts[0] === 'flags'
      ? `unknown white-label switch "${escapeRe(parts[1]!)}"`
      : `the rule context has no "${escapeRe(path)}"`;
  return rewrite('prototype path', file, `${at} = ${JSON.stringify(rule)}`, pretty(setAt(file.value, at, rule)), [
    new RegExp(shown),
  ]);
};

/** Rules no one means: each with the problem the lint must name. */
const ABSURD: [unknown, RegExp][] = [
  [{ '==': [1] }, /takes 2 arguments, found 1/],
  [{ '!': [true, false] }, /takes 1 argument, found 2/],
  [{ if: [] }, /takes at least 1 argument, found 0/],
  [{ in: [{ var: 'session.loggedIn' }] }, /takes 2 arguments, found 1/],
  [{ '<': [{ var: 'member.rankLevel' }] }, /takes 2 or 3 arguments, found 1/],
  [{ substr: ['a'] }, /takes 2 or 3 arguments, found 1/],
  [{ '==': [{ var: 'flags.GEETEST3' }, 'yes'] }, /compares flags\.GEETEST3 \(true or false\) with "yes"/],
  [{ '===': [{ var: 'session.loggedIn' }, 1] }, /compares session\.loggedIn \(true or false\) with 1/],
  [{ '!=': ['true', { var: 'settings.smsLogin' }] }, /compares settings\.smsLogin \(true or false\) with "true"/],
  [
    { '==': [{ var: 'platform.os' }, 'windows'] },
    /compares platform\.os \(one of ios, android, other\) with "windows"/,
  ],
  [{ '==': [1, 1] }, /reads nothing from the rule context/],
  [{ and: [true, false] }, /reads nothing from the rule context/],
  [{ some: [[1, 2], { var: '' }] }, /reads nothing from the rule context/],
  [{ var: '' }, /a "var" must name a path of the rule context/],
  [{ var: [1] }, /a "var" must name a path of the rule context/],
  [{ var: 'flags.GEETEST3', and: [] }, /exactly one operator, found 2/],
  [{}, /exactly one operator, found 0/],
  [{ log: 'x' }, /unknown rule operator "log"/],
  [{ method: [{ var: 'flags' }, 'toString'] }, /unknown rule operator "method"/],
  [{ missing_some: ['x', ['flags.GEETEST3']] }, /"missing_some" takes a number and a list of paths/],
  [{ missing: [{ if: [true, 'flags.GEETEST3', 'x'] }] }, /"missing" must list paths of the rule context/],
  [{ var: 'flags.GEETEST3.length' }, /the rule context has no "flags\.GEETEST3\.length"/],
];

export const absurdRule: Generator = (rng, { corpus }) => {
  const { file, at } = rulePlace(rng, corpus);
  const [rule, expect] = rng.pick(ABSURD);
  return rewrite('absurd rule', file, `${at} = ${JSON.stringify(rule)}`, pretty(setAt(file.value, at, rule)), [expect]);
};

/** A rule deeper than a rule may be (but well within what a file may nest), or 10,000+ deep. */
export const deepRule: Generator = (rng, { corpus }) => {
  const { file, at } = rulePlace(rng, corpus);
  const n = rng.chance(0.5) ? rng.int(70, 150) : rng.int(10_000, 20_000);
  return rewrite('deep rule', file, `${at} = ${n} nested "!"`, withRaw(file.value, at, deepText.logic(n)), [
    /nests deeper than \d+ levels/,
  ]);
};

export const RULE_MUTATIONS = { misspeltSwitch, prototypePath, absurdRule, deepRule };
