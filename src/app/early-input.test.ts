// @vitest-environment happy-dom
import { handOver } from '../core/hand-over.ts';
import { describe, it, expect, beforeEach } from 'vitest';
import { typedFields, focusedField, replayEarlyInput } from './early-input.ts';

const page = () => `
  <form aria-label="Log in with username">
    <input name="username"><input name="password" type="password"><input name="remember" type="checkbox">
    <button type="submit">Log in</button>
  </form>
  <button type="button">Download</button>`;

describe('what a player did before the app was ready', () => {
  beforeEach(() => {
    document.body.innerHTML = page();
    handOver().appReady = false;
    handOver().pendingSubmit = handOver().pendingClick = undefined;
  });

  it('reads what was typed: filled fields and ticked boxes only', () => {
    (document.querySelector('[name=username]') as HTMLInputElement).value = 'dragonplayer';
    (document.querySelector('[name=remember]') as HTMLInputElement).checked = true;
    expect(typedFields(document)).toMatchObject([
      { form: 'Log in with username', name: 'username', type: 'text', value: 'dragonplayer', checked: false },
      { form: 'Log in with username', name: 'remember', type: 'checkbox', value: 'on', checked: true },
    ]);
  });

  it('a page rendered afresh gets the typed values back and the held submit, once; the app is then ready', async () => {
    (document.querySelector('[name=username]') as HTMLInputElement).value = 'dragonplayer';
    (document.querySelector('[name=password]') as HTMLInputElement).value = 'player123';
    const typed = typedFields(document);
    handOver().pendingSubmit = document.querySelector('form')!;
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
    expect(handOver().appReady).toBe(true);
    expect(handOver().pendingSubmit).toBeUndefined();
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
    handOver().pendingSubmit = form;
    replayEarlyInput([], document);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toBe(0);
    document.querySelector('select')!.disabled = false;
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toBe(1);
  });

  it('the last tapped button is tapped again, found by its text when it was replaced; a disabled one is not', () => {
    handOver().pendingClick = document.querySelector<HTMLButtonElement>('button[type=button]')!;
    document.body.innerHTML = page();
    let taps = 0;
    const again = document.querySelector<HTMLButtonElement>('button[type=button]')!;
    again.addEventListener('click', () => taps++);
    replayEarlyInput([], document);
    expect(taps).toBe(1);
    handOver().pendingClick = again;
    again.disabled = true;
    replayEarlyInput([], document);
    expect(taps).toBe(1);
  });

  it('the field the player was in, and the caret, are back on a page rendered afresh', () => {
    const input = document.querySelector<HTMLInputElement>('[name=username]')!;
    input.value = 'lotusplr';
    input.focus();
    input.setSelectionRange(7, 7);
    const focus = focusedField(document);
    expect(focus).toEqual({ form: 'Log in with username', name: 'username', start: 7, end: 7 });
    const fields = typedFields(document);
    document.body.innerHTML = page();
    replayEarlyInput(fields, document, focus);
    const again = document.querySelector<HTMLInputElement>('[name=username]')!;
    expect(document.activeElement).toBe(again);
    expect([again.value, again.selectionStart, again.selectionEnd]).toEqual(['lotusplr', 7, 7]);
  });

  it('a hydrated page (the same inputs) keeps what the player typed since, and the field they moved on to', () => {
    const username = document.querySelector<HTMLInputElement>('[name=username]')!;
    const password = document.querySelector<HTMLInputElement>('[name=password]')!;
    username.value = 'lotus';
    username.focus();
    const focus = focusedField(document);
    const fields = typedFields(document);
    username.value = 'lotusplayer'; // typed on while the app was hydrating
    password.focus(); // and moved on
    replayEarlyInput(fields, document, focus);
    expect(username.value).toBe('lotusplayer');
    expect(document.activeElement).toBe(password);
  });

  it('a page rendered afresh later than it was read gets the latest values of the old inputs', () => {
    const username = document.querySelector<HTMLInputElement>('[name=username]')!;
    username.value = 'lotus';
    const fields = typedFields(document);
    username.value = 'lotusplayer';
    document.body.innerHTML = page();
    replayEarlyInput(fields, document);
    expect(document.querySelector<HTMLInputElement>('[name=username]')!.value).toBe('lotusplayer');
  });

  /** Renders `before`, notes a tap on its button #`index`, renders `after` afresh; which of its buttons got the tap. */
  function tapAcross(before: string, index: number, after: string): number[] {
    document.body.innerHTML = `<main>${before}</main>`;
    handOver().pendingClick = document.querySelectorAll('button')[index]!;
    document.body.innerHTML = `<main>${after}</main>`;
    const tapped: number[] = [];
    document.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => tapped.push(i)));
    replayEarlyInput([], document);
    return tapped;
  }

  it('a replaced button is found by its accessible name and its place among buttons of that name', () => {
    const games = '<button>Play</button><button aria-label="Play Lucky 7">7</button><button>Play</button>';
    expect(tapAcross(games, 2, games)).toEqual([2]); // the second "Play", not the first
    expect(tapAcross(games, 1, games)).toEqual([1]); // by its label, not its text
  });

  it('a tap is not done again when it could hit the wrong button: nameless, or another number of that name', () => {
    const icons = '<button aria-label=""><svg></svg></button><button><svg></svg></button>';
    expect(tapAcross(icons, 1, icons)).toEqual([]);
    expect(tapAcross('<button>Play</button><button>Play</button>', 1, '<button>Play</button>')).toEqual([]);
  });

  it('a held submit of an unlabelled or ambiguous form is not sent on a page rendered afresh', async () => {
    const twin =
      '<form aria-label="Log in"><button>Go</button></form><form aria-label="Log in"><button>Go</button></form>';
    for (const html of ['<form><button>Go</button></form>', twin]) {
      document.body.innerHTML = html;
      handOver().pendingSubmit = document.querySelector('form')!;
      document.body.innerHTML = html;
      let sent = 0;
      document
        .querySelectorAll('form')
        .forEach((f) => f.addEventListener('submit', (e) => (e.preventDefault(), sent++)));
      replayEarlyInput([], document);
      await new Promise((r) => setTimeout(r, 10)); // a found form is sent a microtask later
      expect(sent, html).toBe(0);
    }
  });
});
