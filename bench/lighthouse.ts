/**
 * Lighthouse mobile (default simulated throttling), 3 runs per page, the median run reported
 * (Lighthouse's own computeMedianRun: the run nearest the median FCP and TTI), with Lighthouse's
 * benchmarkIndex of this machine and the load average beside it, and a warning when the machine
 * was too busy for the figures to mean much. Each run is also audited again at the CPU slowdown
 * Lighthouse's calculator gives for the machine's speed in that run (cpu-slowdown.ts): the same
 * load, the same trace, only the simulated phone's speed differs. And once more at 4x with each
 * main-thread task as long as the CPU time it used (thread-time.ts), which leaves out the renderer's
 * waits for a core on a shared machine. Pages: /m/login, /m/register, /m/home as a visitor
 * and /m/home as a member, of each tenant, against the sandbox serving the built site. Debian's
 * Chromium, offline (toolchain.md).
 */
import { cpus, loadavg } from 'node:os';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { Runner } from 'lighthouse/core/runner.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../server/main.ts';
import { createWpsClient } from '../src/services/http/client.ts';
import { wpsCalls } from '../src/services/http/calls.ts';
import { busyWarnings } from './busy.ts';
import { calibratedSlowdown } from './cpu-slowdown.ts';
import { withThreadTime, type TraceEvent } from './thread-time.ts';
import { pricedBeforeLcp } from './lcp-requests.ts';

export const LIGHTHOUSE_RUNS = 3;

/** One page's figures from a set of runs (the median run). */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  interactiveMs: number;
  speedIndexMs: number;
  /** The page's first byte (Lighthouse's metrics audit): the part of FCP and LCP that is the network's. */
  ttfbMs: number;
  /** LCP as the unthrottled run painted it (Lighthouse's metrics audit), before the simulation. */
  observedLcpMs: number;
  /**
   * The requests that ended before that observed LCP and were not read from a cache, by path and
   * type (lcp-requests.ts): the simulation counts each as one the paint waited for and prices it
   * on slow 4G, waited for or not.
   */
  pricedBeforeLcp: string[];
}

export interface LighthouseRow extends LighthouseFigures {
  url: string;
  /**
   * The same runs audited at the CPU slowdown Lighthouse's calculator gives for each run's
   * benchmarkIndex (the median run's multiplier shown), instead of the default 4x.
   */
  calibrated: LighthouseFigures & { cpuSlowdown: number };
  /**
   * The same runs audited at 4x with each main-thread task as long as the CPU time it used
   * (thread-time.ts): the time the renderer waited for a core on this shared machine left out.
   */
  threadTime: LighthouseFigures;
  /** Lighthouse's measure of this machine's speed in the median run (higher is faster). */
  benchmarkIndex: number;
  /** The 1-minute load average before the Lighthouse runs began (what else was running), and the cores. */
  load: number;
  cores: number;
  /** Why these figures may not mean much (empty when the machine was quiet). */
  warnings: string[];
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The demo member of each tenant whose home page is measured. */
const MEMBERS: Record<string, { username: string; password: string }> = {
  dragon: { username: 'dragonplayer', password: 'player123' },
  lotus: { username: 'lotusplayer', password: 'player123' },
};

/** A member session for the measured member page: the site takes a token from the URL (and removes it). */
export async function memberToken(port: number, tenant: string, merchant: string): Promise<string> {
  const m = MEMBERS[tenant];
  if (!m) throw new Error(`no demo member for ${tenant} in bench/lighthouse.ts`);
  const c = wpsCalls(
    createWpsClient({
      baseUrl: `http://127.0.0.1:${port}`, // Node does not resolve *.localhost: the Merchant header names the tenant
      headers: () => ({ Merchant: merchant, Language: 'EN' }),
      token: () => null,
      secure: () => false,
    }),
  );
  const r = await c.session.login({
    type: 'username',
    username: m.username,
    password: m.password,
    loginDeviceId: 'b'.repeat(36),
    isOfficialAppLogin: false,
  });
  return r.token;
}

/** The audits figuresOf reads. */
const FIGURE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interactive',
  'speed-index',
] as const;

/** The fields read from Lighthouse's metrics audit item. */
interface MetricsItem {
  timeToFirstByte?: number;
  observedLargestContentfulPaint?: number;
}

/** The figures of one run's result; `priced`: the run's requests priced before LCP (lcp-requests.ts). */
export function figuresOf(lhr: Result, priced: string[]): LighthouseFigures {
  const a = lhr.audits;
  const metrics = (a.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? NaN),
    lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    // When the page is usable, not only painted: reported beside LCP so an early shell cannot hide a slow app.
    interactiveMs: Math.round(a.interactive?.numericValue ?? NaN),
    speedIndexMs: Math.round(a['speed-index']?.numericValue ?? NaN),
    ttfbMs: Math.round(metrics?.timeToFirstByte ?? NaN),
    observedLcpMs: Math.round(metrics?.observedLargestContentfulPaint ?? NaN),
    pricedBeforeLcp: priced,
  };
}

/**
 * The run's own artifacts (trace, network log) audited again with only the CPU slowdown or the
 * trace changed. Simulated throttling gathers without any throttling, so nothing in the artifacts
 * depends on the multiplier; Lighthouse checks that audit settings equal gather settings, so the
 * artifacts carry the new settings.
 */
