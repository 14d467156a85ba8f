/**
 * The browser tests' `test`: as Playwright's, except that the home page's announcement popups
 * start closed for this browser session (as after a player closed them), so that tests about
 * something else are not in their way. A test about the popups says `test.use({ popups: true })`.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ popups: boolean }>({
  popups: [false, { option: true }],
  // Playwright's fixture callback is named `use`; it is no React hook.
  page: async ({ page, popups }, provide) => {
    if (!popups) await page.addInitScript(() => sessionStorage.setItem('popupsClosed', '1'));
    await provide(page);
  },
});
export { expect };
