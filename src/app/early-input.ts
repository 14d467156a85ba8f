/**
 * What a player did on a pre-rendered page before the app was ready: the page's inline script
 * (core/prerendered.ts, BEFORE_APP_SCRIPT) held back a submitted form and noted the last tapped
 * button. When the app hydrates the page its elements stay, so they are simply done again. When
 * the app renders the page afresh (other settings, another language), the typed values are copied
 * into the new page first (form by its label, field by its name) and the form or button is found
 * again the same way, so a fast player loses nothing.
 */
import { handOver } from '../core/hand-over.ts';
export interface TypedField {
  form: string;
  name: string;
  type: string;
  value: string;
  checked: boolean;
  /** The input it was read from: what it holds at replay wins (the player may have typed on), and it is left alone while it is still on the page. */
  source?: HTMLInputElement;
}

const formLabel = (f: HTMLFormElement | null) => f?.getAttribute('aria-label') ?? '';

/** What the player typed into the page's forms; read before the app renders over the page. */
export function typedFields(root: ParentNode): TypedField[] {
  return [...root.querySelectorAll<HTMLInputElement>('form input[name]')]
    .filter((i) => (i.type === 'checkbox' ? i.checked : i.value !== ''))
    .map((i) => ({
      form: formLabel(i.form),
      name: i.name,
      type: i.type,
      value: i.value,
      checked: i.checked,
      source: i,
    }));
}

/** The field the player is in (and where the caret is), to be put back where the page was rendered afresh. */
export interface FocusedField {
  form: string;
  name: string;
  start: number | null;
  end: number | null;
}

export function focusedField(root: ParentNode): FocusedField | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || !el.name || !root.contains(el))
    return null;
  const caret = el instanceof HTMLInputElement && /^(text|password|tel|email|search|url)$/.test(el.type);
  return {
    form: formLabel(el.form),
    name: el.name,
    start: caret ? el.selectionStart : null,
    end: caret ? el.selectionEnd : null,
  };
}

/** Fields still loading (a country list not yet in): a submit now would fail on them. */
const loading = (form: HTMLFormElement) => !!form.querySelector('select:disabled, [aria-busy="true"]');

/** Resolves when the form has nothing loading any more (at most 10 s: then it is sent as it is). */
export function whenSettled(form: HTMLFormElement, maxMs = 10_000): Promise<void> {
  if (!loading(form)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      mo.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const mo = new MutationObserver(() => !loading(form) && done());
    const timer = setTimeout(done, maxMs);
    mo.observe(form, { subtree: true, attributes: true, childList: true });
  });
}

/** The one form with this label; none when unlabelled or ambiguous (a guess could send the wrong form). */
function findForm(root: ParentNode, label: string): HTMLFormElement | null {
  const found = label ? [...root.querySelectorAll('form')].filter((f) => formLabel(f) === label) : [];
  return found.length === 1 ? found[0]! : null;
}

const buttonName = (b: HTMLButtonElement) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();

/**
 * The replaced button's counterpart: same accessible name, same place among the buttons of that
 * name. None for a nameless button, or when the new page has another number of them: a tap is
 * only done again when it is sure to do what the player meant.
 */
function sameButton(old: HTMLButtonElement, root: ParentNode): HTMLButtonElement | null {
  const name = buttonName(old);
  if (!name) return null;
  const named = (r: ParentNode) =>
    [...(r instanceof HTMLButtonElement ? [r] : []), ...r.querySelectorAll('button')].filter(
      (b) => buttonName(b) === name,
    );
  const before = named(old.getRootNode() as ParentNode);
  const now = named(root);
  return before.length === now.length ? (now[before.indexOf(old)] ?? null) : null;
}

/** Types a value as the browser does, so the form library sees it. */
function putBack(input: HTMLInputElement, field: TypedField): void {
  if (field.type === 'checkbox') {
    if (input.checked !== field.checked) input.click();
    return;
  }
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, field.value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app is ready (from then on the page's script notes nothing): the typed values where the
 * page was rendered afresh, then the held-back submit or the last tap, found again by the form's
 * label or the button's name and place when the element itself was replaced.
 */
export function replayEarlyInput(fields: TypedField[], root: ParentNode, focus: FocusedField | null = null): void {
  handOver().appReady = true;
  const form = handOver().pendingSubmit;
  const button = handOver().pendingClick;
  const pressed = handOver().pressedButton;
  handOver().pendingSubmit = handOver().pendingClick = handOver().pressedButton = undefined;
  const field = (f: { form: string; name: string }) =>
    findForm(root, f.form)?.querySelector<HTMLInputElement | HTMLSelectElement>(
      `input[name="${CSS.escape(f.name)}"], select[name="${CSS.escape(f.name)}"]`,
    );
  for (const typed of fields) {
    const el = field(typed);
    if (!(el instanceof HTMLInputElement) || el === typed.source) continue; // hydrated: the same input, as typed
    const latest = typed.source ? { ...typed, value: typed.source.value, checked: typed.source.checked } : typed;
    if (latest.type === 'checkbox' || el.value !== latest.value) putBack(el, latest);
  }
  // The player keeps typing where they were: same field, same caret (a fresh page has lost both).
  // Only where the focus was lost with the old page: a player who has moved on to another field keeps it.
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected;
  const into = focus && lost ? field(focus) : null;
  if (focus && into && !into.disabled) {
    into.focus();
    if (into instanceof HTMLInputElement && focus.start !== null) into.setSelectionRange(focus.start, focus.end);
  }
  if (form) {
    const again = form.isConnected ? form : findForm(root, formLabel(form));
    if (again) void whenSettled(again).then(() => again.isConnected && again.requestSubmit());
  } else if (button) {
    const again = button.isConnected ? button : sameButton(button, root);
    if (again && !again.disabled) again.click();
  }
  if (pressed && pressed !== button && !pressed.isConnected) finishStraddledTap(pressed, root);
}

/** How long after the page was rendered afresh a tap begun on the old page may still end (a long press is under a second). */
export const STRADDLED_TAP_MS = 1000;

/**
 * A tap pressed on a button of the replaced page and released on the new one: Chromium sends no
 * click for a mouse press whose element has left the page, so no button hears it. It is done on
 * the new button when the release is over it, within a tap's time; a new press ends the wait. A
 * touch tap needs nothing: its click goes where the finger lifts, to the new button itself.
 */
function finishStraddledTap(old: HTMLButtonElement, root: ParentNode): void {
  const again = sameButton(old, root);
  if (!again) return;
  const stop = () => {
    clearTimeout(timer);
    removeEventListener('pointerup', onRelease, true);
    removeEventListener('pointerdown', stop, true);
  };
  const onRelease = (e: PointerEvent) => {
    stop();
    const onIt = e.target instanceof Node && again.contains(e.target);
    if (e.pointerType !== 'touch' && onIt && again.isConnected && !again.disabled) again.click();
  };
  const timer = setTimeout(stop, STRADDLED_TAP_MS);
  addEventListener('pointerup', onRelease, true);
  addEventListener('pointerdown', stop, true);
}
