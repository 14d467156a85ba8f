/**
 * The tenant studio as an operator uses it (issue 40), on copies of the tenants and of the built
 * site (the repository's are never written): edit lotus in the browser and see the draft in the
 * preview, be shown a problem at its line as it is typed, fix it, publish, and find the change on
 * lotus's site; make a new merchant from the form. The studio is started as `npm run studio` starts
 * it (`tenant studio`), with its own sandbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../../cli/lib/ports.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, closedToday } from './fixtures.ts';
import { copySite } from '../../cli/lib/releases.ts';

const ROOT = process.cwd();

let studio: ChildProcess | undefined;
let work = '';
let output = '';
let port = 0;
let sitePort = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'studio-'));
  cpSync(join(ROOT, 'tenants'), join(work, 'tenants'), { recursive: true, verbatimSymlinks: true });
  rmSync(join(work, 'tenants', '.studio'), { recursive: true, force: true });
  copySite(join(ROOT, 'dist'), join(work, 'dist'));
  port = await freePort();
  studio = spawn(
    process.execPath,
    [
      'cli/bin/tenant.mjs',
      'studio',
      '--port',
      String(port),
      '--dist',
      join(work, 'dist'),
      '--site',
      'https://{id}.m.example.test',
    ],
    { cwd: ROOT, env: { ...process.env, TENANTS_DIR: join(work, 'tenants') }, detached: true },
  );
  studio.stdout!.on('data', (d) => (output += d));
  studio.stderr!.on('data', (d) => (output += d));
  // Its last line of the start: the three lines may come through the pipe in more than one piece
  // (a CI run read the first before the second had arrived).
  await expect
    .poll(() => output, { timeout: 150_000 })
    .toMatch(/the published site: https:\/\/<id>\.m\.example\.test\/m\/home/);
  expect(output).toContain(`Tenant studio on http://localhost:${port}/`);
  expect(output).toContain('Listening on loopback only');
  sitePort = Number(/published build on the studio's sandbox: http:\/\/<id>\.localhost:(\d+)/.exec(output)?.[1]);
  expect(sitePort).toBeGreaterThan(0);
});
// Playwright reads the fixtures a hook uses from its first parameter: this one uses none.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('studio output', { body: output });
});
test.afterAll(() => {
  // The studio, its CLI parent and its sandbox are one process group.
  if (studio?.pid) process.kill(-studio.pid, 'SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Replaces the line of the editor that holds `find` with `line` (as an operator retyping it). */
async function retype(page: Page, editor: string, find: string, line: string) {
  const box = page.getByRole('textbox', { name: editor });
  await box.locator('.cm-line', { hasText: find }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.insertText(line);
}

/** Runs `step`; should it fail, its error names every focus change of the studio page meanwhile. */
async function withFocusLog(page: Page, step: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    const t0 = performance.now();
    const name = (t: EventTarget | null) =>
      t instanceof Element
        ? `${t.tagName.toLowerCase()}${t.className ? `.${String(t.className).split(' ')[0]}` : ''}`
        : String(t);
    const note = (what: string) => log.push(`${Math.round(performance.now() - t0)} ms ${what}`);
    for (const type of ['focusin', 'focusout'])
      document.addEventListener(
        type,
        (e) => note(`${type} ${name(e.target)} (other: ${name((e as FocusEvent).relatedTarget)})`),
        true,
      );
    window.addEventListener('blur', () => note('window blur'));
    (window as unknown as { __focusLog: string[] }).__focusLog = log;
  });
  try {
    await step();
  } catch (e) {
    const log = await page
      .evaluate(() => (window as unknown as { __focusLog?: string[] }).__focusLog?.join('\n') || 'no focus change')
      .catch((err: unknown) => `focus log unreadable: ${String(err)}`);
    (e as Error).message += `\n\nfocus changes in the studio page:\n${log}`;
    throw e;
  }
}

const tenantFile = (...path: string[]) => readFileSync(join(work, 'tenants', ...path), 'utf8');

