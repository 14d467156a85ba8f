import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import type { Decision } from '../../src/services/app-port/decided.ts';

/** A tenant's page on this worker's sandbox. */
export const site = (tenant: string, path: string) => `http://${tenant}.localhost:${E2E_PORT}${path}`;
const control = (path: string) => `http://127.0.0.1:${E2E_PORT}/__sandbox${path}`;

/** Changes what the sandbox serves for a tenant (switches, settings, any merchant-config patch). */
export async function configure(request: APIRequestContext, tenant: string, body: Record<string, unknown>) {
  const res = await request.post(control(`/tenants/${tenant}/config`), { data: body });
  if (!res.ok()) throw new Error(`sandbox config failed: ${res.status()} ${await res.text()}`);
}
export async function resetSandbox(request: APIRequestContext) {
  await request.post(control('/reset'));
}
export const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

export interface SandboxRequest {
  seq: number;
  method: string;
  path: string;
  merchant: string | null;
}
/**
 * What this worker's sandbox was asked since the log was last cleared (by a reset, or
 * forgetRequests): read it once the app has shown or said it decided, to prove what was not sent.
 */
export async function sandboxRequests(request: APIRequestContext, path: string): Promise<SandboxRequest[]> {
  const res = await request.get(control(`/requests?path=${encodeURIComponent(path)}`));
  if (!res.ok()) throw new Error(`sandbox request log: ${res.status()} ${await res.text()}`);
  return (await res.json()) as SandboxRequest[];
}
export async function forgetRequests(request: APIRequestContext): Promise<void> {
  await request.delete(control('/requests'));
}
/**
 * Waits for the app's decision about something that may never show (src/services/app-port/decided.ts:
 * data-decided-<what> on <html>) to be `outcome`.
 */
export async function decided(page: Page, what: Decision, outcome: string | RegExp): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(`data-decided-${what}`, outcome);
}

/**
 * For a test of the app's own timeouts: the page's clock stands still (install, then pause) and
 * moves only in the test's steps, so a busy machine cannot make a 10 s timeout fire early. Call
 * before the page loads.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}
/**
 * Moves a held clock `step` ms at a time until `done` (the app's boot timers run meanwhile); then
 * the clock is at most `step` ms past the moment it became true.
 */
export async function runClockUntil(page: Page, done: () => boolean | Promise<boolean>, step = 50): Promise<void> {
  await expect
    .poll(async () => {
      if (await done()) return true;
      await page.clock.runFor(step);
      return done();
    })
    .toBe(true);
}

/**
 * Waits until the dialogs' code (app/modals.tsx, asked for as the app mounts) is in the page, for a
 * test that then cuts the network and expects a dialog, not the plain notice that stands in for it.
 */
export async function dialogsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const file = performance.getEntriesByType('resource').find((e) => /\/assets\/modals-[^/]+\.js$/.test(e.name));
    if (!file) return false;
    await import(/* @vite-ignore */ file.name); // resolves once it and what it imports are in
    return true;
  });
}

/**
 * Waits until React has hydrated `el` (a pre-rendered page's element gets its props then): a tap
 * or key before that reaches plain HTML, which React resets as it takes the page over.
 */
export async function hydrated(el: Locator): Promise<void> {
  await expect
    .poll(() => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
}
