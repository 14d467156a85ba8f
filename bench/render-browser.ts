/**
 * The render benchmark in real Chromium (Debian's, headless): the same cases and measurements as
 * the happy-dom run (render-cases.tsx), bundled by Vite as the site is (production React, the
 * site's styles, lazy node chunks), so mounts include style and layout.
 */
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { stripNodePropsPlugin } from '../scripts/vite/strip-node-props.ts';
import { PRODUCTION_ROUTER } from '../scripts/vite/production-router.ts';
import { renderInput } from './render.tsx';
import type { RenderFigures } from './render-cases.tsx';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

export async function benchRenderBrowser(root: string, rounds = 300): Promise<RenderFigures> {
  const input = await renderInput(root);
  const out = mkdtempSync(join(tmpdir(), 'wl-render-bench-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      publicDir: false,
      plugins: [stripNodePropsPlugin(), react()],
      resolve: { alias: PRODUCTION_ROUTER },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: out,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: { input: join(root, 'bench/render-browser-entry.tsx'), output: { entryFileNames: 'bench.js' } },
      },
    });
    const css = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.css'));
    const html = `<!doctype html><html><head>${css.map((f) => `<link rel="stylesheet" href="/assets/${f}">`).join('')}</head><body><div id="bench"></div><script type="module" src="/bench.js"></script></body></html>`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // Cross-origin isolated (a localhost page, never fetched: served from the bundle below), so
      // performance.now() has 5 µs steps instead of 100 µs.
      const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
      await page.route('http://localhost/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === '/') return route.fulfill({ headers, contentType: 'text/html', body: html });
        if (!existsSync(join(out, path))) return route.fulfill({ headers, status: 404, body: '' });
        const contentType = TYPES[extname(path)] ?? 'application/octet-stream';
        return route.fulfill({ headers, contentType, body: readFileSync(join(out, path)) });
      });
      await page.goto('http://localhost/'); // a secure context: isolation needs one
      await page.waitForFunction(() => !!window.__renderBench);
      if (!(await page.evaluate(() => crossOriginIsolated)))
        throw new Error('the bench page is not cross-origin isolated');
      return await page.evaluate(([i, n]) => window.__renderBench!(i, n), [input, rounds] as const);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
