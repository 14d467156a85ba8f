/**
 * The register screen rendered from tenant JSON versus the same form written by hand, mounted
 * and unmounted many times in one process (happy-dom), interleaved; the ratio of the medians.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { register } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function benchRender(
  root: string,
  rounds = 300,
): Promise<{ jsonMedianMs: number; handMedianMs: number; ratio: number; rounds: number }> {
  // React's production build, as players get it (the development build is several times slower).
  process.env.NODE_ENV = 'production';
  GlobalRegistrator.register({ url: 'http://lotus.localhost/m/register' });
  register(new URL('../scripts/css-hook.mjs', import.meta.url).href);
  try {
    const { createElement: h } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { flushSync } = await import('react-dom');
    const { MemoryRouter } = await import('react-router-dom');
    const { createI18n } = await import('../src/services/i18n.ts');
    const { I18nProvider } = await import('../src/runtime/i18n.tsx');
    const { RuntimeContext } = await import('../src/runtime/context.ts');
    const { RenderNode } = await import('../src/runtime/Renderer.tsx');
    const { buildRuleContext } = await import('../src/core/rule-context.ts');
    const { HandwrittenRegister } = await import('./handwritten-register.tsx');
    const { preloadNodeTypes } = await import('../src/runtime/nodes/registry.tsx');
    const { nodeTypesOf } = await import('../src/core/node-walk.ts');

    const tenant = JSON.parse(readFileSync(join(root, 'public/tenants/lotus/tenant.json'), 'utf8')) as {
      screens: { register: { body: unknown } };
    };
    // The merchant config as boot has it: sandbox.json layered on _base, defaults filled in.
    const { loadSandbox } = await import('../src/core/node/tenant-files.ts');
    const { checkMerchantConfig } = await import('../src/services/merchant/check.ts');
    const checked = checkMerchantConfig(
      structuredClone((loadSandbox('lotus').value as { merchantConfig: unknown }).merchantConfig),
    );
    if (!checked.ok) throw new Error(checked.reason);
    const sandbox = { merchantConfig: checked.value };
    const en = JSON.parse(readFileSync(join(root, 'public/tenants/lotus/i18n/EN.json'), 'utf8')) as Record<
      string,
      string
    >;
    const i18n = await createI18n('EN', async () => en);
    // The screen's lazy nodes, loaded as boot loads them (a warm page renders them at once).
    await preloadNodeTypes(nodeTypesOf(tenant.screens.register.body));
    const logo = { src: '/logo.svg', alt: 'Lotus Play' };
    const runtime = {
      rules: buildRuleContext({ merchant: sandbox.merchantConfig, route: { path: '/m/register' } }),
      logo,
      actions: {
        navigate: () => {},
        openExternal: () => {},
        setLanguage: async () => {},
        notify: () => {},
        services: {},
      },
    };
    const wrap = (child: unknown) => h(I18nProvider, { i18n }, h(MemoryRouter, null, child as never));
    const json = () =>
      wrap(
        h(
          RuntimeContext.Provider,
          { value: runtime as never },
          h(RenderNode, { node: tenant.screens.register.body as never }),
        ),
      );
    const hand = () => wrap(h(HandwrittenRegister, { onSubmit: () => {}, logo }));

    const container = document.createElement('div');
    document.body.appendChild(container);
    const mountOnce = (el: () => unknown) => {
      const r = createRoot(container);
      const t0 = performance.now();
      flushSync(() => r.render(el() as never));
      const ms = performance.now() - t0;
      r.unmount();
      return ms;
    };
    // Warm up both (JIT, lazy components resolved), and check both render the same fields.
    for (let i = 0; i < 3; i++) {
      const r = createRoot(container);
      flushSync(() => r.render(json() as never));
      await new Promise((res) => setTimeout(res, 10));
      r.unmount();
    }
    const fields = (el: () => unknown) => {
      const r = createRoot(container);
      flushSync(() => r.render(el() as never));
      const names = [...container.querySelectorAll('input')].map((i) => i.getAttribute('name')).join(',');
      r.unmount();
      return names;
    };
    const jf = fields(json);
    const hf = fields(hand);
    if (jf !== hf) throw new Error(`the two forms differ: JSON has ${jf}, hand-written has ${hf}`);
    for (let i = 0; i < 50; i++) {
      mountOnce(json);
      mountOnce(hand);
    }
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds; i++) {
      a.push(mountOnce(json));
      b.push(mountOnce(hand));
    }
    const median = (xs: number[]) => {
      const s = [...xs].sort((x, y) => x - y);
      return s[Math.floor(s.length / 2)]!;
    };
    const jsonMedianMs = median(a);
    const handMedianMs = median(b);
    return { jsonMedianMs, handMedianMs, ratio: jsonMedianMs / handMedianMs, rounds };
  } finally {
    await new Promise((r) => setTimeout(r, 50)); // React's scheduled clean-up runs before the DOM goes away
    await GlobalRegistrator.unregister();
  }
}
