/**
 * The flag-combination smoke (issue 17): for each configuration `tenant matrix` gives a tenant,
 * the sandbox takes its overlay and Chromium opens home, login, register, the member centre (logged
 * in) and every page whose rules read a switch, collecting page errors, failed requests, unknown
 * nodes, failing rules and serious axe violations. Screenshots and an HTML report go to
 * test-results/qa/. `npm test` runs one tenant at strength 2; `npm run qa` both tenants
 * (QA_TENANTS=dragon,lotus, QA_STRENGTH=2|3).
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { logIn, loggedIn } from './access-helpers.ts';
import { tenantMatrix, overlayOf } from '../../cli/commands/matrix.ts';
import { resolveTenant } from '../../src/core/tooling/tenant-files.ts';

const TENANTS = (process.env.QA_TENANTS ?? 'dragon').split(',');
const STRENGTH = Number(process.env.QA_STRENGTH ?? 2) as 2 | 3;
const PLAYERS: Record<string, string> = { dragon: 'dragonplayer', lotus: 'lotusplayer' };
const REPORT_DIR = join(process.cwd(), 'test-results', 'qa');

interface PageResult {
  path: string;
  problems: string[];
  shot: string;
}
interface Row {
  tenant: string;
  n: number;
  on: string[];
  pages: PageResult[];
}
const rows: Row[] = [];

/** The routes of the screens a switch's rule sits in (from `where` pointers such as /screens/register/...). */
function affectedRoutes(screens: Record<string, { route?: string }>, where: string[]): string[] {
  return where
    .map((w) => /^\/screens\/([^/]+)\//.exec(w)?.[1])
    .map((id) => (id ? screens[id] : undefined))
    .filter((s): s is { route: string } => typeof s?.route === 'string' && !s.route.includes(':'))
    .map((s) => s.route);
}

async function visit(page: Page, tenant: string, path: string, n: number, seen: string[]): Promise<PageResult> {
  const start = seen.length;
  await page.goto(site(tenant, path));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id}: ${v.nodes
          .map((x) => x.target.join(' '))
          .slice(0, 2)
          .join(', ')}`,
    );
  const shot = `${tenant}-${n}-${path.replace(/\W+/g, '_')}.png`;
  await page.screenshot({ path: join(REPORT_DIR, shot) });
  return { path, problems: [...seen.slice(start), ...serious], shot };
}

for (const tenant of TENANTS) {
  const matrix = tenantMatrix(tenant, STRENGTH);
  const screens = resolveTenant(tenant).doc.screens as Record<string, { route?: string }>;
  test.describe(`${tenant}: ${matrix.configs.length} configs over ${matrix.switches.length} switches (strength ${STRENGTH})`, () => {
    test.afterEach(async ({ request }) => {
      await resetSandbox(request);
    });
    test('the matrix covers every tuple (checked independently)', () => {
      expect(matrix.coverage.missing).toEqual([]);
      expect(matrix.coverage.invalidConfigs).toEqual([]);
    });
    const affected = [...new Set(matrix.switches.flatMap((s) => affectedRoutes(screens, s.where)))].filter(
      (r) => !['/m/home', '/m/login', '/m/register', '/m/member/home'].includes(r),
    );
    matrix.configs.forEach((config, i) => {
      const on = Object.keys(config).filter((k) => config[k]);
      test(`config ${i + 1}: ${on.join(', ') || 'all off'}`, async ({ page, request }) => {
        mkdirSync(REPORT_DIR, { recursive: true });
        await configure(request, tenant, overlayOf(config));
        const seen: string[] = [];
        page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
        page.on('console', (m) => {
          if (m.text().startsWith('[runtime]')) seen.push(m.text());
        });
        page.on('response', (r) => {
          if (r.status() >= 500) seen.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
        });
        page.on('requestfailed', (r) => {
          // A navigation away cancels what was loading: not a failure of the site.
          if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? ''))
            seen.push(`request failed: ${new URL(r.url()).pathname}`);
        });
        const row: Row = { tenant, n: i + 1, on, pages: [] };
        rows.push(row);
        for (const path of [
          '/m/home',
          '/m/login',
          '/m/register',
          ...affected.filter((r) => !r.startsWith('/m/member')),
        ])
          row.pages.push(await visit(page, tenant, path, i + 1, seen));
        await page.goto(site(tenant, '/m/login'));
        await logIn(page, PLAYERS[tenant]!, 'player123');
        await loggedIn(page);
        row.pages.push(await visit(page, tenant, '/m/member/home', i + 1, seen));
        expect(row.pages.flatMap((p) => p.problems.map((x) => `${p.path}: ${x}`))).toEqual([]);
      });
    });
  });
}

test.afterAll(() => {
  if (!rows.length) return;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = rows.map(
    (r) =>
      `${r.tenant.padEnd(8)} #${String(r.n).padEnd(3)} ${(r.on.join(',') || 'all off').padEnd(50)} ${r.pages.length} pages, ${r.pages.reduce((n, p) => n + p.problems.length, 0)} problems`,
  );
  console.log(`\nflag-combination smoke\n${lines.join('\n')}`);
  const html = `<!doctype html><meta charset="utf-8"><title>Flag-combination smoke</title>
<style>body{font:14px system-ui;margin:24px}td,th{border:1px solid #ccc;padding:6px;vertical-align:top}img{width:160px}.bad{color:#b00}</style>
<h1>Flag-combination smoke (strength ${STRENGTH})</h1><table><tr><th>tenant</th><th>#</th><th>switches on</th><th>pages</th></tr>
${rows
  .map(
    (r) =>
      `<tr><td>${esc(r.tenant)}</td><td>${r.n}</td><td>${esc(r.on.join(', ') || 'all off')}</td><td>${r.pages
        .map(
          (p) =>
            `<figure><img src="${esc(p.shot)}" alt="${esc(p.path)}"><figcaption>${esc(p.path)}${p.problems
              .map((x) => `<div class="bad">${esc(x)}</div>`)
              .join('')}</figcaption></figure>`,
        )
        .join('')}</td></tr>`,
  )
  .join('\n')}</table>`;
  writeFileSync(join(REPORT_DIR, 'index.html'), html);
});
