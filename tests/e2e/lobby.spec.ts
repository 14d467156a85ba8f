/** The lobby as a player meets it (S2, S3, S4, S5, S7, S9), on both demo tenants. */
import { test, expect, closedToday } from './fixtures.ts';
import { site, resetSandbox, cssVar, configure, decided } from './helpers.ts';
import { control, tokenFor } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('home is a lobby', () => {
  for (const [tenant, firstTab, vendor, primary] of [
    ['dragon', 'Lottery', 'Vietnam Lottery', '#b71c1c'],
    ['lotus', 'Sports', 'SBO Sports', '#00796b'],
  ] as const) {
    test(`${tenant}: banners, marquee, categories and games`, async ({ page }) => {
      await page.goto(site(tenant, '/m/home'));
      await expect(page.getByRole('region', { name: 'Featured' }).getByRole('button').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(firstTab);
      await expect(
        page.getByRole('group', { name: `${firstTab} providers` }).getByRole('button', { name: vendor }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^Play / })
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Hot games' })
          .getByRole('button', { name: /^Play / })
          .first(),
      ).toBeVisible();
      expect(await cssVar(page, '--color-primary')).toBe(primary);
      // every picture has its box before it loads: nothing shifts
      for (const img of await page.locator('main img').all()) {
        expect(await img.getAttribute('width'), (await img.getAttribute('src')) ?? '').not.toBeNull();
      }
      await page.screenshot({ path: `test-results/screenshots/${tenant}-home-390x844.png` });
      await page.screenshot({ path: `test-results/screenshots/${tenant}-home-full.png`, fullPage: true });
    });
  }

  test('a category tab lists its vendors in ordinal order (S9), RNG and PVP merged into TCG', async ({ page }) => {
    await page.goto(site('dragon', '/m/home'));
    const vendors = page.getByRole('group', { name: 'Lottery providers' }).getByRole('button');
    // VNLOTT (ELOTTO = ELOTT, 100) and TCG (ELOTT, 100) in arrival order, then SEA (SEA_LOTT = ELOTT + 5)
    await expect(vendors).toHaveText(['All', 'Vietnam Lottery', 'TCG Lottery', 'SEA Lottery']);
    await vendors.filter({ hasText: 'TCG Lottery' }).click();
    // TCG stands for its own games and those of RNG and PVP
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: 'Play Lucky 5D' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Play Quick Draw 30s' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Play Duel Lotto' })).toBeVisible();
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(page.getByRole('group', { name: 'Slots providers' }).getByRole('button')).toHaveText([
      'All',
      'PG Slots',
      'JILI Slots',
      'Pragmatic Slots',
    ]);
    // the keyboard moves between tabs
    await page.getByRole('tab', { name: 'Slots' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Lottery' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
  });

  test("the rank list's wins and the match list's times read in the player's language; a worker sets Intl up first", async ({
    page,
  }) => {
    // The first Intl formatter of a page costs 15-40 ms of main thread at desktop speed: a worker makes it first.
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(site('lotus', '/m/home'));
    const wins = page.getByRole('region', { name: 'Most played today' }).getByLabel('Biggest win');
    await expect(wins.first()).toHaveText(/^฿\d{1,3}(,\d{3})+$/);
    const times = page.getByRole('region', { name: 'Upcoming matches' }).locator('time');
    await expect(times.first()).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} [AP]M$/);
    expect(
      workers.some((u) => /\/assets\/intl-warm\.worker-[\w-]+\.js$/.test(u)),
      workers.join(' '),
    ).toBe(true);
    // Thai: the same amounts in Thai (latin digits, the baht sign before)
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'ไทย' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'เล่นมากที่สุดวันนี้' }).getByLabel('ชนะสูงสุด').first()).toHaveText(
      /^฿\d{1,3}(,\d{3})+$/,
    );
  });

  test('the currency map on screen (S5): "Currency TLB maps to PHP; otherwise the first 3 letters are used", the symbol where the country info puts it', async ({
    page,
    request,
  }) => {
    const wins = page.getByRole('region', { name: 'Most played today' }).getByLabel('Biggest win');
    const philippines = {
      countryCode: 'PH',
      countryDialingCode: '63',
      countries: [{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }],
    };
    // TLB and no symbol of its own: the code PHP, before the amount
    await configure(request, 'lotus', {
      content: { country: { ...philippines, currency: 'TLB', currencySymbol: '', currencyPosition: 'before' } },
    });
    await page.goto(site('lotus', '/m/home'));
    await expect(wins.first()).toHaveText(/^PHP\d{1,3}(,\d{3})+$/);
    // another code: its first 3 letters (USDT reads USD), after the amount as the country info says
    await configure(request, 'lotus', {
      content: { country: { ...philippines, currency: 'usdt', currencySymbol: '', currencyPosition: 'after' } },
    });
    await page.reload();
    await expect(wins.first()).toHaveText(/^\d{1,3}(,\d{3})+ USD$/);
    // a symbol of its own is shown instead of the code, here after the amount (dragon's dong)
    await page.goto(site('dragon', '/m/home'));
    await expect(wins.first()).toHaveText(/^\d{1,3}(,\d{3})+ ₫$/);
  });

  test('a failed part shows its own retry while the rest of the lobby works', async ({ page, request }) => {
    await request.post(control('/faults'), {
      data: { path: '/wps/relay/GCSGAME_hotGamesV2', kind: 'http', status: 500, count: 1 },
    });
    await page.goto(site('lotus', '/m/home'));
    const hot = page.getByRole('region', { name: 'Hot games' });
    await expect(hot.getByText('This part could not be loaded.')).toBeVisible();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^Play / })
        .first(),
    ).toBeVisible();
    await hot.getByRole('button', { name: 'Retry' }).click();
    await expect(hot.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  });

  test('a category page of a category the merchant does not offer says so and leads back; one it offers lists its games', async ({
    page,
  }) => {
    await page.goto(site('dragon', '/m/arcade'));
    await expect(page.getByText('Arcade games are not offered here. See what is on in the lobby.')).toBeVisible();
    await expect(page.getByText('No games in this category yet')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('tab').first()).toBeVisible();
    await page.goto(site('dragon', '/m/sports'));
    await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await expect(page.getByText(/are not offered here/)).toHaveCount(0);
  });
});

