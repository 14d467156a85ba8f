/**
 * S5 "The image format (avif or webp) is checked and cached; iOS below 14 gets none": the relays
 * that answer images ask for the format this browser decodes, found once a session.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site } from './helpers.ts';

const IOS = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v.replace('_', '.')} Mobile/15E148 Safari/604.1`;

/** The image relays the page asked, with the ext each asked for (none: ""). */
function imageRelays(page: Page): Map<string, string> {
  const asked = new Map<string, string>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/^\/wps\/relay\/(MCSFE|CCSFE)_getListAnnouncements$/.test(u.pathname))
      asked.set(u.pathname.split('/').pop()!, u.searchParams.get('ext') ?? '');
  });
  return asked;
}

test('Chromium decodes AVIF: the image relays ask for ext=avif, and the answer is kept for the session', async ({
  page,
}) => {
  const asked = imageRelays(page);
  await page.goto(site('dragon', '/m/home'));
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  await expect.poll(() => asked.size).toBeGreaterThan(0);
  expect([...new Set(asked.values())]).toEqual(['avif']);
  expect(await page.evaluate(() => sessionStorage.getItem('imageExt'))).toBe('avif');
});

test.describe('iOS 13', () => {
  test.use({ userAgent: IOS('13_7') });
  test('iOS below 14 gets none: the image relays ask for no format', async ({ page }) => {
    const asked = imageRelays(page);
    await page.goto(site('dragon', '/m/home'));
    await page.waitForFunction(() => window.__handOver?.appReady === true);
    await expect.poll(() => asked.size).toBeGreaterThan(0);
    expect([...new Set(asked.values())]).toEqual(['']);
  });
});
