/**
 * A returning player: the four Lighthouse pages of each tenant (lighthouse.ts) loaded again in a
 * browser that has been there, with the site's service worker active (the app's code precached,
 * the pages' copies kept) and the HTTP cache warm. Lighthouse's navigation with
 * disableStorageReset keeps both; the rest is lighthouse.ts's measurement (3 runs, the median run,
 * audited again at the calibrated slowdown and at thread time).
 *
 * Before the runs, each page is visited twice in a tab of the same browser: the first visit
 * registers the worker (the page does ~500 ms after start) and the wait for
 * navigator.serviceWorker.ready covers its install, which precaches the app; the second visit is
 * under the worker, and fills the HTTP cache with what the page loads after its first screen.
 *
 * What the worker gave from its precache, Chromium reports as read from the disk cache (checked
 * in the runs' network logs: the app's chunks, `serviceWorkerResponseSource` cache-storage), and
 * Lighthouse's simulation charges a disk read for it, no round trip. The page itself comes from
 * the worker's copy too (stale while revalidate, src/sw/sw.ts), so no figure waits for the
 * simulated slow 4G's round trip (TTFB is shown beside them).
 */
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { serve } from '../server/main.ts';
import { benchPages, launchChromium, measurePage, type LighthouseRow } from './lighthouse.ts';

const waitFor = { timeout: 30_000 };

/** Two visits to each page in one tab: the worker installed and in control, the HTTP cache filled. */
async function prime(browserUrl: string, urls: string[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: browserUrl });
  try {
    const page = await browser.newPage();
    for (const round of [1, 2])
      for (const url of urls) {
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForFunction(() => window.__handOver?.appReady === true, waitFor);
        // ready: a worker for this scope is active, its install (the precache) done.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        if (round === 2 && !(await page.evaluate(() => !!navigator.serviceWorker.controller)))
          throw new Error(`the service worker does not control ${url} on a second visit`);
        await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
      }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function benchReturningVisit(
  tenants: readonly [string, string][],
  opts: { onRow?: (row: LighthouseRow) => void; port?: number } = {},
): Promise<LighthouseRow[]> {
  const server = await serve({ port: opts.port ?? 0, controls: false, memory: true, quiet: true });
  const chrome = await launchChromium(opts.port ? opts.port + 1 : undefined);
  const load = loadavg()[0]!;
  const rows: LighthouseRow[] = [];
  try {
    for (const [tenant, merchant] of tenants) {
      const pages = (await benchPages(server.port, tenant, merchant)).map(
        ([label, path]) => [label, `http://${tenant}.localhost:${server.port}${path}`] as const,
      );
      await prime(
        `http://127.0.0.1:${chrome.port}`,
        pages.map(([, url]) => url),
      );
      for (const [label, url] of pages) {
        rows.push(await measurePage(chrome.port, url, `${tenant} ${label}`, load, { disableStorageReset: true }));
        opts.onRow?.(rows.at(-1)!);
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}
