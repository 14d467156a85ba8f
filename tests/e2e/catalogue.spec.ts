/**
 * A real merchant's lobby (issue 53): a catalogue of 5,000 games over 40 vendors (the sandbox's
 * generated catalogue, server/catalogue.ts). "Show more" asks for the next page only and appends
 * it in place, the scroll position and the focus kept, up to a vendor's last game (every page of
 * /m/rng: catalogue-walk.spec.ts in npm run qa); a search by name finds a game and opens it, says
 * when nothing matches, and lives in the address (back brings it back).
 */
import { test, expect } from './fixtures.ts';
import { site } from './helpers.ts';
import { tokenFor } from './access-helpers.ts';
import { generatedName } from '../../server/catalogue.ts';
import { withCatalogueOf5000, gameList, more, counts, walkToLastPage } from './catalogue-helpers.ts';

withCatalogueOf5000();

test("a vendor's games page by page to the last one: one call per page, appended, the scroll position and the focus kept", async ({
  page,
}) => {
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (gameList(r)) asked.push(new URL(r.url()).searchParams);
  });
  await page.goto(site('lotus', '/m/rng'));
  const chip = page
    .getByRole('group', { name: /Slots/ })
    .getByRole('button', { name: /^Studio \d+$/ })
    .first();
  // The vendor's grid renders deferred (a tap stays quick): its call comes a moment after the tap.
  const vendorCall = page.waitForRequest((r) => gameList(r) && new URL(r.url()).searchParams.has('vassalage'));
  await chip.click();
  const vendor = new URL((await vendorCall).url()).searchParams.get('vassalage');
  expect(vendor).toBeTruthy();
  await expect(more(page)).toBeVisible();
  const first = (await counts(page))!;
  expect(first.total).toBeGreaterThan(100);
  await walkToLastPage(page, first);
  const pages = asked.filter((q) => q.get('vassalage') === vendor).map((q) => q.get('pageNo'));
  expect(pages).toEqual(Array.from({ length: Math.ceil(first.total / 12) }, (_, i) => String(i + 1)));
});

test('a search finds a game by its name and opens it; back brings the search back; Escape clears it', async ({
  page,
  request,
}) => {
  const name = generatedName(4321);
  const searches: string[] = [];
  page.on('request', (r) => {
    const q = gameList(r) ? new URL(r.url()).searchParams.get('gameName') : null;
    if (q) searches.push(q);
  });
  const token = await tokenFor(request, 'LOTUS', 'lotusplayer');
  await page.goto(site('lotus', `/m/home?token=${token}`));
  const field = page.getByRole('searchbox', { name: 'Search games' });
  // Typed a letter at a time: asked once, for the whole name, a moment after the last key.
  await field.pressSequentially(name, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, '\\+')}$`));
  await expect(page.getByText(`Games matching “${name}”`)).toBeVisible();
  // (In the results' grid: once played, the game is in "Played recently" too.)
  const tile = page.locator('.game-grid').getByRole('button', { name: `Play ${name}` });
  await expect(tile).toBeVisible();
  expect(searches).toEqual([name]);
  // The tabs give way to the results, and come back when the search is cleared.
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toHaveCount(0);
  // Away and back: the address brings the search back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await page.goBack();
  await expect(field).toHaveValue(name);
  await expect(tile).toBeVisible();
  // The game opens from the results.
  await tile.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // A link with the search opens it; Escape clears it and the tabs come back.
  await page.goto(site('lotus', `/m/home?q=${encodeURIComponent(name)}`));
  await expect(field).toHaveValue(name);
  await expect(tile).toBeVisible();
  await field.press('Escape');
  await expect(field).toHaveValue('');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
});

test('a search that matches nothing says so, in the player’s language; a category page searches its category', async ({
  page,
}) => {
  await page.goto(site('lotus', '/m/rng?q=zzqx'));
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('zzqx');
  await expect(page.getByText('No games match “zzqx”')).toBeVisible();
  const asked = page.waitForRequest((r) => gameList(r) && new URL(r.url()).searchParams.get('gameName') === 'jade');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('jade');
  const q = new URL((await asked).url()).searchParams;
  expect(q.get('gameType')).toBe('RNG');
  await expect(page.getByRole('button', { name: /^Play Jade / }).first()).toBeVisible();
  await page.goto(site('lotus', '/m/rng?q=zzqx'));
  await page.evaluate(() => localStorage.setItem('language', 'VI'));
  await page.reload();
  await expect(page.getByText('Không có trò chơi nào khớp với “zzqx”')).toBeVisible();
});
