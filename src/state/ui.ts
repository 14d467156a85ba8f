/** What the UI host shows: alerts (one at a time, each with OK), short notices, the domain modal. */
import { proxy } from 'valtio';

export interface AlertItem { id: number; message: string }
export interface Notice { id: number; message: string; until: number }

export const uiStore = proxy<{ alerts: AlertItem[]; notices: Notice[]; domainModal: unknown | null }>({ alerts: [], notices: [], domainModal: null });

let nextId = 1;
/** Queue an alert; the same message already waiting is not queued twice. */
export function pushAlert(message: string): void {
  if (uiStore.alerts.some((a) => a.message === message)) return;
  uiStore.alerts.push({ id: nextId++, message });
}
export function dismissAlert(id: number): void {
  uiStore.alerts = uiStore.alerts.filter((a) => a.id !== id);
}
export function pushNotice(message: string, ms: number, now = Date.now()): void {
  const id = nextId++;
  uiStore.notices.push({ id, message, until: now + ms });
  setTimeout(() => { uiStore.notices = uiStore.notices.filter((n) => n.id !== id); }, ms);
}
