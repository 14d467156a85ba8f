import { describe, it, expect } from 'vitest';
import { mulberry32 } from '../seeded-random.ts';
import { coveringArray, optimumBinaryPairwise, type Config, type Constraint, type Factor } from './covering-array.ts';
import { checkCoverage } from './coverage.ts';

const switches = (n: number): Factor[] =>
  Array.from({ length: n }, (_, i) => ({ name: `S${i}`, values: [false, true] }));
const choose = (n: number, r: number): number => (r === 0 ? 1 : (choose(n - 1, r - 1) * n) / r);

/** Every config valid, every valid tuple covered, and something was actually demanded. */
function expectCovers(factors: Factor[], configs: Config[], strength: 2 | 3, constraints: Constraint[] = []) {
  const report = checkCoverage(factors, configs, strength, constraints);
  expect(report.invalidConfigs).toEqual([]);
  expect(report.missing).toEqual([]);
  expect(report.required).toBeGreaterThan(0);
  expect(report.covered).toBe(report.required);
  return report;
}

// Smallest k with C(k-1, ceil(k/2)) >= n, worked out by hand: C(1,1)=1, C(3,2)=3, C(4,3)=4, C(5,3)=10,
// C(6,4)=15, C(7,4)=35, C(8,5)=56, so k = 2, 4, 5, 6, 7, 8, 9 up to n = 1, 3, 4, 10, 15, 35, 56.
const KNOWN_OPTIMUM: Record<number, number> = {
  1: 2,
  2: 4,
  3: 4,
  4: 5,
  5: 6,
  6: 6,
  7: 6,
  8: 6,
  9: 6,
  10: 6,
  11: 7,
  12: 7,
  13: 7,
  14: 7,
  15: 7,
  16: 8,
  17: 8,
  18: 8,
  19: 8,
  20: 8,
  21: 8,
  22: 8,
  23: 8,
  24: 8,
  25: 8,
  26: 8,
  27: 8,
  28: 8,
  29: 8,
  30: 8,
  31: 8,
  32: 8,
  33: 8,
  34: 8,
  35: 8,
  36: 9,
  37: 9,
  38: 9,
  39: 9,
  40: 9,
};

describe('optimumBinaryPairwise', () => {
  it('matches the pinned Kleitman–Spencer table for 1..40 switches', () => {
    for (let n = 1; n <= 40; n++) expect({ n, k: optimumBinaryPairwise(n) }).toEqual({ n, k: KNOWN_OPTIMUM[n] });
  });

  it('steps at the binomial boundaries beyond the table', () => {
    expect([56, 57, 126, 127].map(optimumBinaryPairwise)).toEqual([9, 10, 10, 11]);
  });

  it('refuses a count that is not a whole number >= 1', () => {
    expect(() => optimumBinaryPairwise(0)).toThrow();
    expect(() => optimumBinaryPairwise(2.5)).toThrow();
  });

  // Independent of the formula: search every set of columns with one row fewer and find none that
  // works. Two 0/1 columns "fit" when the rows show all four value pairs.
  const fits = (a: number, b: number, rows: number) => {
    const seen = new Set<number>();
    for (let r = 0; r < rows; r++) seen.add((((a >> r) & 1) << 1) | ((b >> r) & 1));
    return seen.size === 4;
  };
  const pairwiseColumnsExist = (n: number, rows: number): boolean => {
    const pick = (chosen: number[], from: number): boolean =>
      chosen.length === n ||
      Array.from({ length: (1 << rows) - from }, (_, i) => from + i).some(
        (c) => chosen.every((d) => fits(c, d, rows)) && pick([...chosen, c], c + 1),
      );
    return pick([], 0);
  };

  it('is tight for 2..10 switches: one row fewer cannot cover all pairs (exhaustive search)', () => {
    for (let n = 2; n <= 10; n++) {
      const k = optimumBinaryPairwise(n);
      expect({ n, rows: k, exists: pairwiseColumnsExist(n, k) }).toEqual({ n, rows: k, exists: true });
      expect({ n, rows: k - 1, exists: pairwiseColumnsExist(n, k - 1) }).toEqual({ n, rows: k - 1, exists: false });
    }
  });
});

