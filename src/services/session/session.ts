/**
 * Session info in session storage (A3) under MC_SESSION_INFO, as the real client keeps it
 * (login-success-session): spanId (the login answer's x-app-trace-id), id, token, merchantCode,
 * userName, type (from customerType), firstTimeLogin; and A3's account. A value over 1.5 MB is
 * refused (not stored). A token given in the URL (token or tokens) opens a session without a
 * stored one and is then removed from the address bar.
 */
import { SESSION_MAX_BYTES, SESSION_STORAGE_KEY, URL_TOKEN_PARAMS } from '../../core/spec-constants.ts';
import { sessionStore } from '../../state/app.ts';
import { session, type SafeStorage } from './storage.ts';

export interface SessionInfo {
  id: string | number | null;
  token: string;
  merchantCode: string;
  userName: string | null;
  type: number | null;
  firstTimeLogin: boolean;
  spanId: string | null;
  account: string | null;
}

/** The size the browser stores: UTF-16, two bytes a character. */
export const storedBytes = (s: string) => s.length * 2;

export function saveSessionInfo(info: SessionInfo, store: SafeStorage = session): boolean {
  const text = JSON.stringify(info);
  return storedBytes(text) <= SESSION_MAX_BYTES && store.set(SESSION_STORAGE_KEY, text);
}

export function loadSessionInfo(merchantCode: string, store: SafeStorage = session): SessionInfo | null {
  const v = store.getJson<Partial<SessionInfo>>(SESSION_STORAGE_KEY);
  // Another merchant's session (a shared host in development) is not this tenant's.
  return v && typeof v.token === 'string' && v.token && v.merchantCode === merchantCode ? (v as SessionInfo) : null;
}

export function clearSessionInfo(store: SafeStorage = session): void {
  store.remove(SESSION_STORAGE_KEY);
}

/** The one place the session store is written: a session opens (login, stored, URL token) or gains its member's facts. */
export function setSession(s: {
  id: string | number | null;
  token: string;
  userName: string | null;
  type: number | null;
  firstTimeLogin: boolean;
  spanId?: string | null;
}): void {
  Object.assign(sessionStore, { spanId: null, ...s, leaveTo: null });
}
/** A session opened by a URL token learns who it is from the member info. */
export function completeSession(info: { id: string | number; account: string; type: number | null }): void {
  if (sessionStore.token && !sessionStore.userName)
    Object.assign(sessionStore, { id: info.id, userName: info.account, type: info.type });
}

/** The logout's destination was reached (a public page shows). */
export function leaveDone(): void {
  if (sessionStore.leaveTo) sessionStore.leaveTo = null;
}

/**
 * Ends the session: session storage cleared (A8 "clear session storage") and the store emptied;
 * `leaveTo` is where a member page then goes (default: the login page, keeping the way back).
 */
export function endSession(leaveTo: string | null = null): void {
  session.clear();
  Object.assign(sessionStore, {
    id: null,
    token: null,
    userName: null,
    type: null,
    firstTimeLogin: false,
    spanId: null,
    leaveTo,
  });
}

/** The token a URL carries (token or tokens), and the same URL without it. */
export function takeUrlToken(href: string): { token: string | null; cleaned: string } {
  const u = new URL(href);
  let token: string | null = null;
  for (const name of URL_TOKEN_PARAMS) {
    const v = u.searchParams.get(name);
    if (v && !token) token = v;
    u.searchParams.delete(name);
  }
  return { token, cleaned: `${u.pathname}${u.search}${u.hash}` };
}
