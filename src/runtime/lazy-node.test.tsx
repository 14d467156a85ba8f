// @vitest-environment happy-dom
// Its own file: the form nodes' module must not be loaded yet when the first test renders.
import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from './i18n.tsx';
import { createI18n } from '../services/i18n/i18n.ts';
import type { Translator } from '../services/i18n/translator.ts';
import { RuntimeContext, type RuntimeValue } from './context.ts';
import { RenderNode } from './Renderer.tsx';
import { testRuntime } from './test-runtime.ts';

const form = {
  type: 'Form',
  submit: 'f.submit',
  action: { name: 'auth.login' },
  children: [{ type: 'TextField', name: 'username', label: 'f.user' }],
};

const page = (i18n: Translator, value: RuntimeValue) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>
      <RuntimeContext.Provider value={value}>
        <RenderNode node={form} />
      </RuntimeContext.Provider>
    </MemoryRouter>
  </I18nProvider>
);

describe('a lazy node', () => {
  it('rendered before its code was in keeps its state when the page renders again after the code arrives', async () => {
    const i18n = await createI18n('EN', async () => ({ 'f.user': 'Username', 'f.submit': 'Send' }));
    const { rerender } = render(page(i18n, testRuntime()));
    // The form's module was not in: the space is held while it loads.
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const input = await screen.findByLabelText('Username');
    await userEvent.type(input, 'player1');
    // New rules (a session, a switch): every node renders again, now with its code in.
    rerender(page(i18n, testRuntime()));
    expect(screen.getByLabelText('Username')).toBe(input);
    expect((input as HTMLInputElement).value).toBe('player1');
  });

  it('whose code is in renders at once', async () => {
    const i18n = await createI18n('EN', async () => ({ 'f.user': 'Username', 'f.submit': 'Send' }));
    render(page(i18n, testRuntime()));
    expect(screen.getAllByLabelText('Username').length).toBeGreaterThan(0);
  });
});
