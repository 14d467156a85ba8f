/**
 * Pages from the merchant's back end (issue 36): the pre-render reads the merchant config and the
 * pages' data through the same calls the site makes, from a WPS back end given by its address
 * (PRERENDER_BACKEND; here this worker's sandbox, on its port), and renders one merchant again
 * (PRERENDER_TENANTS) without writing any other merchant's file.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { control } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

const ROOT = process.cwd();
let copy = '';

test.afterEach(async ({ request }) => {
  await request.post(control('/site'), { data: { dist: join(ROOT, 'dist') } });
  await resetSandbox(request);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Every file under `dir` with its modification time and bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      const path = join(e.parentPath, e.name);
      files.set(path, `${statSync(path).mtimeMs} ${readFileSync(path).toString('base64')}`);
    }
  return files;
}

test("a merchant's changed config, rendered again from its back end: its pages carry it and are hydrated; no other merchant's file is written", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  copy = mkdtempSync(join(tmpdir(), 'wl-rerender-'));
  cpSync(join(ROOT, 'dist'), copy, { recursive: true });
  const others = [join(copy, 'pages/dragon'), join(copy, 'nginx'), join(copy, 'tenants')];
  const before = others.map(snapshot);

  // The merchant changes its logo in its back end.
  const logo = '/tenants/lotus/assets/icon.svg';
  await configure(request, 'lotus', { merchantConfig: { mobileTemplate: { h5_logo: logo } } });
  const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/prerender.tsx'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BUILD_OUT_DIR: copy,
      PRERENDER_BACKEND: `http://127.0.0.1:${E2E_PORT}`,
      PRERENDER_TENANTS: 'lotus',
    },
    encoding: 'utf8',
  });
  expect(out).toContain(`with data from http://127.0.0.1:${E2E_PORT}`);
  expect(out).toMatch(/lotus: \d+ pages \(EN, VI, TH\)/);
  expect(out).not.toContain('dragon');
  // Only lotus's pages were written: dragon's, the host maps and the packages are as they were.
  expect(others.map(snapshot)).toEqual(before);
  // The back end's address is nowhere in a page: it was asked as the tenant's host.
  const login = readFileSync(join(copy, 'pages/lotus/EN/m/login.html'), 'utf8');
  expect(login).not.toContain(`127.0.0.1:${E2E_PORT}`);
  expect(login).toContain(`data-tenant="lotus"`);

  // Served: the page was rendered with the back end's config, so the app hydrates it (a page
  // rendered with the old logo would be rendered afresh), and it shows the new logo.
  expect((await request.post(control('/site'), { data: { dist: copy } })).ok()).toBe(true);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __logo: Element | null }).__logo = document.querySelector('main .logo');
    });
  });
  await page.goto(site('lotus', '/m/login'));
  await page.waitForFunction(() => window.__appReady === true);
  expect(
    await page.evaluate(() => {
      const kept = (window as unknown as { __logo: Element | null }).__logo;
      return !!kept && kept === document.querySelector('main .logo') && kept.isConnected;
    }),
  ).toBe(true);
  const icon = readFileSync(join(ROOT, 'dist/tenants/lotus/assets/icon.svg')).toString('base64');
  await expect(page.locator('main .logo')).toHaveAttribute('src', `data:image/svg+xml;base64,${icon}`);
});
