import { describe, it, expect } from 'vitest';
import { checkCoverage, satisfiesAll } from './coverage.ts';
import { coveringArray, type Config, type Constraint, type Factor } from './covering-array.ts';

const ABC: Factor[] = ['A', 'B', 'C'].map((name) => ({ name, values: [false, true] }));
const switches = (n: number): Factor[] =>
  Array.from({ length: n }, (_, i) => ({ name: `S${i}`, values: [false, true] }));

/** Every full configuration, written out independently of the checker's search. */
function allConfigs(factors: Factor[]): Config[] {
  return factors.reduce<Config[]>(
    (partials, f) => partials.flatMap((p) => f.values.map((value) => ({ ...p, [f.name]: value }))),
    [{}],
  );
}

describe('checkCoverage', () => {
  it('counts every pair and triple as covered by the full factorial', () => {
    const pairs = checkCoverage(ABC, allConfigs(ABC), 2);
    expect(pairs).toEqual({ required: 12, covered: 12, missing: [], invalidConfigs: [] });
    const triples = checkCoverage(switches(5), allConfigs(switches(5)), 3);
    expect(triples).toEqual({ required: 80, covered: 80, missing: [], invalidConfigs: [] });
  });

  it('names exactly the pair a hand-made array leaves out', () => {
    const configs: Config[] = [
      { A: false, B: false, C: false },
      { A: false, B: true, C: true },
      { A: true, B: false, C: true },
      { A: true, B: false, C: false },
      { A: false, B: true, C: false },
    ];
    const report = checkCoverage(ABC, configs, 2);
    expect(report.missing).toEqual([{ A: true, B: true }]);
    expect(report).toMatchObject({ required: 12, covered: 11, invalidConfigs: [] });
  });

  it('catches a planted hole: any config removed from a generated array leaves pairs missing', () => {
    const factors = switches(10);
    const { configs } = coveringArray({ factors, strength: 2 });
    expect(checkCoverage(factors, configs, 2).missing).toEqual([]);
    // The constructed array is optimal, so every row carries some pair that no other row shows.
    configs.forEach((removed, i) => {
      const report = checkCoverage(
        factors,
        configs.filter((_, j) => j !== i),
        2,
      );
      expect(report.missing.length).toBeGreaterThan(0);
      expect(report.covered).toBe(report.required - report.missing.length);
      for (const tuple of report.missing) {
        expect(Object.entries(tuple).every(([name, value]) => removed[name] === value)).toBe(true);
      }
    });
  });

  it('catches a planted hole at strength 3', () => {
    const factors = switches(6);
    const { configs } = coveringArray({ factors, strength: 3, seed: 1 });
    const holed = checkCoverage(factors, configs.slice(1), 3);
    expect(holed.missing.length).toBeGreaterThan(0);
    expect(Object.keys(holed.missing[0]!)).toHaveLength(3);
  });

  const rules: Constraint[] = [
    { kind: 'requires', if: { A: true }, then: { B: true } },
    { kind: 'forbid', when: { B: true, C: true } },
  ];

  it('reports configs that break a constraint, and does not count their tuples as covered', () => {
    const configs: Config[] = [
      { A: false, B: false, C: false },
      { A: true, B: false, C: false }, // A without B
      { A: false, B: true, C: true }, // B with C
      { A: true, B: true, C: false },
    ];
    const report = checkCoverage(ABC, configs, 2, rules);
    expect(report.invalidConfigs).toEqual([1, 2]);
    // A=false with B=true and A=false with C=true appear only in the invalid config 2, so they are missing
    // like B=false with C=true, which appears nowhere; A=true with C=false is in valid config 3.
    expect(report.missing).toEqual([
      { A: false, B: true },
      { A: false, C: true },
      { B: false, C: true },
    ]);
    expect(report).toMatchObject({ required: 9, covered: 6 });
  });

  it('reports configs with a missing factor, an extra key or a value outside the factor', () => {
    const configs = [
      { A: false, B: false },
      { A: false, B: false, C: false, D: true },
      { A: false, B: false, C: 'maybe' },
      { A: true, B: true, C: true },
    ] as Config[];
    expect(checkCoverage(ABC, configs, 2).invalidConfigs).toEqual([0, 1, 2]);
  });

  it('does not demand pairs no valid configuration can show, including ones implied by a chain', () => {
    // A=true,B=false breaks the first rule; B=true,C=true the second; A=true,C=true needs both B=true
    // and B-free C, so it is impossible although no rule names A and C together.
    const report = checkCoverage(ABC, [], 2, rules);
    expect(report.required).toBe(12 - 3);
    expect(report.missing).not.toContainEqual({ A: true, C: true });
    expect(report.missing).not.toContainEqual({ A: true, B: false });
    expect(report.missing).toContainEqual({ A: true, C: false });
  });

  it('agrees with brute force over all full configurations on which tuples are valid', () => {
    const factors: Factor[] = [{ name: 'mode', values: ['x', 'y', 'z'] }, ...switches(5)];
    const constraints: Constraint[] = [
      { kind: 'requires', if: { mode: 'z' }, then: { S0: true, S1: false } },
      { kind: 'requires', if: { S1: false, S2: true }, then: { S3: true } },
      { kind: 'forbid', when: { S3: true, S4: true, mode: 'x' } },
    ];
    const validConfigs = allConfigs(factors).filter((c) => satisfiesAll(c, constraints));
    for (const strength of [2, 3]) {
      const seen = new Set<string>();
      for (const c of validConfigs) {
        const names = factors.map((f) => f.name);
        const pick = (from: number, chosen: string[]): void => {
          if (chosen.length === strength) {
            seen.add(chosen.map((n) => `${n}=${String(c[n])}`).join());
            return;
          }
          for (let i = from; i < names.length; i++) pick(i + 1, [...chosen, names[i]!]);
        };
        pick(0, []);
      }
      const report = checkCoverage(factors, validConfigs, strength, constraints);
      expect(report).toMatchObject({ required: seen.size, missing: [], invalidConfigs: [] });
    }
  });

  it('demands every full configuration when there are fewer factors than the strength', () => {
    const two = switches(2);
    expect(checkCoverage(two, allConfigs(two), 3)).toMatchObject({ required: 4, covered: 4 });
    expect(checkCoverage(two, allConfigs(two).slice(1), 3).missing).toEqual([{ S0: false, S1: false }]);
  });
});