test('an operator edits lotus, sees it in the preview, is shown a problem at its line, fixes it and publishes', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1500, height: 1180 });
  await page.goto(`http://localhost:${port}/#lotus`);
  const editor = 'tenant.json of lotus';
  const box = page.getByRole('textbox', { name: editor });
  await expect(box).toContainText('"primary": "#00796b"');
  await expect(page.getByText('No problems: tenant validate passes.')).toBeVisible();
  const preview = page.frameLocator('iframe[title="Preview of lotus"]');
  const home = preview.getByRole('navigation').locator('li[data-menu-key="home"]').first();
  await expect(home).toContainText('Home', { timeout: 30_000 });

  // Hover text from the schema's descriptions, and completion of i18n keys where a text takes one.
  // (The key is plain text in its line: pointed at a few characters in.)
  await box.locator('.cm-line', { hasText: '"merchantCode"' }).hover({ position: { x: 48, y: 8 } });
  await expect(page.locator('.cm-tooltip-hover')).toContainText('Sent as the Merchant header.');
  await box.locator('.cm-line').first().click();
  await page.keyboard.press('Control+End');
  await retype(page, editor, '"menu.me"', '"label": "menu.",');
  await expect(box.locator('.cm-activeLine')).toHaveText('"label": "menu.",');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // As an operator does it: the list opens, then a letter narrows it (each step its own check, so
  // a failure says whether the list never opened or closed before the letter, with where the
  // focus went meanwhile: CodeMirror closes its list when the editor loses the focus).
  await withFocusLog(page, async () => {
    await page.keyboard.press('Control+Space');
    const completions = page.getByRole('listbox');
    await expect(completions.getByRole('option', { name: 'menu.home', exact: true })).toBeVisible();
    await page.keyboard.type('m');
    await expect(completions.getByRole('option', { name: 'menu.me', exact: true })).toBeVisible();
    await expect(completions.getByRole('option', { name: 'menu.home', exact: true })).toHaveCount(0);
    await completions.getByRole('option', { name: 'menu.me', exact: true }).click();
  });
  await expect(box.locator('.cm-activeLine')).toHaveText('"label": "menu.me",');
  await page.keyboard.press('Control+Home');

  // The primary colour, and the home menu entry's label (its English text, in lotus's own i18n file).
  await retype(page, editor, '"primary"', '"primary": "#c2185b",');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByRole('tab', { name: 'i18n/EN.json' }).click();
  await retype(
    page,
    'i18n/EN.json of lotus',
    '"home.welcome"',
    '"home.welcome": "Welcome to Lotus Play",\n  "menu.home": "Lobby"',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByText('Draft: not published')).toBeVisible();

  await expect(home).toContainText('Lobby', { timeout: 30_000 });
  const primary = () =>
    preview.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  await expect.poll(primary).toBe('#c2185b');
  // The draft is not the tenant's files: those are as they were until Publish.
  expect(tenantFile('lotus', 'tenant.json')).toContain('"primary": "#00796b"');
  expect(existsSync(join(work, 'tenants', '.studio', 'lotus', 'i18n', 'EN.json'))).toBe(true);

  // A colour that is no colour: tenant validate's problem, at its line in the editor and in the list.
  await page.getByRole('tab', { name: 'tenant.json' }).click();
  await retype(page, editor, '"primary"', '"primary": "#c2185z",');
  const problem = page.getByRole('list', { name: 'Problems of tenant validate' }).getByRole('listitem');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText(
    /tenant\.json:17:\d+ {2}\/theme\/colors\/primary {2}"#c2185z" is not a valid CSS colour/,
  );
  const marked = page
    .getByRole('textbox', { name: editor })
    .locator('.cm-line', { has: page.locator('.cm-lintRange-error') });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('"primary": "#c2185z"');
  // The editor, its problem and the preview side by side (the issue's closing note shows it).
  await expect(preview.getByText('Daily missions')).toBeVisible();
  await page.screenshot({ path: 'test-results/studio.png' });
  // Publishing it is refused, with the same problem; nothing moves.
  await page.getByRole('button', { name: 'Publish lotus' }).click();
  await expect(page.getByRole('region', { name: 'Publish result' })).toContainText('is not a valid CSS colour');
  await expect(page.getByRole('region', { name: 'Publish result' })).toContainText('Not published');
  expect(tenantFile('lotus', 'tenant.json')).toContain('"primary": "#00796b"');

  await retype(page, editor, '"primary"', '"primary": "#c2185b",');
  await expect(page.getByText('No problems: tenant validate passes.')).toBeVisible();
  // tenant explain for the value under the cursor: which layer set it, in which file and line.
  const explain = page.getByRole('tabpanel', { name: 'Explain' });
  await expect(explain).toContainText('/theme/colors/primary');
  await expect(explain.getByRole('row', { name: /lotus .*tenants\/lotus\/tenant\.json:17:/ })).toBeVisible();
  // The diff against what is live names both changes.
  await page.getByRole('tab', { name: 'Diff with published' }).click();
  const diff = page.getByRole('tabpanel', { name: 'Diff with published' });
  await expect(diff.getByRole('row', { name: /\/theme\/colors\/primary/ })).toContainText('"#c2185b"');
  await expect(diff.getByRole('row', { name: /\/translations\/EN\/menu\.home/ })).toContainText('"Lobby"');

  await page.getByRole('button', { name: 'Publish lotus' }).click();
  const result = page.getByRole('region', { name: 'Publish result' });
  await expect(result.getByRole('status')).toHaveText('Published', { timeout: 150_000 });
  await expect(result).toContainText('published lotus');
  await expect(page.getByText('No draft: as published')).toBeVisible();
  expect(tenantFile('lotus', 'tenant.json')).toContain('"primary": "#c2185b"');
  expect(existsSync(join(work, 'tenants', '.studio', 'lotus'))).toBe(false);

  // Lotus's site (the published build, served as players get it) has both changes.
  const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await player.addInitScript(closedToday, 'popupsClosed');
  await player.goto(`http://lotus.localhost:${sitePort}/m/home`);
  await expect(player.getByRole('navigation').locator('li[data-menu-key="home"]').first()).toContainText('Lobby');
  expect(
    await player.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()),
  ).toBe('#c2185b');
  await player.close();
  // The repository's own tenants were never touched.
  expect(readFileSync(join(ROOT, 'tenants/lotus/tenant.json'), 'utf8')).toContain('"primary": "#00796b"');
});

