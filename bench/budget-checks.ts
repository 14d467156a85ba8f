/**
 * Which timing figures `npm run bench` checks against the budgets, and the tables of the
 * interaction and returning-visit benchmarks.
 *
 * A shared machine's wall clock holds the renderer's waits for a core, and Lighthouse (simulated
 * at 4x) or DevTools' throttling (real, at 4x) multiplies or keeps them: with a load over the cores,
 * the default-4x figures are mostly the machine's. So the budgets are always checked on the
 * thread-time figures (each main-thread task as long as the thread time it used: thread-time.ts,
 * interaction-time.ts), which the machine's load does not lengthen, and the default-4x figures are
 * printed beside them. Only on a machine with idle cores (a load average under a quarter of the
 * cores, taken before the runs) are the default-4x figures checked too: then they are the page's.
 */
import type { LighthouseFigures, LighthouseRow } from './lighthouse.ts';
import type { InteractionRow } from './interactions.ts';

/** A load average under a quarter of the cores: the default-4x figures are checked too. */
export const idleCores = (load: number, cores: number) => load < cores / 4;

export interface LighthouseBudgets {
  performance: number;
  lcpMs: number;
  /** Home's own LCP limit (issue 53: the first banner at the limit of a pre-rendered page), below lcpMs. */
  homeLcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The pages home's LCP budget holds for: /m/home as a visitor and as a member. */
const isHome = (r: LighthouseRow) => / \/m\/home\b/.test(r.url);

/** Which figures were checked, said in the output. */
export function checkedSaying(load: number, cores: number): string {
  return idleCores(load, cores)
    ? `budgets checked on the thread-time figures and the default-4x figures (load ${load} on ${cores} cores, under a quarter of them)`
    : `budgets checked on the thread-time figures only; the default-4x figures are shown, not checked (load ${load} on ${cores} cores, not under a quarter of them)`;
}

/** The figures of each row that are checked, with what they are called. */
function checked<R extends { load: number; cores: number }, F>(row: R, threadTime: F, default4x: F): [string, F][] {
  return idleCores(row.load, row.cores)
    ? [
        ['thread time', threadTime],
        ['default 4x', default4x],
      ]
    : [['thread time', threadTime]];
}

export function lighthouseMisses(rows: LighthouseRow[], b: LighthouseBudgets, what = 'Lighthouse'): string[] {
  const misses: string[] = [];
  for (const r of rows)
    for (const [which, f] of checked<LighthouseRow, LighthouseFigures>(r, r.threadTime, r)) {
      const at = `${what} ${r.url} (${which})`;
      if (f.performance < b.performance) misses.push(`${at}: performance ${f.performance} (budget ${b.performance})`);
      const lcpBudget = isHome(r) ? b.homeLcpMs : b.lcpMs;
      if (f.lcpMs > lcpBudget) misses.push(`${at}: LCP ${f.lcpMs} ms (budget ${lcpBudget} ms)`);
      if (f.tbtMs > b.tbtMs) misses.push(`${at}: TBT ${f.tbtMs} ms (budget ${b.tbtMs} ms)`);
      if (f.cls > b.cls) misses.push(`${at}: CLS ${f.cls} (budget ${b.cls})`);
    }
  return misses;
}

export interface ReturningBudgets {
  lcpMs: number;
  interactiveMs: number;
}

export function returningMisses(rows: LighthouseRow[], b: ReturningBudgets): string[] {
  const misses: string[] = [];
  for (const r of rows)
    for (const [which, f] of checked<LighthouseRow, LighthouseFigures>(r, r.threadTime, r)) {
      const at = `returning visit ${r.url} (${which})`;
      if (f.lcpMs > b.lcpMs) misses.push(`${at}: LCP ${f.lcpMs} ms (budget ${b.lcpMs} ms)`);
      if (f.interactiveMs > b.interactiveMs)
        misses.push(`${at}: interactive at ${f.interactiveMs} ms (budget ${b.interactiveMs} ms)`);
    }
  return misses;
}

export function interactionMisses(rows: InteractionRow[], budgetMs: number): string[] {
  const misses: string[] = [];
  for (const r of rows)
    if (r.failed) misses.push(`interaction ${r.tenant} "${r.interaction}": not measured (${r.failed})`);
    else
      for (const [which, inp] of checked(r, r.quietInpMs, r.inpMs))
        if (inp > budgetMs)
          misses.push(
            `interaction ${r.tenant} "${r.interaction}" (${which}): INP ${inp} ms (budget ${budgetMs} ms; biggest work: ${r.costs.map((c) => `${c.name} ${c.ms} ms`).join(', ')})`,
          );
  return misses;
}

const num = (n: number, w: number) => String(n).padStart(w);

/** The interaction table: each row's INP at 4x as observed and at thread time, its phases and work. */
export function interactionTable(rows: InteractionRow[], budgetMs: number): string[] {
  const first = rows[0];
  if (!first) return [];
  const lines = [
    `Interactions (Lighthouse user-flow timespans, DevTools throttling: CPU 4x, slow 4G), median of up to ${Math.max(...rows.map((r) => r.runs))} runs; ms`,
    `  ${'tenant interaction'.padEnd(38)} ${'INP 4x'.padStart(7)} ${'INP thr'.padStart(8)}   ${'delay/processing/presentation'.padEnd(29)} ${'main wall'.padStart(9)} ${'main thr'.padStart(9)}  biggest work (thread ms)`,
  ];
  for (const r of rows)
    lines.push(
      r.failed
        ? `  ${`${r.tenant} ${r.interaction}`.padEnd(38)} not measured: ${r.failed}`
        : `  ${`${r.tenant} ${r.interaction}`.padEnd(38)} ${num(r.inpMs, 7)} ${num(r.quietInpMs, 8)}   ${`${r.inputDelayMs} / ${r.processingMs} / ${r.presentationMs}`.padEnd(29)} ${num(r.mainWallMs, 9)} ${num(r.mainThreadMs, 9)}  ${r.costs.map((c) => `${c.name} ${c.ms}`).join(', ')}`,
    );
  lines.push(
    `  INP 4x: as observed; INP thr: each main-thread task in it as long as its thread time (bench/interaction-time.ts). Budget: INP <= ${budgetMs} ms`,
    `  ${checkedSaying(first.load, first.cores)}`,
  );
  return lines;
}

const FIGURES = 'perf  TTFB ms   FCP ms   LCP ms   TBT ms   CLS    TTI ms';
const figureRow = (label: string, f: LighthouseFigures) =>
  `  ${label.padEnd(44)} ${num(f.performance, 4)} ${num(f.ttfbMs, 8)} ${num(f.fcpMs, 8)} ${num(f.lcpMs, 8)} ${num(f.tbtMs, 8)} ${num(f.cls, 6)} ${num(f.interactiveMs, 8)}`;

/** The returning-visit table: the default-4x figures and the thread-time ones of each page. */
export function returningTable(rows: LighthouseRow[], b: ReturningBudgets, runs: number): string[] {
  const first = rows[0];
  if (!first) return [];
  const lines = [
    `Returning player (service worker active, HTTP cache warm), Lighthouse mobile, median of ${runs} runs\n${''.padEnd(46)} ${FIGURES}`,
  ];
  const counted = (f: LighthouseFigures) =>
    `observed LCP ${f.observedLcpMs} ms; priced before it: ${f.pricedBeforeLcp.join(', ') || 'none'}`;
  for (const r of rows)
    lines.push(
      figureRow(`${r.url}, 4x`, r),
      figureRow(`${r.url}, thread time`, r.threadTime),
      `    4x run: ${counted(r)}; thread-time run: ${counted(r.threadTime)}`,
    );
  lines.push(
    `  thread time: each main-thread task as long as its CPU time (bench/thread-time.ts). TTFB: the page from the service worker's copy (stale while revalidate)`,
    `  LCP: Lighthouse's simulation prices every request that ended before the observed LCP and was not read from a cache on slow 4G, as one the paint waited for (GoogleChrome/lighthouse#16588): "priced before it" names them (bench/lcp-requests.ts)`,
    `  budgets: LCP <= ${b.lcpMs} ms, interactive (TTI) <= ${b.interactiveMs} ms`,
    `  ${checkedSaying(first.load, first.cores)}`,
  );
  return lines;
}
