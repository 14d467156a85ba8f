/**
 * npm run bench: prints a table and writes bench/results.json; exits 1 when a budget in
 * bench/budgets.json is missed. Timings are noisy and stay out of npm test; sizes are also
 * checked there (npm run size). `npm run bench -- --only interactions,returning` runs only the
 * named parts (PARTS) after the build; results.json then holds only theirs.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { measureSizes, measurePages, pageProblems, sizeProblems } from './size.ts';
import { benchScale } from './scale.ts';
import { benchRules } from './rules.ts';
import { benchRender } from './render.tsx';
import { benchRenderBrowser } from './render-browser.ts';
import { benchLighthouse, LIGHTHOUSE_RUNS, type LighthouseFigures } from './lighthouse.ts';
import { benchInteractions } from './interactions.ts';
import { benchReturningVisit } from './returning-visit.ts';
import {
  checkedSaying,
  interactionMisses,
  interactionTable,
  lighthouseMisses,
  returningMisses,
  returningTable,
  type LighthouseBudgets,
  type ReturningBudgets,
} from './budget-checks.ts';
import { benchTrackingSoak } from './tracking-soak.ts';
import { benchLobby, lobbyTable, LOBBY_SIZES } from './lobby.ts';

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as {
  validate1000TenantsMs: number;
  publishOneTenantAt1000Ms: number;
  jsonVsHandwrittenRatio: number;
  keystrokeVsHandwrittenRatio: number;
  lighthouse: LighthouseBudgets;
  interactionInpMs: number;
  returningVisit: ReturningBudgets;
  lobby: { ratio: number; inpMs: number };
};

/** Where the mount ratio is held to its budget (the other render bench's ratio is printed only). */
const MOUNT_BUDGET_BROWSER = 'Chromium';
/** The parts of the bench, in the order they run. */
const PARTS = ['size', 'scale', 'rules', 'render', 'lighthouse', 'interactions', 'returning', 'lobby', 'soak'] as const;
type Part = (typeof PARTS)[number];

/** The parts asked for: all, or those named after --only (comma-separated or repeated). */
function partsAsked(args: string[]): Set<Part> {
  const named = args.flatMap((a, i) => (args[i - 1] === '--only' ? a.split(',') : []));
  if (!args.includes('--only')) return new Set(PARTS);
  const unknown = named.filter((n) => !(PARTS as readonly string[]).includes(n));
  if (!named.length || unknown.length)
    throw new Error(`--only takes some of ${PARTS.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}`);
  return new Set(named as Part[]);
}
/**
 * Where the browser parts start their sandbox (and the browser its debugging port, one above):
 * BENCH_PORT, each part 10 above the one before; unset, any free port.
 */
const portOf = (n: number) => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 10 * n : undefined);
const TENANTS = [
  ['dragon', 'DRAGON'],
  ['lotus', 'LOTUS'],
] as const satisfies readonly [string, string][];
const r1 = (n: number) => Math.round(n * 10) / 10;

/** The columns the three Lighthouse tables share, and a page's row of them. */
const FIGURE_HEADER = 'perf   FCP ms   LCP ms   TBT ms   CLS    TTI ms';
const figureRow = (url: string, f: LighthouseFigures) =>
  `  ${url.padEnd(44)} ${String(f.performance).padStart(4)} ${String(f.fcpMs).padStart(8)} ${String(f.lcpMs).padStart(8)} ${String(f.tbtMs).padStart(8)} ${String(f.cls).padStart(6)} ${String(f.interactiveMs).padStart(8)}`;