test.describe('banners route as S2 says', () => {
  test('P opens the promotion, URL /m an internal route, an external URL a new tab, G the game', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'DRAGON', 'dragonplayer');
    // The routing is tested here, on the app's own page: a tap on the pre-rendered page before
    // the app is up is done again once it is (prerender.spec), which a retried click cannot follow,
    // and a new tab opened by that replayed tap is a popup without the player's gesture.
    const home = async (path = '/m/home') => {
      await page.goto(site('dragon', path));
      await page.waitForFunction(() => window.__handOver?.appReady === true);
    };
    await home(`/m/home?token=${token}`);
    const banners = page.getByRole('region', { name: 'Featured' });
    // P
    await banners.getByRole('button', { name: /^Lunar draw festival/ }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily sign-in');
    // The terms are a titled part of the back end's content: each of its lines a paragraph.
    const detail = page.getByRole('article', { name: 'Daily sign-in' });
    await expect(detail.getByText('Terms', { exact: true })).toBeVisible();
    await expect(detail.getByText('One claim per member and day. Bonus must be wagered 3 times.')).toBeVisible();
    // URL, internal
    await home();
    await banners.getByRole('button', { name: /^Slots week/ }).click();
    await expect(page).toHaveURL(/\/m\/rng$/);
    // URL, external: a new tab (answered here: nothing leaves the machine)
    await page
      .context()
      .route('https://help.dragonlotto.example/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<h1>Guide</h1>' }),
      );
    await home();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      banners.getByRole('button', { name: /^How to play Vietnam Lottery/ }).click(),
    ]);
    await expect(tab.getByRole('heading', { name: 'Guide' })).toBeVisible();
    expect(tab.url()).toBe('https://help.dragonlotto.example/guide');
    expect(await tab.evaluate(() => window.opener)).toBeNull(); // no opener: the site is not reachable from there
    await tab.close();
    await expect(page).toHaveURL(/\/m\/home$/);
    // G: the game, launched as a lottery game
    await banners.getByRole('button', { name: /^North Lotto every minute/ }).click();
    await expect(page.getByRole('heading', { name: 'North Lotto 1 min' })).toBeVisible();
    await expect(page.locator('[data-field="mode"]')).toHaveText('Lottery, Vietnam mode');
  });

  test('the dots are named after the banners and pick one', async ({ page }) => {
    await page.goto(site('lotus', '/m/home'));
    const banners = page.getByRole('region', { name: 'Featured' });
    const dot = banners.getByRole('button', { name: 'Show banner 3: Live baccarat, 24/7' });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('announcements', () => {
  test.use({ popups: true });
  test('the popups page through "n of m" and, closed, stay closed for the day in this browser', async ({
    page,
    context,
  }) => {
    await page.goto(site('dragon', '/m/home'));
    const popup = page.getByRole('dialog', { name: 'Welcome to Dragon Lotto' });
    await expect(popup.getByText('1 of 3')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Daily sign-in bonus' }).getByText('2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('3 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await decided(page, 'popups', 'closed');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A new tab is a new browser session: closed today is still closed there.
    const tab = await context.newPage();
    await tab.goto(site('dragon', '/m/home'));
    await decided(tab, 'popups', 'closed');
    await expect(tab.getByRole('dialog')).toHaveCount(0);
    // Closed yesterday: they come back.
    await tab.evaluate(() => localStorage.setItem('popupsClosed', '2000-01-01'));
    await tab.reload();
    await expect(tab.getByRole('dialog', { name: 'Welcome to Dragon Lotto' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ reducedMotion: 'no-preference' });
    test('the marquee moves at 60 px per second, pauses under a finger or the focus, and stands still on its line for reduced motion', async ({
      page,
    }) => {
      await page.addInitScript(closedToday, 'popupsClosed');
      await page.goto(site('lotus', '/m/home'));
      const line = page.locator('.marquee-line');
      await expect(line).toContainText('Weekend football boost');
      await expect(line).not.toHaveCSS('animation-duration', '0s'); // set once the line is laid out
      const { width, seconds, state } = await line.evaluate((el) => ({
        width: el.scrollWidth,
        seconds: parseFloat(getComputedStyle(el).animationDuration),
        state: getComputedStyle(el).animationPlayState,
      }));
      expect(state).toBe('running');
      expect(Math.abs(width / seconds - 60)).toBeLessThan(0.5);
      const box = page.locator('.marquee-box');
      await box.hover();
      await expect(line).toHaveCSS('animation-play-state', 'paused');
      await page.mouse.move(0, 0);
      await expect(line).toHaveCSS('animation-play-state', 'running');
      // A keyboard player pauses it by moving the focus onto it.
      await box.focus();
      await expect(line).toHaveCSS('animation-play-state', 'paused');
      const height = (await box.boundingBox())!.height;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(line).toHaveCSS('animation-name', 'none');
      // Still: the same one line (nothing below it moves), which the player swipes or scrolls along.
      expect((await box.boundingBox())!.height).toBe(height);
      const along = await box.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
        return { scrolled: el.scrollLeft, room: el.scrollWidth - el.clientWidth };
      });
      expect(along.room).toBeGreaterThan(0);
      expect(along.scrolled).toBe(along.room);
    });
  });
});
