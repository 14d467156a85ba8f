/**
 * Accessibility (axe, WCAG 2 A/AA) on every screen of both demo tenants, as a visitor and as a
 * member: no serious or critical violation. Dialogs are checked open (login, language, the
 * confirm and alert dialogs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox } from './helpers.ts';
import { signIn } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

test.describe.configure({ mode: 'parallel' });

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const listSerious = (
  where: string,
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[],
) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );

/** The routes a tenant serves, from its built package. */
async function routesOf(request: APIRequestContext, tenant: string): Promise<{ route: string; access: string }[]> {
  const pkg = await (await request.get(`http://127.0.0.1:${E2E_PORT}/tenants/${tenant}/tenant.json`)).json();
  return Object.values(pkg.screens as Record<string, { route?: string; access: string }>)
    .filter((s) => s.route && !s.route.includes(':'))
    .map((s) => ({ route: s.route!, access: s.access }));
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

// axe itself, as @axe-core/playwright (our dependency) loads it
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations on the page as it is now: axe is loaded once per document
 * (the screens below are walked in one), and run on the main frame (no screen or dialog checked
 * here holds a frame).
 */
async function serious(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: never[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((r) => r.violations),
    TAGS,
  );
  return listSerious(where, violations);
}

/** Every screen in one page load, as the player moves through the app (the router's history navigation, no reload). */
async function walkScreens(page: Page, tenant: string, routes: string[], who: string): Promise<string[]> {
  const found: string[] = [];
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  for (const route of routes) {
    await page.evaluate((r) => {
      history.pushState(null, '', r);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page).toHaveURL(site(tenant, route));
    await settle(page);
    found.push(...(await serious(page, `${who} ${route}`)));
  }
  return found;
}

for (const tenant of ['dragon', 'lotus']) {
  test(`${tenant}: every screen, as a visitor, has no serious axe violation`, async ({ page, request }) => {
    const routes = (await routesOf(request, tenant))
      .filter((r) => r.access === 'public' && r.route !== '/m/launchGame')
      .map((r) => r.route);
    expect(routes.length).toBeGreaterThan(15);
    await page.goto(site(tenant, '/m/home'));
    await settle(page);
    expect(await walkScreens(page, tenant, routes, 'visitor')).toEqual([]);
  });

  test(`${tenant}: every screen, as a member, has no serious axe violation`, async ({ page, request }) => {
    const routes = (await routesOf(request, tenant))
      .map((r) => r.route)
      .filter((r) => !['/m/launchGame', '/m/login', '/m/register'].includes(r));
    expect(routes.length).toBeGreaterThan(20);
    await signIn(page, request, tenant, `${tenant}agent`, '/m/member/home');
    expect(await walkScreens(page, tenant, routes, 'member')).toEqual([]);
  });
}

test('dialogs: login, language, logout confirmation and an alert have no serious axe violation', async ({ page }) => {
  const found: string[] = [];
  await page.goto(site('dragon', '/m/home'));
  await settle(page);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await serious(page, 'login dialog')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await serious(page, 'language dialog')));
  await page.keyboard.press('Escape');
  await page.goto(site('lotus', '/m/login'));
  const form = page.getByRole('form', { name: 'Log in with username' });
  await form.getByLabel('Username', { exact: true }).fill('lotusplayer');
  await form.getByLabel('Password', { exact: true }).fill('wrong-one');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  found.push(...(await serious(page, 'alert')));
  expect(found).toEqual([]);
});

/** Where the focus is: inside the dialog or not, the focused control's name, and whether it shows a focus ring. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const style = el ? getComputedStyle(el) : null;
    return {
      inside: !!(dialog && el && dialog.contains(el)),
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      ring:
        !!style &&
        ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'),
    };
  });
}

test('dialogs keep the keyboard inside, show where it is, and give the focus back to the opener', async ({ page }) => {
  await page.goto(site('dragon', '/m/home'));
  await settle(page);
  for (const opener of ['Log in', 'Language']) {
    const button = page.getByRole('button', { name: opener, exact: true }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(async () => (await focusState(page)).inside, { message: `${opener}: focus goes in` }).toBe(true);
    // Twenty Tabs forward and ten back never leave the dialog, and every stop shows its focus ring.
    for (const [key, times] of [
      ['Tab', 20],
      ['Shift+Tab', 10],
    ] as const)
      for (let i = 0; i < times; i++) {
        await page.keyboard.press(key);
        const state = await focusState(page);
        expect(state.inside, `${opener}: ${key} ${i + 1} left the dialog`).toBe(true);
        expect(state.ring, `${opener}: ${key} ${i + 1} on "${state.name}" shows no focus`).toBe(true);
      }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});
