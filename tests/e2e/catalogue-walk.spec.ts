/**
 * npm run qa (a walk of 215 pages, ~4 min): every page of /m/rng at a real merchant's size (issue
 * 53), a catalogue of 5,000 games over 40 vendors (server/catalogue.ts), by "Show more" up to the
 * last game. npm test's catalogue.spec.ts walks a vendor's pages the same way.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';

test.beforeEach(async ({ request }) => {
  await configure(request, 'lotus', { catalogue: 5000 });
});
test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const gameList = (r: Request) => new URL(r.url()).pathname === '/wps/relay/GCSGAME_gameList';
const more = (page: Page) => page.getByRole('button', { name: /^Show more \(\d+ of \d+\)$/ });
const counts = async (page: Page) => {
  const m = /\((\d+) of (\d+)\)/.exec((await more(page).textContent()) ?? '');
  return m ? { shown: Number(m[1]), total: Number(m[2]) } : null;
};

test('/m/rng: "Show more" asks for the next page only and appends it, the scroll position kept, up to the last game', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (gameList(r)) asked.push(new URL(r.url()).searchParams);
  });
  await page.goto(site('lotus', '/m/rng'));
  await expect(more(page)).toBeVisible();
  const first = (await counts(page))!;
  expect(first.shown).toBe(12);
  expect(first.total).toBeGreaterThan(2000); // most of a real catalogue is slots
  const grid = page.locator('main .game-grid').first();
  let shown = first.shown;
  for (let pageNo = 2; shown < first.total; pageNo++) {
    await more(page).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => scrollY);
    const answered = page.waitForResponse(
      (r) => gameList(r.request()) && r.request().url().includes(`pageNo=${pageNo}&`),
    );
    await more(page).click();
    await answered;
    shown = Math.min(first.total, shown + 12);
    await expect(grid.locator('> li')).toHaveCount(shown);
    // The grid grew below the button's old place: nothing above it moved, the page did not jump.
    expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThanOrEqual(1);
    if (shown < first.total) {
      await expect(more(page)).toBeFocused(); // the focus stays where the player is
      expect(await counts(page)).toEqual({ shown, total: first.total });
    }
  }
  // The last page: no more button, the focus on the first game it brought; each page asked once.
  await expect(more(page)).toHaveCount(0);
  await expect(
    grid
      .locator('> li')
      .nth(shown - (shown % 12 || 12))
      .getByRole('button')
      .first(),
  ).toBeFocused();
  const pages = asked.filter((q) => q.get('gameType') === 'RNG' && !q.get('gameName')).map((q) => q.get('pageNo'));
  expect(pages).toEqual(Array.from({ length: Math.ceil(first.total / 12) }, (_, i) => String(i + 1)));
  expect(asked.every((q) => q.get('pageSize') === '12')).toBe(true);
});
