/**
 * The lobby at a real merchant's size (issue 53), shared by catalogue.spec.ts and npm run qa's
 * catalogue-walk.spec.ts: lotus with the sandbox's generated catalogue of 5,000 games, the game
 * list's calls, the "Show more" button and its counts, and the walk by it to the last page.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { configure, resetSandbox } from './helpers.ts';

/** Lotus serves 5,000 games over 40 vendors in each test of the file that calls this. */
export function withCatalogueOf5000(): void {
  test.beforeEach(async ({ request }) => {
    await configure(request, 'lotus', { catalogue: 5000 });
  });
  test.afterEach(async ({ request }) => {
    await resetSandbox(request);
  });
}

export const gameList = (r: Request) => new URL(r.url()).pathname === '/wps/relay/GCSGAME_gameList';
export const more = (page: Page) => page.getByRole('button', { name: /^Show more \(\d+ of \d+\)$/ });
export const counts = async (page: Page) => {
  const m = /\((\d+) of (\d+)\)/.exec((await more(page).textContent()) ?? '');
  return m ? { shown: Number(m[1]), total: Number(m[2]) } : null;
};

/**
 * "Show more" tapped up to the last game of the grid shown, from `first` (its counts before the
 * first tap): at each step the next page's call, 12 more games, the scroll position kept (the grid
 * grows below the button's old place) and the focus on the button; at the end no button and the
 * focus on the first game the last page brought. Returns the games shown.
 */
export async function walkToLastPage(page: Page, first: { shown: number; total: number }): Promise<number> {
  const grid = page.locator('main .game-grid').first();
  let shown = first.shown;
  for (let pageNo = 2; shown < first.total; pageNo++) {
    await more(page).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => scrollY);
    const answered = page.waitForResponse((r) => gameList(r.request()) && r.url().includes(`pageNo=${pageNo}&`));
    await more(page).click();
    await answered;
    shown = Math.min(first.total, shown + 12);
    await expect(grid.locator('> li')).toHaveCount(shown);
    expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThanOrEqual(1);
    if (shown < first.total) {
      await expect(more(page)).toBeFocused(); // the focus stays where the player is
      expect(await counts(page)).toEqual({ shown, total: first.total });
    }
  }
  await expect(more(page)).toHaveCount(0);
  const lastPageStart = Math.floor((shown - 1) / 12) * 12;
  await expect(grid.locator('> li').nth(lastPageStart).getByRole('button').first()).toBeFocused();
  return shown;
}
