/**
 * The browser tests' `test`: as Playwright's, except that the home page's announcement popups
 * were closed today (as after a player closed them), and the push opt-in was
 * closed today, so that tests about something else are not in their way. A test about them says
 * `test.use({ popups: true })` or `test.use({ pushPrompt: true })`.
 */
import { test as base, expect } from '@playwright/test';

/** In the page (an init script): `key` says "closed today", in the app's local-day format (core/push.ts localDay). */
export function closedToday(key: string): void {
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  localStorage.setItem(key, day);
}

export const test = base.extend<{ popups: boolean; pushPrompt: boolean }>({
  popups: [false, { option: true }],
  pushPrompt: [false, { option: true }],
  // Playwright's fixture callback is named `use`; it is no React hook.
  page: async ({ page, popups, pushPrompt }, provide) => {
    if (!popups) await page.addInitScript(closedToday, 'popupsClosed');
    if (!pushPrompt) await page.addInitScript(closedToday, 'pushPromptClosed');
    await provide(page);
  },
});
export { expect };
