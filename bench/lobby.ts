/**
 * The lobby at a real merchant's size (issue 53): the same pages and taps with 152 games (the
 * shipped ones) and with 5,000, both over the generated catalogue's 40 vendors (`games` of the
 * sandbox, server/catalogue.ts): what grows is the number of games only. (With the shipped
 * vendors at 152, the vendor structure's 30 more vendors had read as growth: 350 more bytes of
 * game data and 12 more DOM nodes, the chips.) Per tenant and size: what the page holds once loaded (DOM nodes,
 * game tiles, bytes of game data, JS heap after a collection) on home and /m/rng, and INP of four
 * taps and keys (interactions.ts: Lighthouse timespans at 4x). The cost is flat in N when each
 * figure at 5,000 is at most LOBBY_RATIO_BUDGET times its figure at 152.
 */
import { cpus, loadavg } from 'node:os';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { serve } from '../server/main.ts';
import { launchChromium } from './lighthouse.ts';
import {
  appears,
  buildSources,
  find,
  median,
  round1,
  runRepeatedly,
  switchLobbyTab,
  waitFor,
  type Interaction,
  type Run,
} from './interactions.ts';
import type { SourceOf } from './interaction-time.ts';

/** The two sizes: the shipped catalogue, and a real merchant's. */
export const LOBBY_SIZES = [152, 5000] as const;
/** Where the page figures are read. */
const PAGES = ['/m/home', '/m/rng'] as const;
/** A game's tile: its Play button. */
const TILE = 'button[aria-label^="Play "]';

export interface LobbyPageRow {
  tenant: string;
  games: number;
  path: string;
  domNodes: number;
  tiles: number;
  gameDataBytes: number;
  heapKiB: number;
}
export interface LobbyInteractionRow {
  tenant: string;
  games: number;
  interaction: string;
  /** INP with the main thread's waits for a core left out (thread time, 4x): the figure checked. */
  quietInpMs: number;
  inpMs: number;
  /** The biggest pieces of main-thread work of the median run (interaction-time.ts), thread ms at 4x. */
  costs: Run['costs'];
  runs: number;
  failed?: string;
}

const tiles = (page: Page) => page.evaluate((css: string) => document.querySelectorAll(css).length, TILE);

const LOBBY_INTERACTIONS: Interaction[] = [
  { ...switchLobbyTab, name: 'category tab tap' },
  {
    name: 'vendor chip tap',
    member: false,
    path: '/m/rng',
    tap: (page) => find(page, '.vendor-bar .chip[aria-pressed="false"]'),
    done: (page, chip) => page.waitForFunction((t) => t.getAttribute('aria-pressed') === 'true', waitFor, chip!),
  },
  {
    name: 'Show more',
    member: false,
    path: '/m/rng',
    // Past the first page: the tap's answer comes and its games are appended (more tiles).
    tap: async (page) => {
      const button = await find(page, 'button.more');
      await button.evaluate(
        (b, css) => b.setAttribute('data-tiles', String(document.querySelectorAll(css).length)),
        TILE,
      );
      return button;
    },
    done: (page, button) =>
      page.waitForFunction(
        (b, css) => document.querySelectorAll(css).length > Number(b.getAttribute('data-tiles')),
        waitFor,
        button!,
        TILE,
      ),
  },
  {
    name: 'search keystroke',
    member: false,
    path: '/m/home',
    prepare: async (page) => {
      await (await find(page, '[role="search"] input')).click();
      await page.keyboard.type('g');
    },
    key: 'a',
    done: (page) =>
      page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'ga', waitFor),
  },
];

/** What a loaded page holds: in a new browser context, as a first visit on the phone Lighthouse emulates. */
async function pageFigures(browser: Browser, url: string): Promise<Omit<LobbyPageRow, 'tenant' | 'games' | 'path'>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument(() => {
      const d = new Date();
      const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      localStorage.setItem('popupsClosed', day); // as after a player closed the announcements today
    });
    const m = screenEmulationMetrics.mobile;
    await page.setViewport({
      width: m.width,
      height: m.height,
      deviceScaleFactor: m.deviceScaleFactor,
      isMobile: true,
    });
    await page.setUserAgent({ userAgent: userAgents.mobile });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__handOver?.appReady === true, waitFor);
    await appears(page, TILE);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const cdp = await page.createCDPSession();
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return {
      domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
      tiles: await tiles(page),
      gameDataBytes: await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/wps/relay/GCSGAME_'))
          .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
      ),
      heapKiB: Math.round(heap.usedSize / 1024),
    };
  } finally {
    await context.close();
  }
}

