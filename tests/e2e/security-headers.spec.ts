/**
 * Security headers on every kind of answer, and the site running under its Content-Security-Policy
 * with no violation: the lobby, the captcha, the member centre, the chat, a game launch.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { logIn, loggedIn, solveCaptcha } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const base = `http://127.0.0.1:${E2E_PORT}`;

test('every answer carries the security headers; pages a CSP without unsafe-eval or unsafe-inline', async ({
  request,
}) => {
  const index = await request.get(`${base}/m/home`);
  const asset = /"(\/assets\/index-[^"]+\.js)"/.exec(await index.text())![1]!; // the app's entry, named in the page
  const answers = {
    page: index,
    root: await request.get(`${base}/`),
    asset: await request.get(`${base}${asset}`),
    api: await request.get(`${base}/wps/v2/system/status`, { headers: { Merchant: 'DRAGON' } }),
    tenant: await request.get(`${base}/tenants/dragon/tenant.json`),
    chat: await request.get(`${base}/__chat/?desk=LIVECHAT`),
    art: await request.get(`${base}/__art/game/pg-mahjong-ways.svg`),
  };
  for (const [name, r] of Object.entries(answers)) {
    const h = r.headers();
    expect(h['x-content-type-options'], name).toBe('nosniff');
    expect(h['referrer-policy'], name).toBe('strict-origin');
    expect(h['permissions-policy'], name).toContain('camera=()');
    expect(h['x-frame-options'], name).toBe(name === 'chat' ? 'SAMEORIGIN' : 'DENY');
  }
  const csp = answers.page.headers()['content-security-policy']!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/unsafe-(eval|inline)/);
  expect(answers.chat.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

/** Records every CSP violation the page reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

test('the site runs under its policy: lobby, captcha, member centre, chat and a game, no violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  await configure(request, 'dragon', { merchantConfig: { settings: { loginCaptcha: true } } });
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonagent', 'agent123');
  await solveCaptcha(page);
  await loggedIn(page);
  await page.getByRole('link', { name: /^My account/ }).click();
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'VIP' }).click();
  await expect(page.getByText('Rank level 3')).toBeVisible();
  await page.goto(site('dragon', '/m/member/home'));
  await page
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'Customer service' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Customer service' }).frameLocator('iframe').locator('#who'),
  ).toContainText('dragonagent');
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page.goto(site('dragon', '/m/launchGame?prize_mode=M1&code=vnlott-north-lotto-1-min'));
  await expect(page).toHaveURL(/\/__game\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
  // and the control: a violation is seen when one happens
  await page.goto(site('dragon', '/m/home'));
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.append(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});
