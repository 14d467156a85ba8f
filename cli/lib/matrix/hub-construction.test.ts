import { describe, it, expect } from 'vitest';
import { hubConstruction } from './hub-construction.ts';
import { coveringArray, optimumBinaryPairwise, type Constraint, type Factor } from './covering-array.ts';
import { checkCoverage, satisfiesAll } from './coverage.ts';

const binary = (name: string): Factor => ({ name, values: [false, true] });
function problem(dependents: number, others: number) {
  const factors = [
    binary('HUB'),
    ...Array.from({ length: dependents }, (_, i) => binary(`D${i}`)),
    ...Array.from({ length: others }, (_, i) => binary(`X${i}`)),
  ];
  const constraints: Constraint[] = Array.from({ length: dependents }, (_, i) => ({
    kind: 'requires',
    if: { [`D${i}`]: true },
    then: { HUB: true },
  }));
  return { factors, constraints };
}

describe('hub construction (switches that need one hub switch)', () => {
  it('covers every valid pair, never breaks a constraint, for 1-6 dependents and 0-20 other switches', () => {
    for (let d = 1; d <= 6; d++)
      for (let x = 0; x <= 20; x++) {
        const { factors, constraints } = problem(d, x);
        const rows = hubConstruction(factors, constraints)!;
        expect(rows, `${d}+${x}`).toBeDefined();
        expect(checkCoverage(factors, rows, 2, constraints).missing, `${d}+${x}`).toEqual([]);
        expect(
          rows.every((r) => satisfiesAll(r, constraints)),
          `${d}+${x}`,
        ).toBe(true);
      }
  });
  it("reaches the unconstrained optimum for dragon's shape (2 needing GEETEST3, 6 free): 6", () => {
    const { factors, constraints } = problem(2, 6);
    expect(hubConstruction(factors, constraints)).toHaveLength(6);
    expect(optimumBinaryPairwise(9)).toBe(6);
    // the free switches alone need that many: the construction cannot be beaten
    expect(optimumBinaryPairwise(6)).toBe(6);
  });
  it('is never larger than the greedy, and coveringArray uses it', () => {
    for (const [d, x] of [
      [1, 3],
      [2, 6],
      [3, 10],
      [2, 15],
    ] as const) {
      const { factors, constraints } = problem(d, x);
      // The same rules written as 'forbid' are not the hub shape: the greedy answers them.
      const asForbids: Constraint[] = Array.from({ length: d }, (_, i) => ({
        kind: 'forbid',
        when: { [`D${i}`]: true, HUB: false },
      }));
      const greedy = coveringArray({ factors, strength: 2, constraints: asForbids });
      expect(greedy.method).toBe('greedy');
      const chosen = coveringArray({ factors, strength: 2, constraints });
      expect(chosen.method).toBe('constructed');
      expect(chosen.configs.length).toBeLessThanOrEqual(greedy.configs.length);
      expect(chosen.configs.length).toBeLessThanOrEqual(optimumBinaryPairwise(d + x + 1) + 1);
    }
  });
  it('leaves other shapes to the greedy: two hubs, a forbid, a two-condition rule, three values', () => {
    const { factors } = problem(2, 2);
    const twoHubs: Constraint[] = [
      { kind: 'requires', if: { D0: true }, then: { HUB: true } },
      { kind: 'requires', if: { D1: true }, then: { X0: true } },
    ];
    expect(hubConstruction(factors, twoHubs)).toBeUndefined();
    expect(hubConstruction(factors, [{ kind: 'forbid', when: { D0: true, X0: true } }])).toBeUndefined();
    expect(
      hubConstruction(factors, [{ kind: 'requires', if: { D0: true, D1: true }, then: { HUB: true } }]),
    ).toBeUndefined();
    expect(
      hubConstruction(
        [...factors, { name: 'T', values: [1, 2, 3] }],
        [{ kind: 'requires', if: { D0: true }, then: { HUB: true } }],
      ),
    ).toBeUndefined();
  });
});