test('a new merchant is made from the studio form and opens in the editor', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('button', { name: 'New merchant' }).click();
  const form = page.getByRole('form', { name: 'New merchant' });
  await form.getByLabel('Id (a-z, 0-9, -)').fill('orchid');
  await form.getByLabel('Start from').selectOption('lotus');
  await form.getByLabel('Name').fill('Orchid Play');
  await form.getByLabel(/Extra hosts/).fill('www.orchid.example');
  await form.getByRole('checkbox', { name: 'VI' }).check();
  await form.getByLabel('Primary colour (#rrggbb)').fill('#6a1b9a');
  await form.getByRole('button', { name: 'Create merchant' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'orchid' })).toBeVisible({ timeout: 60_000 });
  const editor = page.getByRole('textbox', { name: 'tenant.json of orchid' });
  await expect(editor).toContainText('"id": "orchid"');
  await expect(editor).toContainText('"primary": "#6a1b9a"');
  await expect(page.getByRole('tab', { name: 'i18n/VI.json' })).toBeVisible();
  await expect(page.getByText('No problems: tenant validate passes.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tenants' }).getByRole('button', { name: 'orchid' })).toBeVisible();
  expect(JSON.parse(tenantFile('orchid', 'tenant.json')).hosts).toEqual(['orchid.localhost', 'www.orchid.example']);
  // The preview runs the new merchant's package against the sandbox (which read the new tenant).
  const preview = page.frameLocator('iframe[title="Preview of orchid"]');
  await expect
    .poll(() =>
      preview.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim()),
    )
    .toBe('#6a1b9a');
  // The same id again: tenant init's refusal, shown in the form.
  await page.getByRole('button', { name: 'New merchant' }).click();
  await form.getByLabel('Id (a-z, 0-9, -)').fill('orchid');
  await form.getByRole('button', { name: 'Create merchant' }).click();
  await expect(form.getByRole('alert')).toContainText('tenant "orchid" already exists');
});