describe('coveringArray, binary switches at strength 2 without constraints', () => {
  it('constructs the optimum for 1..20 switches and covers every pair', () => {
    for (let n = 1; n <= 20; n++) {
      const factors = switches(n);
      const { configs, method } = coveringArray({ factors, strength: 2 });
      expect({ n, method, size: configs.length }).toEqual({ n, method: 'constructed', size: KNOWN_OPTIMUM[n] });
      expect(configs.length).toBe(optimumBinaryPairwise(n));
      const report = expectCovers(factors, configs, 2);
      // One switch has no pairs: its two values are demanded instead.
      expect(report.required).toBe(n === 1 ? 2 : 4 * choose(n, 2));
    }
  });

  it('reaches the optimum for 35 and 36 switches too', () => {
    for (const n of [35, 36]) {
      const factors = switches(n);
      const { configs } = coveringArray({ factors, strength: 2, seed: 9 });
      expect(configs.length).toBe(KNOWN_OPTIMUM[n]);
      expectCovers(factors, configs, 2);
    }
  });

  it('uses the declared values of two-valued factors that are not booleans', () => {
    const factors: Factor[] = [
      { name: 'theme', values: ['light', 'dark'] },
      { name: 'retries', values: [0, 3] },
      { name: 'SMS', values: [true, false] },
      { name: 'lang', values: ['en', 'zh'] },
    ];
    const { configs, method } = coveringArray({ factors, strength: 2, seed: 4 });
    expect(method).toBe('constructed');
    expect(configs.length).toBe(5);
    expectCovers(factors, configs, 2);
  });

  it('lets the seed permute rows and columns but never change the count', () => {
    const factors = switches(12);
    const unseeded = coveringArray({ factors, strength: 2 }).configs;
    const seeded = [1, 2, 3, 4, 5].map((seed) => coveringArray({ factors, strength: 2, seed }).configs);
    for (const configs of seeded) {
      expect(configs.length).toBe(7);
      expectCovers(factors, configs, 2);
    }
    expect(seeded.some((configs) => JSON.stringify(configs) !== JSON.stringify(unseeded))).toBe(true);
  });
});

describe('coveringArray, greedy', () => {
  // GEETESTVCODE3 only works on top of GEETEST3; SMS login and the captcha page never show together.
  const login: Factor[] = ['GEETEST3', 'GEETESTVCODE3', 'SMS', 'CAPTCHA', 'REMEMBER', 'OAUTH'].map((name) => ({
    name,
    values: [false, true],
  }));
  const loginRules: Constraint[] = [
    { kind: 'requires', if: { GEETESTVCODE3: true }, then: { GEETEST3: true } },
    { kind: 'forbid', when: { SMS: true, CAPTCHA: true } },
  ];

  it('honours constraints, covers every valid pair and does not demand the impossible ones', () => {
    const { configs, method } = coveringArray({ factors: login, strength: 2, constraints: loginRules, seed: 7 });
    expect(method).toBe('greedy');
    for (const c of configs) {
      expect(c.GEETESTVCODE3 && !c.GEETEST3).toBe(false);
      expect(c.SMS && c.CAPTCHA).toBe(false);
    }
    const report = expectCovers(login, configs, 2, loginRules);
    // 15 pairs of switches x 4 value pairs, less the two impossible ones.
    expect(report.required).toBe(58);
    expect(configs.some((c) => c.GEETESTVCODE3 === true && c.GEETEST3 === false)).toBe(false);
  });

  it('does not demand a pair ruled out only by a chain of constraints', () => {
    // A needs B, B excludes C: so A and C never meet although no single rule names both.
    const factors = switches(5);
    const constraints: Constraint[] = [
      { kind: 'requires', if: { S0: true }, then: { S1: true } },
      { kind: 'forbid', when: { S1: true, S2: true } },
    ];
    const { configs } = coveringArray({ factors, strength: 2, constraints, seed: 3 });
    const report = expectCovers(factors, configs, 2, constraints);
    expect(report.required).toBe(4 * 10 - 3);
    expect(configs.some((c) => c.S0 === true && c.S2 === true)).toBe(false);
  });

  it('handles requires with several conditions and consequences, and multi-valued factors', () => {
    const factors: Factor[] = [
      { name: 'browser', values: ['chrome', 'firefox', 'safari'] },
      { name: 'os', values: ['linux', 'mac', 'windows'] },
      ...switches(4),
    ];
    const constraints: Constraint[] = [
      { kind: 'requires', if: { browser: 'safari' }, then: { os: 'mac' } },
      { kind: 'requires', if: { S0: true, S1: true }, then: { S2: false, S3: true } },
    ];
    const { configs } = coveringArray({ factors, strength: 2, constraints, seed: 11 });
    for (const c of configs) {
      if (c.browser === 'safari') expect(c.os).toBe('mac');
      if (c.S0 && c.S1) expect([c.S2, c.S3]).toEqual([false, true]);
    }
    expectCovers(factors, configs, 2, constraints);
  });

  it('covers strength 3 for 4..12 binary switches', () => {
    for (let n = 4; n <= 12; n++) {
      const factors = switches(n);
      const { configs, method } = coveringArray({ factors, strength: 3, seed: n });
      expect(method).toBe('greedy');
      const report = expectCovers(factors, configs, 3);
      expect(report.required).toBe(8 * choose(n, 3));
    }
  });

  it('keeps strength 3 with 10 switches small (at most 20 configs)', () => {
    const { configs } = coveringArray({ factors: switches(10), strength: 3 });
    expect(configs.length).toBeGreaterThanOrEqual(8);
    expect(configs.length).toBeLessThanOrEqual(20);
  });

  it('covers a 3-valued factor at strengths 2 and 3', () => {
    const factors: Factor[] = [{ name: 'lang', values: ['en', 'zh', 'ja'] }, ...switches(5)];
    for (const strength of [2, 3] as const) {
      const { configs } = coveringArray({ factors, strength, seed: 5 });
      expectCovers(factors, configs, strength);
      // lang x S0 (x S1) alone needs this many rows.
      expect(configs.length).toBeGreaterThanOrEqual(strength === 2 ? 6 : 12);
    }
  });

  it('covers the sizes it is meant for: 25 switches pairwise with constraints, 15 at strength 3', () => {
    const constraints: Constraint[] = [
      { kind: 'requires', if: { S3: true }, then: { S4: true } },
      { kind: 'forbid', when: { S10: true, S11: false } },
    ];
    const pairwise = coveringArray({ factors: switches(25), strength: 2, constraints });
    expectCovers(switches(25), pairwise.configs, 2, constraints);
    expectCovers(switches(15), coveringArray({ factors: switches(15), strength: 3 }).configs, 3);
  });

  it('demands every full configuration when there are fewer factors than the strength', () => {
    const two = switches(2);
    expect(coveringArray({ factors: two, strength: 3 }).configs).toHaveLength(4);
    const one: Factor[] = [{ name: 'lang', values: ['en', 'zh', 'ja'] }];
    const { configs } = coveringArray({ factors: one, strength: 2 });
    expect(configs.map((c) => c.lang).sort()).toEqual(['en', 'ja', 'zh']);
  });
});

