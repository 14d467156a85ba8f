/**
 * The render benchmark's two cases and its measurements, shared by the happy-dom run (render.tsx,
 * in Node) and the Chromium run (render-browser.ts, bundled by Vite): the register screen from
 * tenant JSON versus the same form written by hand (handwritten-register.tsx).
 *
 * - mount: one createRoot + render (flushSync), then the layout it causes, then unmount;
 * - keystroke: after the first submit (errors shown), one character typed into the username
 *   field until its validity shows (aria-invalid flips): the form's whole keystroke cycle.
 */
import { createElement as h, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../src/services/i18n/i18n.ts';
import { I18nProvider } from '../src/runtime/i18n.tsx';
import { RuntimeContext } from '../src/runtime/context.ts';
import { RenderNode } from '../src/runtime/Renderer.tsx';
import { buildRuleContext } from '../src/core/rule-context.ts';
import { preloadNodeTypes } from '../src/runtime/nodes/registry.tsx';
import { nodeTypesOf } from '../src/core/node-walk.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';
import { HandwrittenRegister } from './handwritten-register.tsx';

export interface RenderInput {
  registerBody: unknown;
  english: Record<string, string>;
  merchantConfig: MerchantConfig;
}

export interface RenderFigures {
  rounds: number;
  mount: { jsonMedianMs: number; handMedianMs: number; ratio: number };
  keystroke: { jsonMedianMs: number; handMedianMs: number; ratio: number };
}

type Case = () => ReactElement;

export async function renderCases(input: RenderInput): Promise<{ json: Case; hand: Case }> {
  const i18n = await createI18n('EN', async () => input.english);
  // The screen's lazy nodes, loaded as boot loads them (a warm page renders them at once).
  await preloadNodeTypes(nodeTypesOf(input.registerBody));
  const logo = { src: '/logo.svg', alt: 'Lotus Play' };
  const runtime = {
    rules: buildRuleContext({ merchant: input.merchantConfig, route: { path: '/m/register' } }),
    logo,
    actions: {
      navigate: () => {},
      openExternal: () => {},
      setLanguage: async () => {},
      notify: () => {},
      services: {},
    },
  };
  const wrap = (child: ReactElement) => h(I18nProvider, { i18n }, h(MemoryRouter, null, child));
  return {
    json: () =>
      wrap(
        h(RuntimeContext.Provider, { value: runtime as never }, h(RenderNode, { node: input.registerBody as never })),
      ),
    hand: () => wrap(h(HandwrittenRegister, { onSubmit: () => {}, logo })),
  };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const figures = (a: number[], b: number[]) => ({
  jsonMedianMs: median(a),
  handMedianMs: median(b),
  ratio: median(a) / median(b),
});
const tick = () => new Promise((r) => setTimeout(r, 0));

/** Resolves with the time an attribute takes the value (now, if it has it). */
function when(el: Element, name: string, value: string): Promise<number> {
  return new Promise((resolve) => {
    if (el.getAttribute(name) === value) return resolve(performance.now());
    const mo = new MutationObserver(() => {
      if (el.getAttribute(name) !== value) return;
      mo.disconnect();
      resolve(performance.now());
    });
    mo.observe(el, { attributes: true, attributeFilter: [name] });
  });
}

/** Types into an input as the browser does (React listens to `input`). */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export async function measureRender(
  container: HTMLElement,
  cases: { json: Case; hand: Case },
  rounds: number,
): Promise<RenderFigures> {
  const mountOnce = (el: Case) => {
    const r = createRoot(container);
    const t0 = performance.now();
    flushSync(() => r.render(el()));
    void container.offsetHeight; // the layout this render causes (happy-dom has none: nothing more)
    const ms = performance.now() - t0;
    r.unmount();
    return ms;
  };
  const fields = (el: Case) => {
    const r = createRoot(container);
    flushSync(() => r.render(el()));
    const names = [...container.querySelectorAll('input')].map((i) => i.getAttribute('name')).join(',');
    r.unmount();
    return names;
  };
  const jf = fields(cases.json);
  const hf = fields(cases.hand);
  if (jf !== hf) throw new Error(`the two forms differ: JSON has ${jf}, hand-written has ${hf}`);

  /** One mounted form, submitted once; then `n` keystrokes that flip the username's validity. */
  const keystrokes = async (el: Case, n: number) => {
    const r = createRoot(container);
    flushSync(() => r.render(el()));
    await tick();
    const input = container.querySelector<HTMLInputElement>('input[name="username"]')!;
    input.form!.requestSubmit();
    await when(input, 'aria-invalid', 'true');
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const next = i % 2 === 0 ? 'player1' : 'pl';
      const t0 = performance.now();
      type(input, next);
      times.push((await when(input, 'aria-invalid', i % 2 === 0 ? 'false' : 'true')) - t0);
    }
    r.unmount();
    return times;
  };

  for (let i = 0; i < 50; i++) {
    mountOnce(cases.json);
    mountOnce(cases.hand);
  }
  await keystrokes(cases.json, 20);
  await keystrokes(cases.hand, 20);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(mountOnce(cases.json));
    b.push(mountOnce(cases.hand));
  }
  const ka: number[] = [];
  const kb: number[] = [];
  for (let i = 0; i < Math.max(4, Math.round(rounds / 30)); i++) {
    ka.push(...(await keystrokes(cases.json, 30)));
    kb.push(...(await keystrokes(cases.hand, 30)));
  }
  return { rounds, mount: figures(a, b), keystroke: figures(ka, kb) };
}
