// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { render, screen, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from './i18n.tsx';
import { createI18n } from '../services/i18n/i18n.ts';
import { buildRuleContext } from '../core/rule-context.ts';
import { RuntimeContext, type RuntimeValue } from './context.ts';
import { RenderNode } from './Renderer.tsx';
import { runtimeIssues, tenantStore } from '../state/app.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

const EN = {
  'a.title': 'Title',
  'a.go': 'Go',
  'f.user': 'Username',
  'f.pass': 'Password',
  'v.req': 'Required!',
  'validation.minLength': 'At least {{count}}',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'f.submit': 'Send',
  'validation.pattern': 'Bad',
};

async function mount(
  node: unknown,
  opts: { flags?: Record<string, boolean>; services?: RuntimeValue['actions']['services'] } = {},
) {
  const i18n = await createI18n('EN', async () => EN);
  const navigate = vi.fn();
  const rules = buildRuleContext({
    merchant: { whitelabelVal: opts.flags ?? {}, settings: {} as MerchantConfig['settings'] },
  });
  const value: RuntimeValue = {
    rules,
    logo: { src: '/logo.svg', alt: 'Brand' },
    actions: {
      rules,
      navigate,
      openExternal: vi.fn(),
      setLanguage: vi.fn(),
      notify: vi.fn(),
      services: opts.services ?? {},
    },
  };
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <RuntimeContext.Provider value={value}>
          <RenderNode node={node} />
        </RuntimeContext.Provider>
      </MemoryRouter>
    </I18nProvider>,
  );
  return { navigate, value };
}

beforeEach(() => {
  cleanup();
  runtimeIssues.items = [];
  tenantStore.tenant = null;
});

describe('RenderNode', () => {
  it('shows a visible fallback for an unknown node, reports it, and renders the rest', async () => {
    const { navigate } = await mount({
      type: 'Stack',
      children: [
        { type: 'Heading', text: 'a.title' },
        { type: 'Carousel3D', items: [] },
        { type: 'Button', label: 'a.go', action: { name: 'navigate', to: '/m/sports' } },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('unknown block "Carousel3D"');
    expect(runtimeIssues.items).toContainEqual({ kind: 'unknown-node', detail: 'Carousel3D' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('/m/sports');
  });

  it('evaluates visible rules over the switches; a rule over a missing path hides, not crashes', async () => {
    await mount(
      {
        type: 'Stack',
        children: [
          { type: 'Paragraph', text: { text: 'captcha on' }, visible: { var: 'flags.GEETEST3' } },
          { type: 'Paragraph', text: { text: 'line on' }, visible: { var: 'flags.LINELOGIN3' } },
          { type: 'Paragraph', text: { text: 'ghost' }, visible: { var: 'member.not.there' } },
          { type: 'Paragraph', text: { text: 'always' } },
        ],
      },
      { flags: { GEETEST3: true } },
    );
    expect(screen.queryByText('captcha on')).toBeTruthy();
    expect(screen.queryByText('line on')).toBeNull();
    expect(screen.queryByText('ghost')).toBeNull();
    expect(screen.queryByText('always')).toBeTruthy();
  });

  it('renders plain text as text, never as HTML', async () => {
    await mount({ type: 'Paragraph', text: { text: '<img src=x onerror=alert(1)>' } });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('ignores an unsafe link even if it slipped past validation', async () => {
    const { navigate, value } = await mount({
      type: 'Button',
      label: 'a.go',
      action: { name: 'navigate', to: 'javascript:alert(1)' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(value.actions.openExternal).not.toHaveBeenCalled();
  });
});

describe('forms', () => {
  const form = {
    type: 'Form',
    submit: 'f.submit',
    action: { name: 'auth.login' },
    children: [
      {
        type: 'TextField',
        name: 'username',
        label: 'f.user',
        rules: { required: true, messages: { required: 'v.req' } },
      },
      { type: 'PasswordField', name: 'password', label: 'f.pass', rules: { required: true, minLength: 6 } },
    ],
  };

  it('shows translated rule messages on the fields and does not submit', async () => {
    const login = vi.fn();
    await mount(form, { services: { 'auth.login': login } });
    await userEvent.type(await screen.findByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required!')).toBeTruthy();
    expect(screen.getByText('At least 6')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('submits once with the values, however many taps', async () => {
    let finish: () => void = () => {};
    const login = vi.fn(
      () =>
        new Promise<void>((r) => {
          finish = r;
        }),
    );
    await mount(form, { services: { 'auth.login': login } });
    await userEvent.type(await screen.findByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'secret99');
    const submit = screen.getByRole('button', { name: 'Send' });
    for (let i = 0; i < 5; i++) await userEvent.click(submit);
    expect(login).toHaveBeenCalledTimes(1);
    expect((login.mock.calls[0] as unknown[])[1]).toMatchObject({
      form: { username: 'player1', password: 'secret99' },
    });
    finish();
  });

  it('the password field toggles visibility with an accessible button', async () => {
    await mount(form);
    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