async function auditAgain(
  result: RunnerResult,
  change: { cpuSlowdown?: number; traceEvents?: TraceEvent[] },
): Promise<Result> {
  const gathered = result.artifacts.settings;
  const { resolvedConfig } = await initializeConfig('navigation', {
    extends: 'lighthouse:default',
    settings: {
      ...gathered,
      throttling: {
        ...gathered.throttling,
        cpuSlowdownMultiplier: change.cpuSlowdown ?? gathered.throttling.cpuSlowdownMultiplier,
      },
    },
  });
  const trace = change.traceEvents
    ? {
        ...result.artifacts.Trace,
        traceEvents: change.traceEvents as unknown as typeof result.artifacts.Trace.traceEvents,
      }
    : result.artifacts.Trace;
  const again = await Runner.audit(
    { ...result.artifacts, Trace: trace, settings: resolvedConfig.settings },
    { resolvedConfig, computedCache: new Map() },
  );
  if (!again) throw new Error('Lighthouse gave no result when auditing a run again');
  if (again.lhr.runtimeError)
    throw new Error(`Lighthouse failed auditing a run again: ${again.lhr.runtimeError.message}`);
  // A figure the bench reports must not turn into NaN without a word.
  for (const id of FIGURE_AUDITS) {
    const failed = again.lhr.audits[id]?.errorMessage;
    if (failed) throw new Error(`Lighthouse's ${id} failed when auditing a run again: ${failed}`);
  }
  return again.lhr;
}

async function auditAgainAtCalibratedSlowdown(result: RunnerResult): Promise<{ lhr: Result; cpuSlowdown: number }> {
  const cpuSlowdown = calibratedSlowdown(result.lhr.environment.benchmarkIndex);
  return { lhr: await auditAgain(result, { cpuSlowdown }), cpuSlowdown };
}

/** The run audited at 4x with the renderer's waits for a core left out (thread-time.ts). */
const auditAgainAtThreadTime = (result: RunnerResult) =>
  auditAgain(result, { traceEvents: withThreadTime(result.artifacts.Trace.traceEvents as unknown as TraceEvent[]) });

/**
 * LIGHTHOUSE_RUNS runs of one page in the browser on `port`, the median run and its audits at the
 * calibrated slowdown and at thread time. `flags` add to Lighthouse's (returning-visit.ts keeps the
 * storage: disableStorageReset).
 */
export async function measurePage(
  port: number,
  url: string,
  label: string,
  load: number,
  flags: { disableStorageReset?: boolean } = {},
): Promise<LighthouseRow> {
  const runs = [];
  const calibratedRuns: { lhr: Result; cpuSlowdown: number }[] = [];
  const threadTimeRuns: Result[] = [];
  // Per run: the same requests for its audits again (the same network log and observed LCP).
  const priced: string[][] = [];
  // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) is run again, twice at most.
  for (let i = 0, failed = 0; i < LIGHTHOUSE_RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...flags,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${label}`);
    if (lhr.runtimeError && ++failed <= 2) i--;
    else if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${label}: ${lhr.runtimeError.message}`);
    else {
      runs.push(lhr);
      calibratedRuns.push(await auditAgainAtCalibratedSlowdown(result));
      threadTimeRuns.push(await auditAgainAtThreadTime(result));
      priced.push(await pricedBeforeLcp(result));
    }
  }
  const lhr = computeMedianRun(runs);
  const calibratedLhrs = calibratedRuns.map((r) => r.lhr);
  const calibrated = computeMedianRun(calibratedLhrs);
  const threadTime = computeMedianRun(threadTimeRuns);
  return {
    url: label,
    ...figuresOf(lhr, priced[runs.indexOf(lhr)]!),
    calibrated: {
      ...figuresOf(calibrated, priced[calibratedLhrs.indexOf(calibrated)]!),
      cpuSlowdown: Math.round(calibratedRuns.find((r) => r.lhr === calibrated)!.cpuSlowdown * 100) / 100,
    },
    threadTime: figuresOf(threadTime, priced[threadTimeRuns.indexOf(threadTime)]!),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    load: Math.round(load * 100) / 100,
    cores: cpus().length,
    warnings: busyWarnings(
      load,
      cpus().length,
      runs.map((r) => r.environment.benchmarkIndex),
    ),
  };
}

/** The four measured pages of a tenant: label and path (the member's with a fresh session in the URL). */
export async function benchPages(port: number, tenant: string, merchant: string): Promise<[string, string][]> {
  const token = await memberToken(port, tenant, merchant);
  return [
    ['/m/login', '/m/login'],
    ['/m/register', '/m/register'],
    ['/m/home (visitor)', '/m/home'],
    ['/m/home (member)', `/m/home?token=${encodeURIComponent(token)}`],
  ];
}

/** The browser the Lighthouse benches drive (Debian's Chromium, offline flags). */
export const launchChromium = (port?: number) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
    ...(port ? { port } : {}),
  });

export async function benchLighthouse(
  tenants: readonly [string, string][],
  opts: { pages?: string[]; onRow?: (row: LighthouseRow) => void; port?: number } = {},
): Promise<LighthouseRow[]> {
  const server = await serve({ port: opts.port ?? 0, controls: false, memory: true, quiet: true });
  const chrome = await launchChromium(opts.port ? opts.port + 1 : undefined);
  const rows: LighthouseRow[] = [];
  // Taken before the first run: later, Lighthouse's own runs are the load.
  const load = loadavg()[0]!;
  try {
    for (const [tenant, merchant] of tenants) {
      const pages = await benchPages(server.port, tenant, merchant);
      for (const [label, path] of pages.filter(([l]) => !opts.pages || opts.pages.includes(l))) {
        const url = `http://${tenant}.localhost:${server.port}${path}`;
        rows.push(await measurePage(chrome.port, url, `${tenant} ${label}`, load));
        opts.onRow?.(rows.at(-1)!);
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}
