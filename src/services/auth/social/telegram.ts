/**
 * Messaging-app login (TELEGRAMLOGIN3, A2/A7): the settings give the bot id and the auth page's
 * host. First a hidden frame of the auth host (its path carries version 1.0.1 and the time to the
 * minute) is asked: a browser already signed in to the messaging app gets the signed login data
 * from it at once (getTgAuthData); otherwise it says popupBlocked (a hidden frame cannot open the
 * auth page) and the site opens the auth page as a popup, which posts the login data back the same
 * way. Messages count only from the auth page's origin (the frame's from the frame itself);
 * opened in the tab instead (no popup), the auth page returns with tgAuthResult in the hash. The
 * server checks the signature, once; the browser only carries it.
 */
import { base64ToUtf8 } from '../../../core/base64.ts';
import { wps } from '../../http/instance.ts';
import { pushAlert } from '../../app-port/notify.ts';
import { session } from '../../session/storage.ts';
import { appPort } from '../../app-port/port.ts';
import { pageRegistrationContext } from '../common.ts';
import { identityLogin, SOCIAL_LOGIN_CODES } from './identity.ts';
import {
  TELEGRAM_FRAME_EVENTS,
  TELEGRAM_FRAME_VERSION,
  TELEGRAM_HASH_PARAM,
  TELEGRAM_RETURN_NONCE_PARAM,
  TEXT_POPUP_BLOCKED,
} from '../../../core/spec-constants.ts';

type Auth = Record<string, unknown>;
/** How often the flow checks whether the player closed the popup without signing in. */
const POPUP_POLL_MS = 500;
/** How long a closed popup's last message may take to arrive. */
const POPUP_CLOSE_GRACE_MS = 1000;

/** How long the hidden frame may take to answer before the auth page opens as a popup (our choice). */
export const TELEGRAM_FRAME_WAIT_MS = 1500;

const TELEGRAM_NONCE_KEY = 'tgLoginNonce';

/** The in-tab return's nonce must be the one this tab started with (used once). */
export function ownTelegramReturn(nonce: string): boolean {
  const mine = session.get(TELEGRAM_NONCE_KEY);
  session.remove(TELEGRAM_NONCE_KEY);
  const ok = !!mine && mine === nonce;
  if (!ok) console.warn(`${TELEGRAM_HASH_PARAM}: not a sign-in this tab started; ignored`);
  return ok;
}

/** A2: a hash payload that cannot be decoded is ignored with a warning. Base64 or base64url JSON of an object. */
export function decodeTgAuthResult(payload: string): Auth | null {
  try {
    const v: unknown = JSON.parse(base64ToUtf8(decodeURIComponent(payload)));
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Auth;
  } catch {
    /* fall through */
  }
  console.warn(`${TELEGRAM_HASH_PARAM}: the sign-in result could not be decoded and is ignored`);
  return null;
}

export function telegramLogin(auth: Auth): Promise<void> {
  return identityLogin({ provider: 'telegram', telegramAuth: auth }, async () => {
    const ctx = await pageRegistrationContext();
    return wps().session.telegram(
      {
        telegramAuth: auth,
        registerUrl: ctx.registerUrl,
        affiliateCode: ctx.affiliateCode,
        domain: ctx.domain,
        referralCode: ctx.referralCode,
        linkId: ctx.linkId,
      },
      { expected: SOCIAL_LOGIN_CODES },
    );
  });
}

/**
 * A message of the auth page or its frame: JSON text with the event, the frame version, the minute
 * and (getTgAuthData) the data. The login data, 'popupBlocked', or null for anything else.
 */
export function frameMessage(raw: unknown): Auth | 'popupBlocked' | null {
  try {
    const m = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { event?: string; version?: string; data?: unknown };
    if (m?.version !== TELEGRAM_FRAME_VERSION) return null;
    if (m.event === TELEGRAM_FRAME_EVENTS.popupBlocked) return 'popupBlocked';
    if (m.event !== TELEGRAM_FRAME_EVENTS.authData) return null;
    return m.data && typeof m.data === 'object' && !Array.isArray(m.data) ? (m.data as Auth) : null;
  } catch {
    return null;
  }
}
const authDataOf = (raw: unknown): Auth | null => {
  const m = frameMessage(raw);
  return m && m !== 'popupBlocked' ? m : null;
};

/**
 * Asks the hidden frame: the login data when the browser is signed in to the messaging app, else
 * null (popupBlocked, no answer in time, a frame that could not load). The frame goes afterwards.
 */
function askFrame(url: string, authOrigin: string): Promise<Auth | null> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Telegram';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.src = url;
  return new Promise<Auth | null>((resolve) => {
    const done = (a: Auth | null) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      resolve(a);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== authOrigin || e.source !== frame.contentWindow) return;
      const m = frameMessage(e.data);
      if (m) done(m === 'popupBlocked' ? null : m);
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => done(null), TELEGRAM_FRAME_WAIT_MS);
    document.body.appendChild(frame);
  });
}

export async function startTelegram(): Promise<void> {
  const s = await wps().relay('WPSCORE_getTelegramLoginSetting', {});
  const authOrigin = `${location.protocol}//${s.authDomain}`;
  // If the auth page comes back in this tab (no popup), the result counts only with this tab's nonce.
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  session.set(TELEGRAM_NONCE_KEY, nonce);
  const back = new URL(location.href.split('#')[0]!);
  back.searchParams.set(TELEGRAM_RETURN_NONCE_PARAM, nonce);
  const returnTo = back.toString();
  const q = new URLSearchParams({
    bot_id: s.botId,
    origin: location.origin,
    request_access: 'write',
    return_to: returnTo,
    version: TELEGRAM_FRAME_VERSION,
    t: String(Math.floor(Date.now() / 60_000) * 60),
  });
  // A2: the hidden frame first; a player signed in to the messaging app needs no popup.
  const remembered = await askFrame(`${authOrigin}/embed?${q}`, authOrigin);
  if (remembered) return telegramLogin(remembered);
  const popup = window.open(`${authOrigin}/auth?${q}`, 'telegram_auth', 'width=550,height=470');
  if (!popup) {
    pushAlert(appPort().t(TEXT_POPUP_BLOCKED));
    return;
  }
  const auth = await new Promise<Auth | null>((resolve) => {
    const done = (a: Auth | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(a);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== authOrigin) return; // only the auth page may hand over a login
      const a = authDataOf(e.data);
      if (a) done(a);
    };
    window.addEventListener('message', onMessage);
    // Closed without signing in: the flow ends quietly. The auth page posts, then closes: its
    // message may still be on its way when the close is seen, so it gets a moment to arrive.
    const watch = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(watch);
      setTimeout(() => done(null), POPUP_CLOSE_GRACE_MS);
    }, POPUP_POLL_MS);
  });
  if (auth) await telegramLogin(auth);
}
