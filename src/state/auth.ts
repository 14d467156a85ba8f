/** Access-flow state: the re-entry guard and a login waiting for its second step. */
import { proxy } from 'valtio';

export interface PendingVerification {
  ticket: string;
  email: boolean;
  authenticator: boolean;
  sms: boolean;
  /** How the first step was made, to finish the login the same way. */
  channel: 'username' | 'sms' | 'social';
  remember: { type: 'username' | 'sms'; username?: string; mobileNum?: string; password?: string } | null;
}

/** A third-party identity no member has yet (A4): waiting for the player's choice, or for a login to bind to. */
export type PendingIdentity =
  | { provider: 'telegram'; telegramAuth: Record<string, unknown> }
  | { provider: 'line'; lineSessionToken: string }
  | { provider: 'firebase'; idToken: string; channel: string };

export type Flow = 'login' | 'register' | 'verify' | 'password' | 'social';
/** A4: each flow has its own re-entry guard (a second login tap is ignored; a password change right after a login is not). */
export const authStore = proxy<{
  processing: Record<Flow, boolean>;
  pending: PendingVerification | null;
  /** Waiting for the player's choice in the socialBind dialog (dropped if they close it and sign in otherwise). */
  pendingIdentity: PendingIdentity | null;
  /** The player chose "log in with existing account": bound to the next username or SMS login of this tab. */
  identityToLink: PendingIdentity | null;
}>({
  processing: { login: false, register: false, verify: false, password: false, social: false },
  pending: null,
  pendingIdentity: null,
  identityToLink: null,
});
