/**
 * The one port from the services to the app: navigation, dialogs and text. The app registers its
 * implementation once at boot (app/app-port.ts) and the services stay React-free. Alerts, notices
 * and the domain modal are the UI store's (notify.ts, state/ui.ts): services write them directly.
 */
import type { DialogId } from '../../core/actions.ts';

export interface AppPort {
  /** An in-app navigation; an open dialog closes first (the page it was over is left). */
  navigate(path: string): void;
  /** A full-page navigation (redirectUrl targets, the cashier). */
  assign(url: string): void;
  openDialog(id: DialogId): void;
  closeDialog(): void;
  t(key: string, values?: Record<string, unknown>): string;
}

let port: AppPort | undefined;
export function registerAppPort(p: AppPort): void {
  port = p;
}
export function appPort(): AppPort {
  if (!port) throw new Error('a service reached for the app before boot registered the app port');
  return port;
}
