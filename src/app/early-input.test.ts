// @vitest-environment happy-dom
import { describe, it, expect, beforeEach } from 'vitest';
import { typedFields, replayEarlyInput } from './early-input.ts';

const page = () => `
  <form aria-label="Log in with username">
    <input name="username"><input name="password" type="password"><input name="remember" type="checkbox">
    <button type="submit">Log in</button>
  </form>
  <button type="button">Download</button>`;

describe('what a player did before the app was ready', () => {
  beforeEach(() => {
    document.body.innerHTML = page();
    window.__appReady = false;
    window.__pendingSubmit = window.__pendingClick = undefined;
  });

  it('reads what was typed: filled fields and ticked boxes only', () => {
    (document.querySelector('[name=username]') as HTMLInputElement).value = 'dragonplayer';
    (document.querySelector('[name=remember]') as HTMLInputElement).checked = true;
    expect(typedFields(document)).toEqual([
      { form: 'Log in with username', name: 'username', type: 'text', value: 'dragonplayer', checked: false },
      { form: 'Log in with username', name: 'remember', type: 'checkbox', value: 'on', checked: true },
    ]);
  });

  it('a page rendered afresh gets the typed values back and the held submit, once; the app is then ready', async () => {
    (document.querySelector('[name=username]') as HTMLInputElement).value = 'dragonplayer';
    (document.querySelector('[name=password]') as HTMLInputElement).value = 'player123';
    const typed = typedFields(document);
    window.__pendingSubmit = document.querySelector('form')!;
    document.body.innerHTML = page(); // the app's own render: new elements, empty fields
    const seen: Record<string, string>[] = [];
    const inputs: string[] = [];
    document.addEventListener('input', (e) => inputs.push((e.target as HTMLInputElement).name));
    document.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      seen.push(Object.fromEntries(new FormData(e.target as HTMLFormElement)) as Record<string, string>);
    });
    replayEarlyInput(typed, document);
    expect(inputs).toEqual(['username', 'password']); // as if typed: the form library hears it
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ username: 'dragonplayer', password: 'player123' }]);
    expect(window.__appReady).toBe(true);
    expect(window.__pendingSubmit).toBeUndefined();
    replayEarlyInput(typed, document);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(1);
  });

  it('a held submit waits while a field is still loading (a country list), then goes', async () => {
    document.body.innerHTML = '<form aria-label="Phone"><select name="cc" disabled></select><input name="m"></form>';
    const form = document.querySelector('form')!;
    let sent = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sent++;
    });
    window.__pendingSubmit = form;
    replayEarlyInput([], document);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toBe(0);
    document.querySelector('select')!.disabled = false;
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toBe(1);
  });

  it('the last tapped button is tapped again, found by its text when it was replaced; a disabled one is not', () => {
    window.__pendingClick = document.querySelector<HTMLButtonElement>('button[type=button]')!;
    document.body.innerHTML = page();
    let taps = 0;
    const again = document.querySelector<HTMLButtonElement>('button[type=button]')!;
    again.addEventListener('click', () => taps++);
    replayEarlyInput([], document);
    expect(taps).toBe(1);
    window.__pendingClick = again;
    again.disabled = true;
    replayEarlyInput([], document);
    expect(taps).toBe(1);
  });
});
