/** What the services need from the app (navigation, dialogs, text), registered at boot: they stay React-free. */
import type { DialogId } from '../../core/actions.ts';

export interface AppEnv {
  navigate(path: string): void;
  /** A full-page navigation (redirectUrl targets). */
  assign(url: string): void;
  openDialog(id: DialogId): void;
  closeDialog(): void;
  t(key: string, values?: Record<string, unknown>): string;
}

let env: AppEnv | undefined;
export function configureAppEnv(e: AppEnv): void {
  env = e;
}
export function appEnv(): AppEnv {
  if (!env) throw new Error('the access flows are used before boot configured them');
  return env;
}
