/**
 * Session info in session storage (A3): id, token, merchantCode, userName, type, firstTimeLogin,
 * spanId, account. A value over 1.5 MB is refused (not stored). A token given in the URL (token or
 * tokens) opens a session without a stored one and is then removed from the address bar.
 */
import { SESSION_MAX_BYTES, SESSION_STORAGE_KEY, URL_TOKEN_PARAMS } from '../core/spec-constants.ts';
import { sessionStore } from '../state/app.ts';

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

export function saveSessionInfo(
  info: SessionInfo,
  storage: Storage | null = globalThis.sessionStorage ?? null,
): boolean {
  const text = JSON.stringify(info);
  if (storedBytes(text) > SESSION_MAX_BYTES || !storage) return false;
  try {
    storage.setItem(SESSION_STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}

export function loadSessionInfo(
  merchantCode: string,
  storage: Storage | null = globalThis.sessionStorage ?? null,
): SessionInfo | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<SessionInfo>;
    // Another merchant's session (a shared host in development) is not this tenant's.
    return typeof v.token === 'string' && v.token && v.merchantCode === merchantCode ? (v as SessionInfo) : null;
  } catch {
    return null;
  }
}

export function clearSessionInfo(storage: Storage | null = globalThis.sessionStorage ?? null): void {
  try {
    storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

/** Logging out: session storage cleared (A8 "clear session storage") and the session store emptied. */
export function endSession(): void {
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* blocked storage: nothing stored there anyway */
  }
  Object.assign(sessionStore, { id: null, token: null, userName: null, type: null, firstTimeLogin: false });
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
