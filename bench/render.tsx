/**
 * The render benchmark in one Node process (happy-dom): the register screen from tenant JSON
 * versus the same form by hand, mounted many times interleaved, and the keystroke cycle after the
 * first submit (render-cases.tsx). The same cases run in Chromium in render-browser.ts.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { register } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderFigures, RenderInput } from './render-cases.tsx';

/** What both runs render: lotus's register screen, English, and the merchant config boot would have. */
export async function renderInput(root: string): Promise<RenderInput> {
  const tenant = JSON.parse(readFileSync(join(root, 'public/tenants/lotus/tenant.json'), 'utf8')) as {
    screens: { register: { body: unknown } };
  };
  // The merchant config as boot has it: sandbox.json layered on _base, defaults filled in.
  const { loadSandbox } = await import('../src/core/tooling/tenant-files.ts');
  const { checkMerchantConfig } = await import('../src/services/merchant/check.ts');
  const checked = checkMerchantConfig(
    structuredClone((loadSandbox('lotus').value as { merchantConfig: unknown }).merchantConfig),
  );
  if (!checked.ok) throw new Error(checked.reason);
  const english = JSON.parse(readFileSync(join(root, 'public/tenants/lotus/i18n/EN.json'), 'utf8')) as Record<
    string,
    string
  >;
  return { registerBody: tenant.screens.register.body, english, merchantConfig: checked.value };
}

export async function benchRender(root: string, rounds = 300): Promise<RenderFigures> {
  const input = await renderInput(root);
  // React's production build, as players get it (the development build is several times slower).
  process.env.NODE_ENV = 'production';
  GlobalRegistrator.register({ url: 'http://lotus.localhost/m/register' });
  register(new URL('../scripts/css-hook.mjs', import.meta.url).href);
  try {
    const { renderCases, measureRender } = await import('./render-cases.tsx');
    const container = document.createElement('div');
    document.body.appendChild(container);
    return await measureRender(container, await renderCases(input), rounds);
  } finally {
    await new Promise((r) => setTimeout(r, 50)); // React's scheduled clean-up runs before the DOM goes away
    await GlobalRegistrator.unregister();
  }
}
