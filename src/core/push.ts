/**
 * Push opt-in and tokens (S4, S7, S8, S9): the numbers, the storage keys, when the prompt is due,
 * when the token is due a refresh, and which text an error shows. Pure.
 */
/** S9: "push token refresh after 7 days". */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** S7: "CSP_fcmSubscribe (registrationToken, topic, with ALL used after binding)". */
export const PUSH_TOPIC_ALL = 'ALL';
/**
 * Our guard (docs/decisions.md): getting a token waits for the browser's push service, which may
 * never answer (offline); past this the attempt fails as token-subscribe-failed.
 */
export const PUSH_TOKEN_TIMEOUT_MS = 15_000;
/** Our guard: logging out waits at most this long for the unsubscribe call. */
export const PUSH_UNSUBSCRIBE_WAIT_MS = 3000;
/** Local storage: the day the prompt was closed (S4 "once per day"), and the bound token with when it was bound. */
export const PUSH_PROMPT_CLOSED_KEY = 'pushPromptClosed';
export const PUSH_TOKEN_KEY = 'pushToken';

/** S8: the push errors, and the installation errors, shown as their texts. */
export const PUSH_ERRORS = [
  'permission-blocked',
  'unsupported-browser',
  'token-subscribe-failed',
  'token-update-failed',
  'app-offline',
  'not-registered',
  'installation-not-found',
] as const;
export type PushError = (typeof PUSH_ERRORS)[number];

/** The day in the player's own calendar (the prompt's "today"). */
export const localDay = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** S4: "The prompt shows unless permission is already granted or it was closed today." */
export function promptDue(permission: NotificationPermission, closedOn: string | null, now: Date): boolean {
  return permission !== 'granted' && closedOn !== localDay(now);
}

export interface BoundToken {
  token: string;
  /** ms since the epoch, when it was bound */
  at: number;
}
/** S4: "Tokens refresh after 7 days." */
export const tokenDue = (bound: BoundToken | null, now: number) => !bound || now - bound.at >= PUSH_TOKEN_REFRESH_MS;

/**
 * The text key of an error: the push library's codes ("messaging/permission-blocked",
 * "installations/app-offline") and ours; anything else is a failed subscription (or a failed
 * update when a token was being renewed).
 */
export function pushErrorKey(code: unknown, renewing: boolean): `push.error.${PushError}` {
  const name = typeof code === 'string' ? code.replace(/^(messaging|installations)\//, '') : '';
  const known = (PUSH_ERRORS as readonly string[]).includes(name) ? (name as PushError) : null;
  return `push.error.${known ?? (renewing ? 'token-update-failed' : 'token-subscribe-failed')}`;
}

/** Push is on for a merchant whose config has the push library's project and its VAPID key. */
export const pushConfigured = (sms: {
  vapidKey: string;
  messagingSenderId: string;
  projectId: string;
  apiKey: string;
  appId: string;
}) => !!(sms.vapidKey && sms.messagingSenderId && sms.projectId && sms.apiKey && sms.appId);
