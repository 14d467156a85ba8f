/** The download bar and popup (S2, S4, S5) on phones, as a player meets them. */
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { control, logIn, loggedIn } from './access-helpers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IOS = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v.replace('_', '.')} Mobile/15E148 Safari/604.1`;

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('Android phone', () => {
  test.use({ userAgent: ANDROID });

  test('dragon: the bar with icon, title, 5.0 rating and the gift; closed, it stays closed for the session', async ({
    page,
    context,
  }) => {
    await page.goto(site('dragon', '/m/home'));
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await expect(bar).toContainText('Dragon Lotto');
    await expect(bar).toContainText('5.0 rating');
    await expect(bar.getByRole('img', { name: 'App download bonus' })).toBeVisible(); // APP_DOWNLOAD runs on dragon
    await bar.getByRole('button', { name: 'Close the download bar' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(bar).toHaveCount(0);
    // A new tab is a new session: the bar is back.
    const other = await context.newPage();
    await other.goto(site('dragon', '/m/home'));
    await expect(other.getByRole('complementary', { name: 'Get the app' })).toBeVisible();
  });

  test('Download opens the popup: the app text, the app-download announcement, the Android file downloads (downloadApp event)', async ({
    page,
    request,
  }) => {
    await page.goto(site('dragon', '/m/home'));
    await page
      .getByRole('complementary', { name: 'Get the app' })
      .getByRole('button', { name: 'Download', exact: true })
      .click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup).toContainText('Faster draws, instant results');
    // dragon's mobile template: app_background #7a0e0e behind the description, app_desc_font_color #ffe08a.
    const desc = popup.getByText('Faster draws, instant results', { exact: false });
    await expect(desc).toHaveCSS('background-color', 'rgb(122, 14, 14)');
    await expect(desc).toHaveCSS('color', 'rgb(255, 224, 138)');
    await expect(popup).toContainText('Log in once in the app and stay signed in.');
    await expect(popup).toContainText('Get the app: Install the Dragon Lotto app and receive a free spin bundle.');
    await expect(popup.getByRole('button', { name: 'Download for iPhone' })).toHaveCount(0);
    // A list of buttons, without a bullet in front of them.
    await expect(popup.getByRole('listitem').filter({ hasText: 'Download for Android' })).toHaveCSS(
      'list-style-type',
      'none',
    );
    const download = page.waitForEvent('download');
    await popup.getByRole('button', { name: 'Download for Android' }).click();
    expect((await download).suggestedFilename()).toBe('dragon.apk');
    await expect
      .poll(async () =>
        (
          (await (await request.get(control('/events?merchant=DRAGON'))).json()) as {
            name: string;
            payload: { content_id?: string };
          }[]
        )
          .filter((e) => e.name === 'downloadApp')
          .map((e) => e.payload.content_id),
      )
      .toEqual(['Android']);
  });

  test("the mobile template's app_background may be an image that covers the description", async ({
    page,
    request,
  }) => {
    await configure(request, 'dragon', {
      merchantConfig: {
        mobileTemplate: { app_background: '/tenants/dragon/assets/icon-512.png', app_desc_font_color: '#fff' },
      },
    });
    await page.goto(site('dragon', '/m/home'));
    await page
      .getByRole('complementary', { name: 'Get the app' })
      .getByRole('button', { name: 'Download', exact: true })
      .click();
    const desc = page
      .getByRole('dialog', { name: 'Get the app' })
      .getByText('Faster draws, instant results', { exact: false });
    await expect(desc).toHaveCSS('background-image', /url\(".*\/tenants\/dragon\/assets\/icon-512\.png"\)/);
    await expect(desc).toHaveCSS('background-size', 'cover');
    await expect(desc).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('no link for the platform: no bar; lotus gates its bar to VIP rank 2 and up', async ({ page, request }) => {
    await configure(request, 'dragon', {
      merchantConfig: { resources: [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' }] },
    });
    await page.goto(site('dragon', '/m/home'));
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);

    await page.goto(site('lotus', '/m/home'));
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0); // a visitor
    await page.goto(site('lotus', '/m/login'));
    await logIn(page, 'lotusagent', 'agent123'); // Gold, rank 3
    await loggedIn(page);
    await page.goto(site('lotus', '/m/home'));
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await expect(bar).toContainText('Lotus Play');
    await expect(bar.getByRole('img', { name: 'App download bonus' })).toHaveCount(0); // no APP_DOWNLOAD on lotus
  });
});

test.describe('iPhone, iOS 17', () => {
  test.use({ userAgent: IOS('17_4') });
  test('the store link and the profile; the profile download shows the tip', async ({ page }) => {
    await page.goto(site('dragon', '/m/home'));
    await page
      .getByRole('complementary', { name: 'Get the app' })
      .getByRole('button', { name: 'Download', exact: true })
      .click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    // The store link opens the app's listing (the sandbox's stand-in for the store's) in a tab.
    const [store] = await Promise.all([
      page.context().waitForEvent('page'),
      popup.getByRole('button', { name: 'Download for iPhone' }).click(),
    ]);
    await expect(store.getByRole('heading', { level: 1, name: 'Dragon Lotto' })).toBeVisible();
    await expect(
      store.getByText('Faster draws, instant results and a free spin bundle for new installs.'),
    ).toBeVisible();
    await store.getByRole('link', { name: 'Open Dragon Lotto' }).click();
    await expect(store).toHaveURL(/\/m\/home$/);
    await store.close();
    const download = page.waitForEvent('download');
    await popup.getByRole('button', { name: 'Install the iPhone profile' }).click();
    expect((await download).suggestedFilename()).toBe('dragon.mobileconfig');
    // The links' own status line (the app text above may still say it is loading).
    await expect(popup.getByRole('region', { name: 'Get the app' }).getByRole('status')).toContainText(
      'Profile downloaded. Open Settings',
    );
  });
});

test.describe('iPhone, iOS 16', () => {
  test.use({ userAgent: IOS('16_6') });
  test('the same profile, no tip', async ({ page }) => {
    await page.goto(site('dragon', '/m/home'));
    await page
      .getByRole('complementary', { name: 'Get the app' })
      .getByRole('button', { name: 'Download', exact: true })
      .click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    const download = page.waitForEvent('download');
    await popup.getByRole('button', { name: 'Install the iPhone profile' }).click();
    await download;
    await expect(popup.getByRole('button', { name: 'Install the iPhone profile' })).toBeVisible();
    await expect(popup.getByRole('region', { name: 'Get the app' }).getByRole('status')).toBeEmpty();
  });
});
