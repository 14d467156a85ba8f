/**
 * An independent check of a covering array: which valid t-tuples of (factor, value) pairs the
 * configurations show, which they miss, and which configurations break the constraints.
 *
 * Deliberately simple and sharing no code with the generator (only its type names), so that a bug
 * there is not repeated here. Works on plain objects and names, never on the generator's indices.
 */
import type { Config, Constraint, Factor, FactorValue } from './covering-array.ts';

/** A t-tuple: t factor names with one value each. */
export type Tuple = Record<string, FactorValue>;
export interface CoverageReport {
  /** Valid tuples: those appearing in at least one configuration that satisfies every constraint. */
  required: number;
  /** Valid tuples shown by at least one valid configuration (invalid ones do not count). */
  covered: number;
  missing: Tuple[];
  /** Indices of configurations with a missing, extra or unknown value, or breaking a constraint. */
  invalidConfigs: number[];
}

export function checkCoverage(
  factors: readonly Factor[],
  configs: readonly Config[],
  strength: number,
  constraints: readonly Constraint[] = [],
): CoverageReport {
  const invalidConfigs: number[] = [];
  configs.forEach((config, i) => {
    if (!isCompleteConfig(factors, config) || !satisfiesAll(config, constraints)) invalidConfigs.push(i);
  });
  const validConfigs = configs.filter((_, i) => !invalidConfigs.includes(i));
  // Fewer factors than the strength: every full configuration is demanded.
  const t = Math.min(strength, factors.length);
  let required = 0;
  const missing: Tuple[] = [];
  for (const tuple of allTuples(factors, t)) {
    if (!canBeCompleted(factors, tuple, constraints)) continue;
    required++;
    if (!validConfigs.some((config) => shows(config, tuple))) missing.push(tuple);
  }
  return { required, covered: required - missing.length, missing, invalidConfigs };
}

function shows(config: Config, partial: Tuple): boolean {
  return Object.entries(partial).every(([name, value]) => config[name] === value);
}

function isCompleteConfig(factors: readonly Factor[], config: Config): boolean {
  const names = Object.keys(config);
  return (
    names.length === factors.length &&
    factors.every((f) => names.includes(f.name) && f.values.includes(config[f.name]!))
  );
}

/** Whether a full configuration breaks this constraint. */
function breaks(config: Config, constraint: Constraint): boolean {
  if (constraint.kind === 'forbid') return shows(config, constraint.when);
  return shows(config, constraint.if) && !shows(config, constraint.then);
}

export function satisfiesAll(config: Config, constraints: readonly Constraint[]): boolean {
  return constraints.every((c) => !breaks(config, c));
}

/** Every choice of t factors (in declared order) with every combination of their values. */
function allTuples(factors: readonly Factor[], t: number): Tuple[] {
  const out: Tuple[] = [];
  const extend = (from: number, partial: Tuple, size: number): void => {
    if (size === t) {
      out.push({ ...partial });
      return;
    }
    for (let i = from; i < factors.length; i++) {
      const f = factors[i]!;
      for (const value of f.values) extend(i + 1, { ...partial, [f.name]: value }, size + 1);
    }
  };
  extend(0, {}, 0);
  return out;
}

/**
 * Whether some full configuration containing the tuple satisfies every constraint. A depth-first
 * search over the free factors, constrained ones first, abandoning a branch only when every factor a
 * constraint names is set and that constraint is broken. Once all constrained factors are set without
 * a break, the first completion of the rest is valid, so unconstrained factors never multiply the work.
 */
function canBeCompleted(factors: readonly Factor[], tuple: Tuple, constraints: readonly Constraint[]): boolean {
  const namesOf = (c: Constraint) => Object.keys(c.kind === 'forbid' ? c.when : { ...c.if, ...c.then });
  const mentioned = new Set(constraints.flatMap(namesOf));
  const free = factors.filter((f) => !(f.name in tuple));
  const order = [...free.filter((f) => mentioned.has(f.name)), ...free.filter((f) => !mentioned.has(f.name))];
  const brokenSoFar = (partial: Tuple) =>
    constraints.some((c) => namesOf(c).every((name) => name in partial) && breaks(partial, c));
  const search = (partial: Tuple, next: number): boolean => {
    if (brokenSoFar(partial)) return false;
    const f = order[next];
    if (!f) return true;
    return f.values.some((value) => search({ ...partial, [f.name]: value }, next + 1));
  };
  return search({ ...tuple }, 0);
}
