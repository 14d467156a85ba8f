/** Counting helpers the covering-array constructions share. */

/** C(n, r) exactly for the small numbers used here. */
export function binomial(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let result = 1;
  for (let i = 0; i < r; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** The first `count` size-`size` subsets of {0..universe-1}, in lexicographic order. */
export function firstSubsets(universe: number, size: number, count: number): number[][] {
  const out: number[][] = [];
  const current: number[] = [];
  const visit = (from: number): void => {
    if (out.length === count) return;
    if (current.length === size) {
      out.push([...current]);
      return;
    }
    for (let i = from; i <= universe - (size - current.length); i++) {
      current.push(i);
      visit(i + 1);
      current.pop();
    }
  };
  visit(0);
  return out;
}