describe('coveringArray, determinism and input checks', () => {
  const factors: Factor[] = [{ name: 'mode', values: ['a', 'b', 'c'] }, ...switches(8)];
  const constraints: Constraint[] = [{ kind: 'forbid', when: { mode: 'c', S0: true } }];

  it('gives identical output for the same input and seed', () => {
    for (const strength of [2, 3] as const) {
      const first = coveringArray({ factors, strength, constraints, seed: 42 });
      const again = coveringArray({ factors: structuredClone(factors), strength, constraints, seed: 42 });
      expect(again).toEqual(first);
    }
    expect(coveringArray({ factors: switches(9), strength: 2, seed: 42 })).toEqual(
      coveringArray({ factors: switches(9), strength: 2, seed: 42 }),
    );
  });

  it('still covers with different seeds', () => {
    const arrays = [1, 2, 3].map((seed) => coveringArray({ factors, strength: 3, constraints, seed }).configs);
    for (const configs of arrays) expectCovers(factors, configs, 3, constraints);
    expect(new Set(arrays.map((a) => JSON.stringify(a))).size).toBeGreaterThan(1);
  });

  it('draws the same numbers in [0, 1) from the same PRNG seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(3).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('returns no configs for no factors', () => {
    expect(coveringArray({ factors: [], strength: 2 }).configs).toEqual([]);
  });

  it('refuses bad input instead of covering the wrong thing', () => {
    const two = switches(2);
    expect(() => coveringArray({ factors: two, strength: 4 as 2 })).toThrow(/strength/);
    expect(() => coveringArray({ factors: [...two, two[0]!], strength: 2 })).toThrow(/twice/);
    expect(() => coveringArray({ factors: [{ name: 'x', values: [] }], strength: 2 })).toThrow(/no values/);
    expect(() => coveringArray({ factors: [{ name: 'x', values: [1, 1] }], strength: 2 })).toThrow(/repeats/);
    const typo: Constraint[] = [{ kind: 'forbid', when: { S9: true } }];
    expect(() => coveringArray({ factors: two, strength: 2, constraints: typo })).toThrow(/unknown factor/);
    const badValue: Constraint[] = [{ kind: 'forbid', when: { S0: 'yes' } }];
    expect(() => coveringArray({ factors: two, strength: 2, constraints: badValue })).toThrow(/unknown value/);
    const nothingLeft: Constraint[] = [
      { kind: 'forbid', when: { S0: true } },
      { kind: 'forbid', when: { S0: false } },
    ];
    expect(() => coveringArray({ factors: two, strength: 2, constraints: nothingLeft })).toThrow(/every configuration/);
  });
});
