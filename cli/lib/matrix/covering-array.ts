/**
 * Covering arrays for flag-combination testing: a short list of configurations in which every valid
 * combination of `strength` (factor, value) pairs appears at least once.
 *
 * Two methods:
 * - 'constructed': binary factors, strength 2, no constraints. The Kleitman–Spencer / Katona
 *   construction, which is provably the smallest possible array (see optimumBinaryPairwise).
 * - 'greedy': everything else (constraints, more than two values, strength 3). An AETG-like greedy
 *   driven by a seeded PRNG that only ever emits configurations satisfying the constraints.
 *
 * With fewer factors than the strength, the strength is the number of factors: every full
 * configuration is then demanded (one binary switch at strength 2 gives its two values).
 * Dependency-free and pure: same input and seed, same output.
 */

import { mulberry32 } from '../seeded-random.ts';
import { binomial, firstSubsets } from './combinatorics.ts';

import type { Factor, FactorValue, Config, Constraint, Strength } from './types.ts';
export type { FactorValue, Factor, Config, Constraint, Strength } from './types.ts';
export interface CoveringArrayInput {
  factors: readonly Factor[];
  strength: Strength;
  constraints?: readonly Constraint[];
  seed?: number;
}
export interface CoveringArray {
  configs: Config[];
  method: 'constructed' | 'greedy';
}

/** Candidates built per emitted row, and whole greedy runs kept-the-smallest-of: size versus time. */
const CANDIDATES_PER_ROW = 30;
const GREEDY_RUNS = 4;
const DEFAULT_SEED = 0x5eed;

export function coveringArray(input: CoveringArrayInput): CoveringArray {
  const { factors, strength } = input;
  const constraints = input.constraints ?? [];
  checkInput(factors, strength, constraints);
  if (factors.length === 0) return { configs: [], method: 'constructed' };
  const binary = factors.every((f) => f.values.length === 2);
  if (binary && strength === 2 && constraints.length === 0) {
    return { configs: constructBinaryPairwise(factors, input.seed), method: 'constructed' };
  }
  return { configs: greedyCoveringArray(factors, strength, constraints, input.seed ?? DEFAULT_SEED), method: 'greedy' };
}

