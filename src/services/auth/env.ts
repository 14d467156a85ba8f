/** What the access flows need from the app (navigation, dialogs, text), registered at boot. */
import type { DialogId } from '../../core/actions.ts';

export interface AuthEnv {
  navigate(path: string): void;
  /** A full-page navigation (redirectUrl targets). */
  assign(url: string): void;
  openDialog(id: DialogId): void;
  closeDialog(): void;
  t(key: string, values?: Record<string, unknown>): string;
}

let env: AuthEnv | undefined;
export function configureAuth(e: AuthEnv): void {
  env = e;
}
export function authEnv(): AuthEnv {
  if (!env) throw new Error('the access flows are used before boot configured them');
  return env;
}
