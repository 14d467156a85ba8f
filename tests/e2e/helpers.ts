import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';

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