function checkInput(factors: readonly Factor[], strength: number, constraints: readonly Constraint[]): void {
  if (strength !== 2 && strength !== 3) throw new Error(`strength must be 2 or 3, got ${strength}`);
  const names = new Set<string>();
  for (const f of factors) {
    if (names.has(f.name)) throw new Error(`factor "${f.name}" is declared twice`);
    names.add(f.name);
    if (f.values.length === 0) throw new Error(`factor "${f.name}" has no values`);
    if (new Set(f.values).size !== f.values.length) throw new Error(`factor "${f.name}" repeats a value`);
  }
  // A misspelt name or value in a constraint would silently constrain nothing, so refuse it.
  const byName = new Map(factors.map((f) => [f.name, f]));
  for (const c of constraints) {
    const parts = c.kind === 'requires' ? [c.if, c.then] : [c.when];
    for (const [name, value] of parts.flatMap((p) => Object.entries(p))) {
      const f = byName.get(name);
      if (!f) throw new Error(`constraint names unknown factor "${name}"`);
      if (!f.values.includes(value)) throw new Error(`constraint gives "${name}" the unknown value ${String(value)}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Binary, strength 2, no constraints: the optimal construction.

/**
 * Kleitman–Spencer / Katona: the fewest configurations covering all pairs of n binary switches is
 * the smallest k with C(k-1, ceil(k/2)) >= n. (n = 1 has no pairs; it needs both values, so 2.)
 */
export function optimumBinaryPairwise(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`need a whole number of switches >= 1, got ${n}`);
  let k = 2;
  while (binomial(k - 1, Math.ceil(k / 2)) < n) k++;
  return k;
}

/**
 * Rows are configurations, each factor is a column: a k-bit vector with bit 0 = 0 and exactly
 * w = ceil(k/2) ones among bits 1..k-1, i.e. a w-subset of {1..k-1}. Why any two such columns A, B
 * show all four value pairs:
 * - (0,0): row 0.
 * - (1,0) and (0,1): A and B are distinct sets of the same size, so neither contains the other.
 * - (1,1): |A ∩ B| >= 2w - (k-1) >= k - (k-1) = 1, because 2w >= k.
 * There are C(k-1, w) such columns, hence the formula above. For n = 1 the single column is
 * {1} of k = 2, i.e. (0,1): both values. The seed only permutes rows and columns.
 */
function constructBinaryPairwise(factors: readonly Factor[], seed: number | undefined): Config[] {
  const k = optimumBinaryPairwise(factors.length);
  const columns = firstSubsets(k - 1, Math.ceil(k / 2), factors.length).map((subset) => {
    const bits = new Array<0 | 1>(k).fill(0);
    for (const i of subset) bits[i + 1] = 1;
    return bits;
  });
  const rowOrder = [...Array(k).keys()];
  const columnOrder = [...Array(factors.length).keys()];
  if (seed !== undefined) {
    const random = mulberry32(seed);
    shuffle(rowOrder, random);
    shuffle(columnOrder, random);
  }
  return rowOrder.map((r) => {
    const config: Config = {};
    factors.forEach((f, i) => {
      const bit = columns[columnOrder[i]!]![r]!;
      config[f.name] = f.values[bit]!;
    });
    return config;
  });
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// The greedy. Internally a row is an Int32Array of value indices, -1 for "not chosen yet".

/** Each constraint becomes forbidden patterns: a row is invalid when it matches every condition of one. */
interface Pattern {
  conditions: Array<{ factor: number; allowed: boolean[] }>;
}

function compilePatterns(factors: readonly Factor[], constraints: readonly Constraint[]): Pattern[] {
  const index = new Map(factors.map((f, i) => [f.name, i]));
  const condition = (name: string, test: (valueIndex: number) => boolean) => {
    const factor = index.get(name)!;
    return { factor, allowed: factors[factor]!.values.map((_, v) => test(v)) };
  };
  const is = (name: string, value: FactorValue) => {
    const at = factors[index.get(name)!]!.values.indexOf(value);
    return condition(name, (v) => v === at);
  };
  const isNot = (name: string, value: FactorValue) => {
    const at = factors[index.get(name)!]!.values.indexOf(value);
    return condition(name, (v) => v !== at);
  };
  return constraints.flatMap((c): Pattern[] => {
    if (c.kind === 'forbid') return [{ conditions: Object.entries(c.when).map(([n, v]) => is(n, v)) }];
    // "if P then Q1 and Q2 ..." is broken exactly when P holds and some Qj does not.
    const premise = Object.entries(c.if).map(([n, v]) => is(n, v));
    return Object.entries(c.then).map(([n, v]) => ({ conditions: [...premise, isNot(n, v)] }));
  });
}

function violatesAssigned(row: Int32Array, patterns: readonly Pattern[]): boolean {
  return patterns.some((p) => p.conditions.every(({ factor, allowed }) => row[factor]! >= 0 && allowed[row[factor]!]));
}

/**
 * Can the partial row be completed to a valid one? Backtracking over the constrained factors only:
 * a factor no constraint mentions can always take any value. The row is restored before returning.
 */
function completable(
  row: Int32Array,
  patterns: readonly Pattern[],
  constrained: readonly number[],
  sizes: readonly number[],
): boolean {
  if (violatesAssigned(row, patterns)) return false;
  const next = constrained.find((f) => row[f]! < 0);
  if (next === undefined) return true;
  for (let v = 0; v < sizes[next]!; v++) {
    row[next] = v;
    const ok = completable(row, patterns, constrained, sizes);
    row[next] = -1;
    if (ok) return true;
  }
  return false;
}

/**
 * Every t-tuple has an id: combos[c] is a sorted list of t factors, and the tuples of that combo take
 * ids offset[c] .. offset[c] + product of their sizes - 1, in mixed radix of the values.
 */
interface TupleSpace {
  combos: number[][];
  offset: number[];
  total: number;
  combosOf: number[][];
}

function tupleSpace(sizes: readonly number[], t: number): TupleSpace {
  const combos: number[][] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === t) {
      combos.push(chosen);
      return;
    }
    for (let f = from; f < sizes.length; f++) pick(f + 1, [...chosen, f]);
  };
  pick(0, []);
  const offset: number[] = [];
  let total = 0;
  for (const combo of combos) {
    offset.push(total);
    total += combo.reduce((product, f) => product * sizes[f]!, 1);
  }
  const combosOf = sizes.map((_, f) => combos.flatMap((combo, c) => (combo.includes(f) ? [c] : [])));
  return { combos, offset, total, combosOf };
}

/** The id of the tuple a row shows on combo c, or -1 while one of its factors is unchosen. */
function tupleId(space: TupleSpace, sizes: readonly number[], c: number, row: Int32Array): number {
  let id = 0;
  for (const f of space.combos[c]!) {
    if (row[f]! < 0) return -1;
    id = id * sizes[f]! + row[f]!;
  }
  return space.offset[c]! + id;
}

/** The row of value indices that shows tuple `id`, -1 elsewhere. */
function rowOfTuple(space: TupleSpace, sizes: readonly number[], id: number): Int32Array {
  let c = space.offset.length - 1;
  while (space.offset[c]! > id) c--;
  const row = new Int32Array(sizes.length).fill(-1);
  let rest = id - space.offset[c]!;
  for (const f of [...space.combos[c]!].reverse()) {
    row[f] = rest % sizes[f]!;
    rest = Math.floor(rest / sizes[f]!);
  }
  return row;
}

interface Problem {
  sizes: number[];
  space: TupleSpace;
  patterns: Pattern[];
  constrained: number[];
  /** valid[id] = 1 when the tuple appears in some valid full configuration: only those are demanded. */
  valid: Uint8Array;
}

function greedyCoveringArray(
  factors: readonly Factor[],
  strength: Strength,
  constraints: readonly Constraint[],
  seed: number,
): Config[] {
  const sizes = factors.map((f) => f.values.length);
  const patterns = compilePatterns(factors, constraints);
  const constrained = [...new Set(patterns.flatMap((p) => p.conditions.map((c) => c.factor)))].sort((a, b) => a - b);
  if (!completable(new Int32Array(sizes.length).fill(-1), patterns, constrained, sizes)) {
    throw new Error('the constraints exclude every configuration');
  }
  const space = tupleSpace(sizes, Math.min(strength, factors.length));
  const valid = new Uint8Array(space.total);
  for (let id = 0; id < space.total; id++) {
    valid[id] = completable(rowOfTuple(space, sizes, id), patterns, constrained, sizes) ? 1 : 0;
  }
  const problem: Problem = { sizes, space, patterns, constrained, valid };
  // Several independent runs from one seeded stream; keeping the smallest is cheap and shaves rows.
  const random = mulberry32(seed);
  let best: Int32Array[] | undefined;
  for (let run = 0; run < GREEDY_RUNS; run++) {
    const rows = dropRedundantRows(problem, greedyRun(problem, random));
    if (!best || rows.length < best.length) best = rows;
  }
  return best!.map((row) => Object.fromEntries(factors.map((f, i) => [f.name, f.values[row[i]!]!])));
}

/** Emit rows until every valid tuple is covered; each row is the best of several random candidates. */
function greedyRun(problem: Problem, random: () => number): Int32Array[] {
  const { space, valid } = problem;
  const covered = new Uint8Array(space.total);
  let pending = [...Array(space.total).keys()].filter((id) => valid[id]);
  const rows: Int32Array[] = [];
  while (pending.length > 0) {
    let best: Int32Array | undefined;
    let bestGain = -1;
    for (let i = 0; i < CANDIDATES_PER_ROW; i++) {
      const candidate = buildCandidate(problem, covered, pending[Math.floor(random() * pending.length)]!, random);
      const gain = newlyCovered(problem, covered, candidate).length;
      if (gain > bestGain) {
        best = candidate;
        bestGain = gain;
      }
    }
    for (const id of newlyCovered(problem, covered, best!)) covered[id] = 1;
    rows.push(best!);
    pending = pending.filter((id) => !covered[id]);
  }
  return rows;
}

/**
 * Start from one uncovered valid tuple (so every row makes progress), then give the other factors, in
 * random order, the value that covers the most new tuples with the factors already chosen, among the
 * values that keep the row completable. Ties are broken at random.
 */
function buildCandidate(problem: Problem, covered: Uint8Array, start: number, random: () => number): Int32Array {
  const { sizes, space, patterns, constrained, valid } = problem;
  const row = rowOfTuple(space, sizes, start);
  const isConstrained = new Set(constrained);
  const order = shuffle(
    [...Array(sizes.length).keys()].filter((f) => row[f]! < 0),
    random,
  );
  for (const f of order) {
    let bestValues: number[] = [];
    let bestGain = -1;
    for (let v = 0; v < sizes[f]!; v++) {
      row[f] = v;
      if (isConstrained.has(f) && !completable(row, patterns, constrained, sizes)) continue;
      let gain = 0;
      for (const c of space.combosOf[f]!) {
        const id = tupleId(space, sizes, c, row);
        if (id >= 0 && valid[id] && !covered[id]) gain++;
      }
      if (gain > bestGain) {
        bestValues = [v];
        bestGain = gain;
      } else if (gain === bestGain) bestValues.push(v);
    }
    // The row was completable before f was chosen, so at least one value of f keeps it so.
    row[f] = bestValues[Math.floor(random() * bestValues.length)]!;
  }
  return row;
}

function newlyCovered(problem: Problem, covered: Uint8Array, row: Int32Array): number[] {
  const { space, sizes, valid } = problem;
  const ids: number[] = [];
  for (let c = 0; c < space.combos.length; c++) {
    const id = tupleId(space, sizes, c, row);
    if (valid[id] && !covered[id]) ids.push(id);
  }
  return ids;
}

/** Greedy rows made early can end up covering nothing alone; drop those, last rows first. */
function dropRedundantRows(problem: Problem, rows: Int32Array[]): Int32Array[] {
  const { space, sizes } = problem;
  const idsOf = rows.map((row) => space.combos.map((_, c) => tupleId(space, sizes, c, row)));
  const count = new Uint32Array(space.total);
  for (const ids of idsOf) for (const id of ids) count[id]!++;
  const keep = rows.map(() => true);
  for (let r = rows.length - 1; r >= 0; r--) {
    if (idsOf[r]!.every((id) => count[id]! >= 2)) {
      keep[r] = false;
      for (const id of idsOf[r]!) count[id]!--;
    }
  }
  return rows.filter((_, r) => keep[r]);
}
