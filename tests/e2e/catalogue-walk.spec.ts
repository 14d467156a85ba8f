/**
 * npm run qa (a walk of 215 pages, ~4 min): every page of /m/rng at a real merchant's size (issue
 * 53), a catalogue of 5,000 games over 40 vendors (server/catalogue.ts), by "Show more" up to the
 * last game. npm test's catalogue.spec.ts walks a vendor's pages the same way.
 */
import { test, expect } from './fixtures.ts';
import { site } from './helpers.ts';
import { withCatalogueOf5000, gameList, more, counts, walkToLastPage } from './catalogue-helpers.ts';

withCatalogueOf5000();

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
  await walkToLastPage(page, first);
  // Each page asked once.
  const pages = asked.filter((q) => q.get('gameType') === 'RNG' && !q.get('gameName')).map((q) => q.get('pageNo'));
  expect(pages).toEqual(Array.from({ length: Math.ceil(first.total / 12) }, (_, i) => String(i + 1)));
  expect(asked.every((q) => q.get('pageSize') === '12')).toBe(true);
});
