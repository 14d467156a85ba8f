/**
 * Push messaging (S4, S7, S8): the push library (Firebase Cloud Messaging, modular) is the only
 * thing that imports it, and this module loads only when a member's push is set up. A token is
 * bound to the member (CSP_fcmBind) and subscribed to ALL (CSP_fcmSubscribe); it is renewed after
 * 7 days; logging out unsubscribes it (CSP_fcmUnsubscribe, unsubscribeAll). The page's service
 * worker (/m/sw.js) receives the messages.
 */
import { initializeApp, getApps } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';
import {
  PUSH_TOKEN_KEY,
  PUSH_TOKEN_TIMEOUT_MS,
  PUSH_TOPIC_ALL,
  pushErrorKey,
  type BoundToken,
} from '../../core/push.ts';
import { wps } from '../http/instance.ts';
import { local } from '../session/storage.ts';
import { withTimeout } from '../scheduling/timeout.ts';

export type PushResult = { ok: true; token: string } | { ok: false; error: string };

const failure = (code: string) => Object.assign(new Error(code), { code });

export const boundToken = (): BoundToken | null => {
  const b = local.getJson<BoundToken>(PUSH_TOKEN_KEY);
  return b && typeof b.token === 'string' && typeof b.at === 'number' ? b : null;
};

function messagingFor(sms: MerchantConfig['sms']) {
  const name = `push-${sms.projectId}`;
  const app =
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        apiKey: sms.apiKey,
        appId: sms.appId,
        projectId: sms.projectId,
        messagingSenderId: sms.messagingSenderId,
        authDomain: sms.authDomain,
      },
      name,
    );
  return getMessaging(app);
}

/**
 * Gets this device's token (permission must be granted already), binds it to the member and
 * subscribes it to ALL; a token that changed since the last binding is unsubscribed. `renewing`:
 * the 7-day refresh (its failure is token-update-failed).
 */
export async function enablePush(merchant: MerchantConfig, renewing: boolean): Promise<PushResult> {
  try {
    if (!(await isSupported())) throw failure('messaging/unsupported-browser');
    if (Notification.permission !== 'granted') throw failure('messaging/permission-blocked');
    // Our worker (scope /m/) registers 500 ms after start: its registration receives the messages.
    const registration = await withTimeout(navigator.serviceWorker.ready, PUSH_TOKEN_TIMEOUT_MS, () => failure(''));
    const token = await withTimeout(
      getToken(messagingFor(merchant.sms), {
        vapidKey: merchant.sms.vapidKey,
        serviceWorkerRegistration: registration,
      }),
      PUSH_TOKEN_TIMEOUT_MS,
      () => failure(''),
    );
    const before = boundToken();
    await wps().relay('CSP_fcmBind', { registrationToken: token });
    await wps().relay('CSP_fcmSubscribe', { registrationToken: token, topic: PUSH_TOPIC_ALL });
    if (before && before.token !== token)
      void wps()
        .relay('CSP_fcmUnsubscribe', { registrationToken: before.token, unsubscribeAll: true }, { quiet: true })
        .catch(() => {}); // the old token is dead anyway
    local.setJson(PUSH_TOKEN_KEY, { token, at: Date.now() } satisfies BoundToken);
    return { ok: true, token };
  } catch (e) {
    return { ok: false, error: pushErrorKey((e as { code?: unknown }).code, renewing) };
  }
}

/** Logging out: the token leaves the member (S7 CSP_fcmUnsubscribe, unsubscribeAll). */
export async function unsubscribePush(): Promise<void> {
  const b = boundToken();
  if (!b) return;
  local.remove(PUSH_TOKEN_KEY);
  await wps()
    .relay('CSP_fcmUnsubscribe', { registrationToken: b.token, unsubscribeAll: true }, { quiet: true })
    .catch(() => {}); // logging out goes on; the token is forgotten here, so this device does not use it again
}