async function main(): Promise<number> {
  const want = partsAsked(process.argv.slice(2));
  {
    console.log('Building the site (the figures are of this build)...');
    if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  }
  const misses: string[] = [];
  const results: Record<string, unknown> = { when: new Date().toISOString(), node: process.version, parts: [...want] };

  const sizes = want.has('size') ? measureSizes() : null;
  if (sizes) {
    results.firstLoad = sizes.map(({ route, rawKiB, gzipKiB, budgetKiB, files }) => ({
      route,
      rawKiB,
      gzipKiB,
      budgetKiB,
      files,
    }));
    results.entryPackages = sizes[0]?.packages;
    misses.push(...sizeProblems(sizes), ...pageProblems(measurePages()));
  }

  let scale: Awaited<ReturnType<typeof benchScale>> | null = null;
  if (want.has('scale')) {
    console.log("\nScale: generated tenants at N = 2 and N = 1,000 (validate, publish, the player's path)...");
    scale = await benchScale(budgets);
    results.scale = scale.figures;
    misses.push(...scale.misses);
  }

  const rules = want.has('rules') ? benchRules() : null;
  if (rules) results.rules = rules;

  // The same cases in happy-dom (one Node process) and in Chromium (with style and layout).
  const renders = want.has('render')
    ? { 'happy-dom': await benchRender(ROOT, 300), [MOUNT_BUDGET_BROWSER]: await benchRenderBrowser(ROOT, 300) }
    : {};
  if (want.has('render')) results.render = renders;
  for (const [where, r] of Object.entries(renders)) {
    // The mount budget is the benchmarks issue's "in Chromium" (a mount there includes style and
    // layout, as on a phone); happy-dom's DOM costs are not a browser's, so its ratio is information.
    if (where === MOUNT_BUDGET_BROWSER && r.mount.ratio > budgets.jsonVsHandwrittenRatio)
      misses.push(
        `${where}: a mount of the JSON-rendered register screen is ${r.mount.ratio.toFixed(2)}x the hand-written one (budget ${budgets.jsonVsHandwrittenRatio}x)`,
      );
    if (r.keystroke.ratio > budgets.keystrokeVsHandwrittenRatio)
      misses.push(
        `${where}: a keystroke cycle of the JSON-rendered register screen is ${r.keystroke.ratio.toFixed(2)}x the hand-written one (budget ${budgets.keystrokeVsHandwrittenRatio}x)`,
      );
  }

  let lh: Awaited<ReturnType<typeof benchLighthouse>> = [];
  if (want.has('lighthouse')) {
    console.log(`\nLighthouse: ${LIGHTHOUSE_RUNS} runs per page, 4 pages per tenant...`);
    lh = await benchLighthouse(TENANTS, { port: portOf(0), onRow: (r) => console.log(`  ${r.url}: measured`) });
    results.lighthouse = lh;
    misses.push(...lighthouseMisses(lh, budgets.lighthouse));
  }

  let interactions: Awaited<ReturnType<typeof benchInteractions>> = [];
  if (want.has('interactions')) {
    console.log('\nInteractions: 7 per tenant in Lighthouse timespans...');
    interactions = await benchInteractions(TENANTS, {
      port: portOf(1),
      onRow: (r) => console.log(`  ${r.tenant} ${r.interaction}: measured`),
    });
    results.interactions = interactions;
    misses.push(...interactionMisses(interactions, budgets.interactionInpMs));
  }

  let returning: Awaited<ReturnType<typeof benchReturningVisit>> = [];
  if (want.has('returning')) {
    console.log(`\nReturning player: ${LIGHTHOUSE_RUNS} runs per page, 4 pages per tenant, after two visits...`);
    returning = await benchReturningVisit(TENANTS, {
      port: portOf(2),
      onRow: (r) => console.log(`  ${r.url}: measured`),
    });
    results.returningVisit = returning;
    misses.push(...returningMisses(returning, budgets.returningVisit));
  }

  let lobby: ReturnType<typeof lobbyTable> | null = null;
  if (want.has('lobby')) {
    console.log(`\nLobby at ${LOBBY_SIZES.join(' and ')} games: 2 pages and 4 interactions per tenant...`);
    const figures = await benchLobby(TENANTS, { port: portOf(3), onRow: (r) => console.log(`  ${r}: measured`) });
    results.lobby = figures;
    lobby = lobbyTable(figures, budgets.lobby);
    misses.push(...lobby.misses);
  }

  let soak: Awaited<ReturnType<typeof benchTrackingSoak>> | null = null;
  if (want.has('soak')) {
    console.log('\nTracking soak (1,000 cycles of firing, reloads, offline flaps, tab kills, back-end faults)...');
    soak = await benchTrackingSoak(1000);
    results.trackingSoak = soak;
    if (soak.lost) misses.push(`tracking soak: ${soak.lost} events lost (target 0)`);
    if (soak.duplicatesAfterDedup)
      misses.push(`tracking soak: ${soak.duplicatesAfterDedup} duplicates after dedup (target 0)`);
  }

  if (sizes) {
    console.log('\nFirst-load JavaScript (gzip KiB, budget)');
    for (const s of sizes)
      console.log(`  ${s.route.padEnd(22)} ${String(s.gzipKiB).padStart(6)}  (raw ${s.rawKiB}, budget ${s.budgetKiB})`);
    console.log(
      `  entry chunk packages: ${Object.entries(sizes[0]!.packages)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${r1(v / 1024)}`)
        .join(', ')} (minified KiB)`,
    );
  }
  for (const line of scale?.lines ?? []) console.log(line);
  if (rules)
    console.log(
      `rules of the busiest screen (${rules.screen}, ${rules.rules} rules): ${r1(rules.microsPerScreen)} µs per evaluation of all of them`,
    );
  for (const [where, r] of Object.entries(renders)) {
    console.log(
      `register screen in ${where}, one mount (median of ${r.rounds}): from JSON ${r.mount.jsonMedianMs.toFixed(3)} ms, hand-written ${r.mount.handMedianMs.toFixed(3)} ms, ratio ${r.mount.ratio.toFixed(2)}x (${where === MOUNT_BUDGET_BROWSER ? `budget ${budgets.jsonVsHandwrittenRatio}x` : `information only: the ${budgets.jsonVsHandwrittenRatio}x budget is checked in ${MOUNT_BUDGET_BROWSER}`})`,
    );
    console.log(
      `register screen in ${where}, one keystroke after the first submit (median): from JSON ${r.keystroke.jsonMedianMs.toFixed(3)} ms, hand-written ${r.keystroke.handMedianMs.toFixed(3)} ms, ratio ${r.keystroke.ratio.toFixed(2)}x (budget ${budgets.keystrokeVsHandwrittenRatio}x)`,
    );
  }
  if (lh.length) printLighthouse(lh);
  if (interactions.length) console.log(`\n${interactionTable(interactions, budgets.interactionInpMs).join('\n')}`);
  if (returning.length)
    console.log(`\n${returningTable(returning, budgets.returningVisit, LIGHTHOUSE_RUNS).join('\n')}`);

  if (lobby) console.log(`\n${lobby.lines.join('\n')}`);

  if (soak)
    console.log(
      `\ntracking soak, ${soak.cycles} cycles (${Object.entries(soak.actions)
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}): fired ${soak.fired}, received ${soak.received}, lost ${soak.lost}, duplicates after dedup ${soak.duplicatesAfterDedup} (the server dropped ${soak.duplicatesDroppedByServer} repeats by eventID; clients dropped ${soak.droppedByClients}); page events ${JSON.stringify(soak.pageEvents)}; ${soak.seconds} s`,
    );

  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify({ ...results, misses }, null, 2) + '\n');
  console.log(`\nwrote bench/results.json`);
  if (misses.length) {
    console.log('\nBudgets missed:');
    for (const m of misses) console.log(`  - ${m}`);
    return 1;
  }
  console.log('All budgets hold.');
  return 0;
}

/** The three Lighthouse tables: default 4x, the calibrated slowdown, and thread time (checked). */
function printLighthouse(lh: Awaited<ReturnType<typeof benchLighthouse>>): void {
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs   ${FIGURE_HEADER}   bench.index  load/cores`,
  );
  for (const r of lh)
    console.log(`${figureRow(r.url, r)} ${String(r.benchmarkIndex).padStart(12)}  ${r.load}/${r.cores}`);
  const busy = lh.filter((r) => r.warnings.length);
  if (busy.length) {
    console.log('  WARNING: the machine was busy; these figures may not mean much:');
    for (const r of busy) console.log(`    ${r.url}: ${r.warnings.join('; ')}`);
  }
  console.log(
    `\nThe same runs at the CPU slowdown Lighthouse's calculator gives for this machine (bench/cpu-slowdown.ts; 4x is for a benchmarkIndex of 1533)\n${''.padEnd(46)} ${FIGURE_HEADER}   slowdown`,
  );
  for (const { url, calibrated: c } of lh) console.log(`${figureRow(url, c)} ${`${c.cpuSlowdown}x`.padStart(10)}`);
  console.log('  (for reading the figures beside the machine; not checked)');
  console.log(
    `\nThe same runs at 4x with each main-thread task as long as the CPU time it used (bench/thread-time.ts: the renderer's waits for a core left out; a quiet machine's figures, at best)\n${''.padEnd(46)} ${FIGURE_HEADER}`,
  );
  for (const { url, threadTime } of lh) console.log(figureRow(url, threadTime));
  const b = budgets.lighthouse;
  console.log(
    `  budgets: performance >= ${b.performance}, LCP <= ${b.lcpMs} ms (/m/home <= ${b.homeLcpMs} ms), TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}\n  ${checkedSaying(lh[0]!.load, lh[0]!.cores)}`,
  );
}

process.exit(await main());
