/** Add to home screen (S4) in Chromium, driven by a synthetic beforeinstallprompt (a real one needs an installable, engaged site). */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, decided, holdClock, runClockUntil } from './helpers.ts';
import { control } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The browser's install prompt, as Chromium fires it; the player's choice in it is `outcome`. */
const firePrompt = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((o) => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const w = window as unknown as { promptShown: number };
    w.promptShown = 0;
    e.prompt = () => {
      w.promptShown++;
      return Promise.resolve();
    };
    e.userChoice = Promise.resolve({ outcome: o, platform: 'web' });
    dispatchEvent(e);
  }, outcome);

test("the offer looks for the browser's prompt only once the page links its manifest (Chromium fires the prompt after reading it): the template-built one and the server's", async ({
  page,
}) => {
  // When the manifest link appears, and when the offer's code is asked for (it starts looking then).
  await page.addInitScript(() => {
    const w = window as unknown as { manifestAt?: number };
    new MutationObserver(() => {
      w.manifestAt ??= document.querySelector('link[rel="manifest"]') ? performance.now() : undefined;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  for (const tenant of ['dragon', 'lotus']) {
    await page.goto(site(tenant, '/m/home'));
    const times = () =>
      page.evaluate(() => ({
        manifest: (window as unknown as { manifestAt?: number }).manifestAt ?? null,
        offer:
          performance.getEntriesByType('resource').find((e) => /\/assets\/a2hs-[\w-]+\.js$/.test(e.name))?.startTime ??
          null,
      }));
    await expect.poll(async () => Object.values(await times()).includes(null), { message: tenant }).toBe(false);
    const { manifest, offer } = await times();
    expect(offer!, tenant).toBeGreaterThanOrEqual(manifest!);
  }
});

test('the offer on /m/home after the prompt: Install shows the browser prompt, accepted gives the installing toast', async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/home'));
  await firePrompt(page, 'accepted');
  const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Install' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Install' }).click();
  await expect(sheet).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { promptShown: number }).promptShown)).toBe(1);
  await expect(page.getByText('Installing… the app will appear on your Home Screen.')).toBeVisible();
});

test('Not now: no offer again this session, the decline is counted; the browser says installed: 99 and the event', async ({
  page,
  request,
}) => {
  await page.goto(site('lotus', '/m/home'));
  await firePrompt(page, 'accepted');
  const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
  await sheet.getByRole('button', { name: 'Not now' }).click();
  await expect(sheet).toHaveCount(0);
  expect(
    await page.evaluate(() => [sessionStorage.getItem('a2hsDeclined'), localStorage.getItem('a2hsCount')]),
  ).toEqual(['1', '1']);
  await page.reload();
  await firePrompt(page, 'accepted');
  await decided(page, 'a2hs', 'none'); // declined this session: the app offers nothing, whatever the browser says
  await expect(sheet).toHaveCount(0);

  await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
  expect(await page.evaluate(() => [localStorage.getItem('a2hsCount'), localStorage.getItem('a2hsInstalled')])).toEqual(
    ['99', '1'],
  );
  await expect
    .poll(async () =>
      ((await (await request.get(control('/events?merchant=LOTUS'))).json()) as { name: string }[]).map((e) => e.name),
    )
    .toContain('a2hsInstalled');
});

test('no offer off the listed pages, nor without the browser prompt', async ({ page }) => {
  await page.goto(site('dragon', '/m/login'));
  await firePrompt(page, 'accepted');
  await decided(page, 'a2hs', 'none');
  await expect(page.getByRole('dialog', { name: 'Add to Home Screen' })).toHaveCount(0);
  await page.goto(site('dragon', '/m/home'));
  await decided(page, 'a2hs', 'none');
  expect(await page.evaluate(() => sessionStorage.getItem('a2hsNoPrompt'))).toBe('1');
  await expect(page.getByRole('dialog', { name: 'Add to Home Screen' })).toHaveCount(0);
});

test.describe('one prompt at a time', () => {
  test.use({ popups: true });
  test('the offer waits for the announcement popups to close, then for the finger on the screen to lift', async ({
    page,
  }) => {
    // The page's clock moves only in the test's steps: the pause and the hold are the app's, not the machine's.
    await holdClock(page);
    await page.goto(site('dragon', '/m/home'));
    const popup = page.getByRole('dialog', { name: 'Welcome to Dragon Lotto' });
    await runClockUntil(page, () => popup.isVisible(), 250);
    await firePrompt(page, 'accepted');
    // The offer has its prompt and its delay behind it, and is held back while the popups are open.
    const turn = () => page.locator('html').getAttribute('data-decided-prompt-turn');
    await runClockUntil(page, async () => (await turn()) === 'install waits', 250);
    await page.clock.runFor(3000);
    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(sheet).toHaveCount(0);
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A finger goes down on the lobby before the pause is over, and stays: no sheet opens under it.
    const box = (await page.locator('.marquee-box').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(3000); // past the 1 s pause, within the 5 s a press may hold it
    await expect(sheet).toHaveCount(0);
    expect(await turn()).toBe('popups closed'); // and the install offer not opened since
    await page.mouse.up();
    await page.clock.runFor(900);
    expect(await turn()).toBe('popups closed'); // the pause counts from the release
    await runClockUntil(page, () => sheet.isVisible());
    await decided(page, 'prompt-turn', 'install open');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.clock.resume(); // (the sheet's entrance runs on animation frames)
    await sheet.getByRole('button', { name: 'Not now' }).click();
    await decided(page, 'prompt-turn', 'install closed');
  });
});
