/** Alerts and notices for the UI host (state/ui.ts), with the spec's rule for repeated alerts. */
import { uiStore } from '../../state/ui.ts';
import { ALERT_HIDE_INTERVAL_MS, ALERT_HIDE_MAX_TIMES } from '../../core/spec-constants.ts';

let nextId = 1;
const lastShown = new Map<string, number>();

/**
 * Queue an alert. S8 "Error alerts hide interval 1 s up to 3 times": the same message again within
 * 1 s is not shown again, and at most 3 alerts wait at once (a burst of failures does not bury the
 * page under dialogs).
 */
export function pushAlert(message: string, now = Date.now(), code?: string): void {
  const last = lastShown.get(message);
  lastShown.set(message, now);
  if (last !== undefined && now - last < ALERT_HIDE_INTERVAL_MS) return;
  if (uiStore.alerts.some((a) => a.message === message)) return;
  if (uiStore.alerts.length >= ALERT_HIDE_MAX_TIMES) return;
  uiStore.alerts.push({ id: nextId++, message, ...(code ? { code } : {}) });
}

/** An alert with a sentence for the player and, small under it, the code for support. */
export const pushCodedAlert = (message: string, code: string) => pushAlert(message, Date.now(), code);

export function dismissAlert(id: number): void {
  uiStore.alerts = uiStore.alerts.filter((a) => a.id !== id);
}

export function pushNotice(message: string, ms: number, now = Date.now()): void {
  const id = nextId++;
  uiStore.notices.push({ id, message, until: now + ms });
  setTimeout(() => {
    uiStore.notices = uiStore.notices.filter((n) => n.id !== id);
  }, ms);
}

const answers = new Map<number, (yes: boolean) => void>();

/** Asks the player; resolves true when they confirm. A new question cancels one still open. */
export function askConfirm(message: string, confirm: string): Promise<boolean> {
  if (uiStore.confirm) answerConfirm(uiStore.confirm.id, false);
  const id = nextId++;
  uiStore.confirm = { id, message, confirm };
  return new Promise((resolve) => answers.set(id, resolve));
}
export function answerConfirm(id: number, yes: boolean): void {
  answers.get(id)?.(yes);
  answers.delete(id);
  if (uiStore.confirm?.id === id) uiStore.confirm = null;
}
