/**
 * Lighthouse mobile (default simulated throttling), 3 runs per page, the median run reported
 * (Lighthouse's own computeMedianRun: the run nearest the median FCP and TTI), with Lighthouse's
 * benchmarkIndex of this machine and the load average beside it, and a warning when the machine
 * was too busy for the figures to mean much. Pages: /m/login, /m/register, /m/home as a visitor
 * and /m/home as a member, of each tenant, against the sandbox serving the built site. Debian's
 * Chromium, offline (toolchain.md).
 */
import { cpus, loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../server/main.ts';
import { createWpsClient } from '../src/services/http/client.ts';
import { wpsCalls } from '../src/services/http/calls.ts';
import { busyWarnings } from './busy.ts';

export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseRow {
  url: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  interactiveMs: number;
  speedIndexMs: number;
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
async function memberToken(port: number, tenant: string, merchant: string): Promise<string> {
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

export async function benchLighthouse(
  tenants: readonly [string, string][],
  opts: { pages?: string[]; onRow?: (row: LighthouseRow) => void } = {},
): Promise<LighthouseRow[]> {
  const server = await serve({ port: 0, controls: false, memory: true, quiet: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  const rows: LighthouseRow[] = [];
  // Taken before the first run: later, Lighthouse's own runs are the load.
  const load = loadavg()[0]!;
  try {
    for (const [tenant, merchant] of tenants) {
      const token = await memberToken(server.port, tenant, merchant);
      const pages: [string, string][] = [
        ['/m/login', '/m/login'],
        ['/m/register', '/m/register'],
        ['/m/home (visitor)', '/m/home'],
        ['/m/home (member)', `/m/home?token=${encodeURIComponent(token)}`],
      ];
      for (const [label, path] of pages.filter(([l]) => !opts.pages || opts.pages.includes(l))) {
        const url = `http://${tenant}.localhost:${server.port}${path}`;
        const runs = [];
        // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) is run again, twice at most.
        for (let i = 0, failed = 0; i < LIGHTHOUSE_RUNS; i++) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${tenant} ${label}`);
          if (lhr.runtimeError && ++failed <= 2) i--;
          else if (lhr.runtimeError)
            throw new Error(`Lighthouse failed on ${tenant} ${label}: ${lhr.runtimeError.message}`);
          else runs.push(lhr);
        }
        const lhr = computeMedianRun(runs);
        const a = lhr.audits;
        rows.push({
          url: `${tenant} ${label}`,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? NaN),
          lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
          cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
          // When the page is usable, not only painted: reported beside LCP so an early shell cannot hide a slow app.
          interactiveMs: Math.round(a.interactive?.numericValue ?? NaN),
          speedIndexMs: Math.round(a['speed-index']?.numericValue ?? NaN),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          load: Math.round(load * 100) / 100,
          cores: cpus().length,
          warnings: busyWarnings(
            load,
            cpus().length,
            runs.map((r) => r.environment.benchmarkIndex),
          ),
        });
        opts.onRow?.(rows.at(-1)!);
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}
