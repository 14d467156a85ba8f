/**
 * The browser tests' `test`: as Playwright's, except that the home page's announcement popups
 * start closed for this browser session (as after a player closed them), and the push opt-in was
 * closed today, so that tests about something else are not in their way. A test about them says
 * `test.use({ popups: true })` or `test.use({ pushPrompt: true })`.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ popups: boolean; pushPrompt: boolean }>({
  popups: [false, { option: true }],
  pushPrompt: [false, { option: true }],
  // Playwright's fixture callback is named `use`; it is no React hook.
  page: async ({ page, popups, pushPrompt }, provide) => {
    if (!popups) await page.addInitScript(() => sessionStorage.setItem('popupsClosed', '1'));
    if (!pushPrompt)
      await page.addInitScript(() => {
        const d = new Date();
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        localStorage.setItem('pushPromptClosed', day);
      });
    await provide(page);
  },
});
export { expect };