test('two tabs on one tenant: the later save is refused and the operator chooses, nothing is overwritten silently', async ({
  context,
}) => {
  const [a, b] = [await context.newPage(), await context.newPage()];
  const editor = 'tenant.json of dragon';
  for (const p of [a, b]) {
    await p.setViewportSize({ width: 1500, height: 1000 });
    await p.goto(`http://localhost:${port}/#dragon`);
    await expect(p.getByRole('textbox', { name: editor })).toContainText('"name": "Dragon Lotto"');
    // Opening saves nothing, and says so; the link is the merchant's published site (--site).
    await expect(p.getByRole('status').filter({ hasText: 'An edit is saved as a draft as you type.' })).toBeVisible();
    await expect(p.getByText('Draft saved')).toHaveCount(0);
  }
  const published = a.getByRole('link', { name: 'https://dragon.m.example.test/m/home' });
  await expect(published).toHaveAttribute('href', 'https://dragon.m.example.test/m/home');
  await expect(a.getByText('Published site:')).toBeVisible();
  await retype(a, editor, '"name"', '"name": "Dragon A",');
  await expect(a.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await retype(b, editor, '"name"', '"name": "Dragon B",');
  const conflict = b.getByRole('alert').filter({ hasText: 'was changed elsewhere' });
  await expect(conflict).toBeVisible();
  // Tab B's edit was not written over tab A's.
  expect(tenantFile('.studio', 'dragon', 'tenant.json')).toContain('"name": "Dragon A"');
  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(b.getByRole('textbox', { name: editor })).toContainText('"name": "Dragon A"');
  await expect(b.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  b.once('dialog', (d) => void d.accept());
  await b.getByRole('button', { name: 'Discard draft' }).click();
  await expect(b.getByText('No draft: as published')).toBeVisible();
  expect(existsSync(join(work, 'tenants', '.studio', 'dragon'))).toBe(false);
  expect(tenantFile('dragon', 'tenant.json')).toContain('"name": "Dragon Lotto"');
});

test('the preview takes a route, a language, the demo member and the switches the tenant reads', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(`http://localhost:${port}/#lotus`);
  const preview = page.frameLocator('iframe[title="Preview of lotus"]');
  const controls = page.getByRole('region', { name: 'Preview' });
  await controls.getByLabel('Route').selectOption('/m/login');
  const telegram = preview.getByRole('button', { name: 'Log in with Telegram' });
  await expect(telegram).toBeVisible({ timeout: 30_000 });
  // A switch off in the sandbox (the overlay tenant matrix writes): the sign-in it enables is gone.
  const sw = controls.getByRole('checkbox', { name: 'TELEGRAMLOGIN3' });
  await expect(sw).toBeChecked();
  await sw.uncheck();
  // The reloaded login page (its form), without the messaging-app button.
  await expect(preview.getByRole('button', { name: 'Log in', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(telegram).toHaveCount(0);
  await sw.check();
  await expect(telegram).toBeVisible();
  // Another language of the tenant.
  await controls.getByLabel('Language').selectOption('VI');
  await expect(preview.locator('html')).toHaveAttribute('lang', /^vi/i);
  // The demo member on a member page.
  await controls.getByLabel('Route').selectOption('/m/member/home');
  await controls.getByRole('checkbox', { name: /As demo member \(lotusplayer\)/ }).check();
  await expect(preview.getByRole('heading', { level: 1, name: 'lotusplayer' })).toBeVisible({ timeout: 30_000 });
});

test('a browser that blocks a framed page its storage: the preview says so and opens in its own tab', async ({
  page,
}) => {
  // As Chromium's third-party storage blocking: a framed page on another site may not use localStorage.
  await page.addInitScript(() => {
    if (window === window.top) return;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(`http://localhost:${port}/#lotus`);
  const preview = page.frameLocator('iframe[title="Preview of lotus"]');
  const alert = preview.getByRole('alert');
  await expect(alert).toContainText('The preview cannot start: this browser blocks the storage', { timeout: 30_000 });
  const open = alert.getByRole('link', { name: 'open the preview in its own tab' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  // Its own tab is the top page: the storage is the site's own, and the lobby starts.
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(tab.locator('html')).toHaveAttribute('data-tenant', 'lotus');
  await expect(tab.getByRole('alert')).toHaveCount(0);
});