async function interactionRow(
  browser: Browser,
  origin: string,
  tenant: string,
  games: number,
  it: Interaction,
  sourceOf: SourceOf,
): Promise<LobbyInteractionRow> {
  const { runs, failures } = await runRepeatedly(browser, async () => `${origin}${it.path}`, tenant, it, sourceOf);
  const base = { tenant, games, interaction: it.name, runs: runs.length };
  if (!runs.length) return { ...base, quietInpMs: NaN, inpMs: NaN, costs: [], failed: failures.at(-1) };
  return {
    ...base,
    costs: [...runs].sort((a, b) => a.quietMs - b.quietMs)[runs.length >> 1]!.costs,
    quietInpMs: round1(median(runs.map((r) => r.quietMs))),
    inpMs: round1(median(runs.map((r) => r.inpMs))),
  };
}

export async function benchLobby(
  tenants: readonly [string, string][],
  opts: { port?: number; onRow?: (what: string) => void } = {},
): Promise<{ pages: LobbyPageRow[]; interactions: LobbyInteractionRow[]; load: number; cores: number }> {
  const pages: LobbyPageRow[] = [];
  const interactions: LobbyInteractionRow[] = [];
  const load = loadavg()[0]!;
  const sourceOf = buildSources();
  for (const games of LOBBY_SIZES) {
    const server = await serve({
      port: opts.port ?? 0,
      controls: false,
      memory: true,
      quiet: true,
      games,
    });
    const chrome = await launchChromium(opts.port ? opts.port + 1 : undefined);
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      for (const [tenant] of tenants) {
        const origin = `http://${tenant}.localhost:${server.port}`;
        for (const path of PAGES) {
          pages.push({ tenant, games, path, ...(await pageFigures(browser, `${origin}${path}`)) });
          opts.onRow?.(`${tenant} ${games} ${path}`);
        }
        for (const it of LOBBY_INTERACTIONS) {
          interactions.push(await interactionRow(browser, origin, tenant, games, it, sourceOf));
          opts.onRow?.(`${tenant} ${games} ${it.name}`);
        }
      }
      await browser.disconnect();
    } finally {
      chrome.kill();
      await server.close();
    }
  }
  return { pages, interactions, load: Math.round(load * 100) / 100, cores: cpus().length };
}

type Figures = Awaited<ReturnType<typeof benchLobby>>;
const [SMALL, LARGE] = LOBBY_SIZES;
const PAGE_FIGURES = ['domNodes', 'tiles', 'gameDataBytes', 'heapKiB'] as const;

/** The table: each figure at both sizes and their ratio; then the budgets missed. */
export function lobbyTable(
  f: Figures,
  budgets: { ratio: number; inpMs: number },
): { lines: string[]; misses: string[] } {
  const lines = [`Lobby at ${SMALL} and ${LARGE} games (ratio ${LARGE}/${SMALL}, budget ${budgets.ratio})`];
  const misses: string[] = [];
  const ratioOf = (small: number, large: number) => (small === 0 ? (large === 0 ? 1 : Infinity) : large / small);
  const check = (what: string, small: number, large: number) => {
    const ratio = ratioOf(small, large);
    if (!(ratio <= budgets.ratio))
      misses.push(
        `lobby ${what}: ${large} at ${LARGE} games against ${small} at ${SMALL}, ratio ${ratio.toFixed(2)} (budget ${budgets.ratio})`,
      );
    return ratio.toFixed(2);
  };
  for (const small of f.pages.filter((p) => p.games === SMALL)) {
    const large = f.pages.find((p) => p.games === LARGE && p.tenant === small.tenant && p.path === small.path)!;
    const cells = PAGE_FIGURES.map(
      (k) => `${k} ${small[k]} / ${large[k]} (${check(`${small.tenant} ${small.path} ${k}`, small[k], large[k])})`,
    );
    lines.push(`  ${small.tenant} ${small.path.padEnd(8)} ${cells.join('  ')}`);
  }
  lines.push(
    `  INP, thread time at 4x, ms (budget ${budgets.inpMs}): ${SMALL} / ${LARGE} (ratio); 4x as observed in brackets`,
  );
  for (const small of f.interactions.filter((r) => r.games === SMALL)) {
    const large = f.interactions.find(
      (r) => r.games === LARGE && r.tenant === small.tenant && r.interaction === small.interaction,
    )!;
    const name = `${small.tenant} ${small.interaction}`;
    for (const r of [small, large]) {
      if (r.failed) misses.push(`lobby ${name} at ${r.games} games: not measured (${r.failed})`);
      else if (!(r.quietInpMs <= budgets.inpMs))
        misses.push(`lobby ${name} at ${r.games} games: INP ${r.quietInpMs} ms (budget ${budgets.inpMs})`);
    }
    lines.push(
      `  ${name.padEnd(30)} ${small.quietInpMs} / ${large.quietInpMs} (${check(`${name} INP`, small.quietInpMs, large.quietInpMs)})   [${small.inpMs} / ${large.inpMs}]`,
      `    biggest at ${LARGE}: ${large.costs
        .slice(0, 3)
        .map((c) => `${c.name} ${c.ms}`)
        .join(', ')}`,
    );
  }
  lines.push(`  load ${f.load} on ${f.cores} cores at the start`);
  return { lines, misses };
}
