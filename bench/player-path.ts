/**
 * The player's path at N tenants (issue 36): what a first visit to one merchant's home downloads
 * for its first screen, with N generated tenants in the sandbox and the build, and that merchant
 * published alone over it. Counted in Chromium: every request until the app is usable
 * (window.__handOver?.appReady) and the network is then idle (the first screen's data calls come before or
 * after the app's ready mark depending on timing; together they are the same set each time), and
 * the bytes of their answers (headers and body, as sent). The goal is the same figures at 2 tenants and at 1,000, with no list of
 * tenants and no other merchant's name on the path. The service worker is left out (it installs
 * after the first screen, the same at any N).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { chromium, type Response } from 'playwright';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { createSandbox } from '../server/app.ts';
import { TenantRegistry } from '../server/tenants.ts';
import { generateTenants, generatedId } from './generated-tenants.ts';
import { copySite } from '../cli/lib/releases.ts';

export interface PlayerPath {
  tenants: number;
  requests: number;
  bytes: number;
  /** Paths asked for, sorted (the first screen's path at this N). */
  paths: string[];
  /** Whether anything on the path was a list of tenants or named another generated merchant. */
  namesOthers: boolean;
}

export async function benchPlayerPath(copies: number): Promise<PlayerPath> {
  const tenants = generateTenants(copies);
  const dist = mkdtempSync(join(tmpdir(), 'bench-path-'));
  const id = generatedId(0);
  let server: Server | undefined;
  try {
    copySite(join(ROOT, 'dist'), dist);
    execFileSync(process.execPath, ['cli/bin/tenant.mjs', 'publish', id, '--dist', dist], {
      cwd: ROOT,
      env: { ...process.env, TENANTS_DIR: tenants },
      stdio: 'pipe',
    });
    const { app, close } = createSandbox({
      controls: false,
      memory: true,
      distDir: dist,
      tenants: new TenantRegistry(tenants),
    });
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((res) => server!.listen(0, '127.0.0.1', res));
    const port = (server.address() as { port: number }).port;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const answers: Promise<{ path: string; bytes: number; text: string }>[] = [];
      page.on('request', (request) => {
        answers.push(
          request.response().then(async (response: Response | null) => {
            const sizes = await request.sizes();
            const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
            return {
              path: new URL(request.url()).pathname,
              bytes: sizes.responseHeadersSize + sizes.responseBodySize,
              text: body.toString('latin1'),
            };
          }),
        );
      });
      await page.goto(`http://${id}.localhost:${port}/m/home`);
      await page.waitForFunction(() => window.__handOver?.appReady === true, undefined, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const got = await Promise.all(answers);
      const others = new RegExp(`${generatedId(1)}|${generatedId(copies - 1)}|tenants/index\\.json`, 'i');
      return {
        tenants: copies,
        requests: got.length,
        bytes: got.reduce((n, g) => n + g.bytes, 0),
        paths: got.map((g) => g.path).sort(),
        namesOthers: copies > 1 && got.some((g) => others.test(g.path) || others.test(g.text)),
      };
    } finally {
      await browser.close();
      close();
    }
  } finally {
    await new Promise((res) => (server ? server.close(res) : res(null)));
    rmSync(tenants, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
