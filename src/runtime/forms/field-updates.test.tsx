// @vitest-environment happy-dom
/**
 * Issue 39: a keystroke re-renders only the field that changed and what reads it. The form is
 * rendered from JSON as a screen holds it; each input component counts its renders by label.
 */
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { forwardRef, type ComponentType, type Ref } from 'react';
import { render, screen, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../i18n.tsx';
import { createI18n } from '../../services/i18n/i18n.ts';
import { buildRuleContext } from '../../core/rule-context.ts';
import { RuntimeContext, type RuntimeValue } from '../context.ts';
import { RenderNode } from '../Renderer.tsx';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';

const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../components/fields.tsx', async (importOriginal) => {
  type Field = ComponentType<{ label: string; ref?: Ref<unknown> }>;
  const real = await importOriginal<Record<string, Field>>();
  const counted = (Real: Field) =>
    forwardRef<unknown, { label: string }>(function Counted(props, ref) {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return <Real {...props} ref={ref} />;
    });
  return Object.fromEntries(Object.entries(real).map(([k, v]) => [k, counted(v)]));
});

const EN = {
  'f.user': 'Username',
  'f.pass': 'Password',
  'f.again': 'Password again',
  'f.agree': 'I agree',
  'f.submit': 'Send',
  'v.req': 'Required!',
  'v.differ': 'Passwords differ',
  'validation.minLength': 'At least {{count}}',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'captcha.label': 'Captcha',
  'captcha.done': 'Done',
  'captcha.pending': 'Not yet',
  'captcha.verify': 'Verify',
};

const FORM = {
  type: 'Form',
  submit: 'f.submit',
  action: { name: 'auth.register' },
  children: [
    { type: 'TextField', name: 'username', label: 'f.user', rules: { required: true, minLength: 4 } },
    { type: 'PasswordField', name: 'password', label: 'f.pass', rules: { required: true } },
    {
      type: 'PasswordField',
      name: 'confirm',
      label: 'f.again',
      rules: { required: true, equalsField: 'password', messages: { equalsField: 'v.differ' } },
    },
    { type: 'CheckboxField', name: 'agree', label: 'f.agree', rules: { required: true } },
    { type: 'CaptchaSlot', label: 'captcha.label' },
  ],
};

async function mount(register: () => unknown = vi.fn()) {
  const i18n = await createI18n('EN', async () => EN);
  const rules = buildRuleContext({ merchant: { whitelabelVal: {}, settings: {} as MerchantConfig['settings'] } });
  const value: RuntimeValue = {
    rules,
    logo: { src: '/logo.svg', alt: 'Brand' },
    actions: {
      rules,
      navigate: vi.fn(),
      openExternal: vi.fn(),
      setLanguage: vi.fn(),
      notify: vi.fn(),
      services: { 'auth.register': register },
    },
  };
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <RuntimeContext.Provider value={value}>
          <RenderNode node={FORM} />
        </RuntimeContext.Provider>
      </MemoryRouter>
    </I18nProvider>,
  );
  return (await screen.findByLabelText('Username')) as HTMLInputElement;
}

const typeInto = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });
const counts = () => ({
  username: renders.get('Username') ?? 0,
  password: renders.get('Password') ?? 0,
  again: renders.get('Password again') ?? 0,
  agree: renders.get('I agree') ?? 0,
});

beforeEach(() => {
  cleanup();
  renders.clear();
});

describe('a keystroke after the first submit', () => {
  it('re-renders the field whose error changed, and no other field (the form around it does not re-render)', async () => {
    const username = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const before = counts();

    typeInto(username, 'ab'); // required -> too short: its error changes
    await waitFor(() => expect(screen.getByText('At least 4')).toBeTruthy());
    typeInto(username, 'player1'); // fine now
    await waitFor(() => expect(username.getAttribute('aria-invalid')).not.toBe('true'));
    typeInto(username, 'player12'); // still fine: nothing changes, nothing renders

    const after = counts();
    expect(after.username - before.username).toBe(2);
    expect({ ...after, username: 0 }).toEqual({ ...before, username: 0 });
  });

  it('a field whose check reads another (equalsField) is judged on its own change, as before', async () => {
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const again = screen.getByLabelText('Password again') as HTMLInputElement;
    typeInto(password, 'secret99');
    typeInto(again, 'secret98');
    expect(await screen.findByText('Passwords differ')).toBeTruthy();
    typeInto(again, 'secret99');
    await waitFor(() => expect(screen.queryByText('Passwords differ')).toBeNull());
  });
});

describe('a submit that goes to the server', () => {
  it('shows the busy button without rendering any field again (the tap paints at once)', async () => {
    let sent = 0;
    const username = await mount(() => {
      sent++;
      return new Promise(() => {}); // the server has not answered yet
    });
    typeInto(username, 'player1');
    typeInto(screen.getByLabelText('Password') as HTMLInputElement, 'secret99');
    typeInto(screen.getByLabelText('Password again') as HTMLInputElement, 'secret99');
    fireEvent.click(screen.getByLabelText('I agree'));
    await waitFor(() => expect((screen.getByLabelText('I agree') as HTMLInputElement).checked).toBe(true));
    const before = counts();
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'));
    expect(sent).toBe(1);
    expect(counts()).toEqual(before);
  });
});
