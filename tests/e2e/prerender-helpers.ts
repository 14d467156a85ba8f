/** What the pre-rendered page specs share: holding the app back, telling hydration from a fresh render. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineImage } from '../../scripts/prerender-page-parts.ts';
import type { Page } from '@playwright/test';

/** Holds the app's code back until the returned function is called (a player faster than the download). */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Other settings than the build's: the pre-rendered page cannot be hydrated with them. */
export const OTHER_LOGO = { merchantConfig: { mobileTemplate: { h5_logo: '/tenants/lotus/assets/icon.svg' } } };
/** That icon as lotus's pages have it: inlined (it is the splash's too), and the app shows it so. */
export const ICON_AS_PAGE_HAS_IT = inlineImage(
  fileURLToPath(new URL('../../dist', import.meta.url)),
  '/tenants/lotus/assets/icon.svg',
)!;

/** Keeps the element the HTML gave for `selector`, before any script of the app ran. */
export async function keepServerElement(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __server: Element | null }).__server = document.querySelector(sel);
    });
  }, selector);
  return () =>
    page.evaluate((sel) => {
      const kept = (window as unknown as { __server: Element | null }).__server;
      return !!kept && kept === document.querySelector(sel) && kept.isConnected;
    }, selector);
}

/** Waits for the app to be up; true when it kept the server's `selector` element (hydrated, not rendered afresh). */
export async function hydratedKeeping(page: Page, kept: () => Promise<boolean>) {
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  return kept();
}

/**
 * Every file under `dir` with its modification time and bytes, by its path as the site serves it
 * (through the merchants' folder links into their releases: cli/lib/releases.ts).
 */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const st = statSync(path);
      if (st.isDirectory()) walk(path);
      else if (st.isFile()) files.set(path, `${st.mtimeMs} ${readFileSync(path).toString('base64')}`);
    }
  };
  walk(dir);
  return files;
}
