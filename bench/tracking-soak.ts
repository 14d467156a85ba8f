/**
 * The tracking soak (issue 15): randomized cycles of firing events, reloads, offline flaps, tab
 * kills (the page closed mid-send) and back-end faults (502s, dropped connections), in Chromium
 * against the sandbox; then everything is let through and the sandbox's store is compared with
 * what was fired. Target: 0 lost, 0 duplicates after dedup.
 *
 * Events are fired the way track() fires them: written to the page's queue in local storage
 * (one `trackEvent:` entry each, no eventID yet), each with a unique marker in content_id. The
 * page's own events (firstOpen, viewContent, performance) travel beside them and are reported too.
 */
import { mulberry32 } from '../cli/lib/seeded-random.ts';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { serve } from '../server/main.ts';
import { EVENT_KEY_PREFIX } from '../src/services/tracking/event-queue-put.ts';

export interface SoakResult {
  cycles: number;
  /** Events written to a page's queue (a write into a page that was navigating counts only if it arrived). */
  fired: number;
  received: number;
  lost: number;
  duplicatesAfterDedup: number;
  duplicatesDroppedByServer: number;
  droppedByClients: number;
  actions: Record<string, number>;
  pageEvents: Record<string, number>;
  seconds: number;
}

export async function benchTrackingSoak(cycles = 1000, seed = 15): Promise<SoakResult> {
  const started = Date.now();
  const random = mulberry32(seed);
  const server = await serve({ port: 0, controls: true, memory: true, quiet: true });
  const base = `http://dragon.localhost:${server.port}`;
  const control = (path: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${server.port}/__sandbox${path}`, init).then((r) => r.json());
  const fault = (data: object) =>
    control('/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const actions: Record<string, number> = {};
  let fired = 0;
  const confirmed = new Set<string>();
  // Fired in a page that navigated at that moment: written or not, the harness cannot tell.
  const uncertain = new Set<string>();
  let page: Page = await context.newPage();
  const open = async (p: Page) => {
    // 'commit': the harness goes on while the app boots (it fires and kills at any moment).
    await p.goto(`${base}/m/home`, { waitUntil: 'commit' }).catch(() => {});
  };
  const fire = async (p: Page, n: number) => {
    const markers = Array.from({ length: n }, () => `soak-${++fired}`);
    const ok = await p
      .evaluate(
        ({ prefix, markers }) => {
          for (const m of markers)
            localStorage.setItem(
              `${prefix}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
              JSON.stringify({ name: 'gameLaunch', merchant: 'DRAGON', at: Date.now(), payload: { content_id: m } }),
            );
          return true;
        },
        { prefix: EVENT_KEY_PREFIX, markers },
      )
      .catch(() => false);
    for (const m of markers) (ok ? confirmed : uncertain).add(m);
  };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const DOWN = '^/wps/(event/upload|system/collect|system/test/ping)';
  try {
    await open(page);
    await page.waitForLoadState('load');
    for (let i = 0; i < cycles; i++) {
      await fire(page, 1 + Math.floor(random() * 4));
      const r = random();
      const action =
        r < 0.25
          ? 'reload'
          : r < 0.45
            ? 'offline flap'
            : r < 0.6
              ? 'tab kill'
              : r < 0.75
                ? 'server fault'
                : 'let it send';
      actions[action] = (actions[action] ?? 0) + 1;
      if (action === 'reload') {
        await page.reload({ waitUntil: 'commit' }).catch(() => {});
      } else if (action === 'offline flap') {
        await context.setOffline(true);
        await fire(page, 1 + Math.floor(random() * 3));
        await pause(random() * 300);
        await context.setOffline(false);
      } else if (action === 'tab kill') {
        await pause(random() * 150); // mid-send, or before it
        await page.close({ runBeforeUnload: false });
        page = await context.newPage();
        await open(page);
      } else if (action === 'server fault') {
        await fault(
          random() < 0.5 ? { pattern: DOWN, kind: 'http', status: 502 } : { pattern: DOWN, kind: 'drop', share: 0.7 },
        );
        await fire(page, 1 + Math.floor(random() * 3));
        await pause(200 + random() * 800);
        await control('/faults', { method: 'DELETE' });
      } else {
        await pause(random() * 400);
      }
      if ((i + 1) % 100 === 0)
        console.log(`  tracking soak: ${i + 1}/${cycles} cycles, ${confirmed.size} events fired`);
    }
    // Recovery: the back end is up, the player opens the site once more and stays.
    await control('/faults', { method: 'DELETE' });
    await context.setOffline(false);
    await page.close().catch(() => {});
    page = await context.newPage();
    await page.goto(`${base}/m/home`);
    const deadline = Date.now() + 180_000;
    const queued = () =>
      page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length, EVENT_KEY_PREFIX);
    while ((await queued()) > 0 && Date.now() < deadline) await pause(500);
    await pause(6000); // this view's own performance report
    while ((await queued()) > 0 && Date.now() < deadline) await pause(500);
  } finally {
    await browser.close();
  }
  const rows = (await control('/events?merchant=DRAGON')) as { name: string; payload: { content_id?: string } }[];
  const summary = (await control('/events/summary?merchant=DRAGON')) as {
    duplicatesDropped: number;
    droppedByClients: number;
  };
  await server.close();
  const byMarker = new Map<string, number>();
  const pageEvents: Record<string, number> = {};
  for (const r of rows) {
    const m = r.payload.content_id;
    if (r.name === 'gameLaunch' && m?.startsWith('soak-')) byMarker.set(m, (byMarker.get(m) ?? 0) + 1);
    else pageEvents[r.name] = (pageEvents[r.name] ?? 0) + 1;
  }
  const received = byMarker.size;
  const firedCount = confirmed.size + [...uncertain].filter((m) => byMarker.has(m)).length;
  return {
    cycles,
    fired: firedCount,
    received,
    lost: [...confirmed].filter((m) => !byMarker.has(m)).length,
    duplicatesAfterDedup: [...byMarker.values()].reduce((n, k) => n + k - 1, 0),
    duplicatesDroppedByServer: summary.duplicatesDropped,
    droppedByClients: summary.droppedByClients,
    actions,
    pageEvents,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

// `npx tsx bench/tracking-soak.ts [cycles]`: the soak alone.
if (process.argv[1]?.endsWith('tracking-soak.ts')) {
  const r = await benchTrackingSoak(Number(process.argv[2] ?? 1000));
  console.log(JSON.stringify(r, null, 2));
  process.exit(r.lost === 0 && r.duplicatesAfterDedup === 0 ? 0 : 1);
}
