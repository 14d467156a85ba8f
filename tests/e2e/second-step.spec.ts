/**
 * The second step of a login (A4: phone, email or authenticator code) and the forced password
 * change (the merchant default password, an expired password), on both demo tenants.
 */
import { test, expect } from './fixtures.ts';
import { site, resetSandbox } from './helpers.ts';
import { outbox, logIn, loggedIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const [tenant, merchant, user, says] of [
  ['dragon', 'DRAGON', 'dragonverify', 'We sent a code to your phone.'],
  ['lotus', 'LOTUS', 'lotusverify', 'We sent a code to your phone.'],
  ['dragon', 'DRAGON', 'dragonmail', 'We sent a code to your email.'],
  ['lotus', 'LOTUS', 'lotusauth', 'Enter the code from your authenticator app.'],
] as const) {
  test(`${tenant}: ${user} is asked "${says}", and the code from the sandbox logs in`, async ({ page, request }) => {
    await page.goto(site(tenant, '/m/login'));
    await logIn(page, user, 'verify123');
    const dialog = page.getByRole('dialog', { name: 'Verify it is you' });
    await expect(dialog.getByText(says)).toBeVisible();
    for (const other of ['We sent a code to your phone.', 'We sent a code to your email.'].filter((x) => x !== says))
      await expect(dialog.getByText(other)).toHaveCount(0);
    const [code] = await outbox(request, merchant);
    expect(code!.purpose).toBe('login-verification');
    await dialog.getByLabel('Verification code').fill(code!.code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await loggedIn(page);
  });
}

for (const [tenant, user, defaultPw] of [
  ['dragon', 'dragonnewbie', 'dragon888'],
  ['lotus', 'lotusnewbie', 'lotus2024'],
] as const) {
  test(`${tenant}: the merchant default password -> /m/changePsw, and after the change -> /m/home`, async ({
    page,
  }) => {
    await page.goto(site(tenant, '/m/login'));
    await logIn(page, user, defaultPw);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('alertdialog')).toContainText('first login');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Current password').fill(defaultPw);
    await page.getByLabel('New password').fill('fresh-pass1');
    await page.getByLabel('Confirm password').fill('fresh-pass1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Your password has been changed.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

test('dragon: an expired password is forced to change (force-change on); lotus (off) is not', async ({ page }) => {
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonexpired', 'expired123');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.goto(site('lotus', '/m/login'));
  await logIn(page, 'lotusexpired', 'expired123');
  await expect(page).toHaveURL(/\/m\/home$/);
});
