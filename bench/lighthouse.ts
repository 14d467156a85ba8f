/**
 * Lighthouse mobile (default simulated throttling) for /m/login and /m/home of each demo tenant,
 * against the sandbox serving the built site. Debian's Chromium, offline (toolchain.md).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../server/main.ts';

export interface LighthouseRow {
  url: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  interactiveMs: number;
  speedIndexMs: number;
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

export async function benchLighthouse(tenants: string[], routes: string[]): Promise<LighthouseRow[]> {
  const server = await serve({ port: 0, controls: false, memory: true, quiet: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const tenant of tenants) {
      for (const route of routes) {
        const url = `http://${tenant}.localhost:${server.port}${route}`;
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
        const a = lhr.audits;
        rows.push({
          url: `${tenant} ${route}`,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? NaN),
          lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
          cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
          // When the page is usable, not only painted: reported beside LCP so an early shell cannot hide a slow app.
          interactiveMs: Math.round(a.interactive?.numericValue ?? NaN),
          speedIndexMs: Math.round(a['speed-index']?.numericValue ?? NaN),
        });
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}
