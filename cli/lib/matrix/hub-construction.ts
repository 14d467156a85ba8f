/**
 * Binary switches, strength 2, and constraints that all say "D needs H" for one hub H (GEETESTVCODE3
 * and GEETESTTEST3 need GEETEST3): a construction of the Kleitman–Spencer kind instead of the
 * greedy, which spends two or three extra configurations here.
 *
 * k rows, w = ceil(k/2). Row 0 is all off; row 1 is the "hub off" row; rows 2..k-1 are the hub's.
 * - the hub H is on exactly in rows 2..k-1 (k-2 rows);
 * - each dependent D is on in a w-subset of rows 2..k-1: D on implies H on, the constraint holds;
 * - each other switch X is on in row 1 and in a (w-1)-subset of rows 2..k-1.
 * Every valid pair appears: any two of D and X columns are distinct sets of size w (so (1,0) and
 * (0,1)), meet (2w >= k, so (1,1)) and are both off in row 0 (0,0). With the hub: X is on in row
 * 1 where H is off (0,1 for H,X), off somewhere in rows 2..k-1 as w-1 < k-2 (1,0), on in rows 2..
 * when w >= 2 (1,1); D is off somewhere among H's rows when w < k-2 (H on, D off), and (H off,
 * D on) is the one pair the constraint forbids. So k must satisfy w >= 2, w < k-2,
 * C(k-2, w) >= #D and C(k-2, w-1) >= #X; the smallest such k is taken. For dragon's nine switches
 * that is 6, the unconstrained optimum, below which six free switches alone cannot go.
 */
import type { Config, Constraint, Factor, FactorValue } from './types.ts';
import { binomial, firstSubsets } from './combinatorics.ts';

const single = (a: Readonly<Record<string, FactorValue>>) => {
  const entries = Object.entries(a);
  return entries.length === 1 ? entries[0]! : undefined;
};

/** The rows, or undefined when the factors or constraints are not of this shape. */
export function hubConstruction(factors: readonly Factor[], constraints: readonly Constraint[]): Config[] | undefined {
  if (!constraints.length || factors.some((f) => f.values.length !== 2)) return undefined;
  const byName = new Map(factors.map((f) => [f.name, f]));
  let hub: [string, FactorValue] | undefined;
  const dependents = new Map<string, FactorValue>();
  for (const c of constraints) {
    if (c.kind !== 'requires') return undefined;
    const when = single(c.if);
    const then = single(c.then);
    if (!when || !then || !byName.has(when[0]) || !byName.has(then[0])) return undefined;
    if (hub && (hub[0] !== then[0] || hub[1] !== then[1])) return undefined;
    if (dependents.has(when[0]) && dependents.get(when[0]) !== when[1]) return undefined;
    hub = then;
    dependents.set(when[0], when[1]);
  }
  if (!hub || dependents.has(hub[0])) return undefined;
  const others = factors.filter((f) => f.name !== hub[0] && !dependents.has(f.name));
  for (let k = 4; k <= 64; k++) {
    const w = Math.ceil(k / 2);
    if (w < 2 || w >= k - 2 || binomial(k - 2, w) < dependents.size || binomial(k - 2, w - 1) < others.length) continue;
    const on = new Map<string, Set<number>>();
    on.set(hub[0], new Set([...Array(k - 2).keys()].map((i) => i + 2)));
    const dSets = firstSubsets(k - 2, w, dependents.size);
    [...dependents.keys()].forEach((name, i) => on.set(name, new Set(dSets[i]!.map((r) => r + 2))));
    const xSets = firstSubsets(k - 2, w - 1, others.length);
    others.forEach((f, i) => on.set(f.name, new Set([1, ...xSets[i]!.map((r) => r + 2)])));
    // "On" is the value the constraint names (the hub's and each dependent's), else the second value.
    const onValue = (f: Factor) =>
      f.name === hub[0] ? hub[1] : dependents.has(f.name) ? dependents.get(f.name)! : f.values[1]!;
    const offValue = (f: Factor) => f.values.find((v) => v !== onValue(f))!;
    return [...Array(k).keys()].map((r) =>
      Object.fromEntries(factors.map((f) => [f.name, on.get(f.name)!.has(r) ? onValue(f) : offValue(f)])),
    );
  }
  return undefined;
}
