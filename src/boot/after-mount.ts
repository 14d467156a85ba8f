/**
 * Boot work that the first paint does not wait for: what the URL carries for later (go,
 * referral and affiliate codes, ad ids), the device id, the chat's scripts, and automatic login. Loaded as its own
 * chunk right after the app mounts, with the URL as it was at boot.
 */
import { captureFromUrl } from '../services/auth/registration-context.ts';
import { rememberGo } from '../services/auth/session-start.ts';
import { deviceId, type DeviceTenant } from '../services/session/device.ts';
import { autoLogin } from '../services/auth/login.ts';
import { sessionStore, tenantStore } from '../state/app.ts';
import { chat } from '../services/chat/chat.ts';
import { loadChunk } from '../services/scheduling/chunks.ts';
import { inSlices, yieldToMain } from '../services/scheduling/main-thread.ts';
import { track } from '../services/tracking/track.ts';
import { detectPlatform } from '../services/session/platform.ts';
import { pushConfigured } from '../core/push.ts';
import { decided } from '../services/app-port/decided.ts';
import { mayOffer } from '../services/install/a2hs.ts';
import { prompts } from '../services/scheduling/prompt-turns.ts';
import type { SignInReturn } from '../services/auth/sign-in-return.ts';

export async function afterMount(
  bootHref: string,
  tenant: DeviceTenant,
  signIn: SignInReturn | null = null,
  statusMs = 0,
): Promise<void> {
  try {
    captureFromUrl(bootHref, tenantStore.merchant?.analytics.consent === 'granted');
  } catch {
    /* storage blocked: the URL still has them this visit */
  }
  // S3/S4: firstOpen once per device, viewContent once per session; then the tracker starts.
  // firstOpen happens once per device: the device id is its eventID (the back end keeps it once).
  // The device id may wait for the merchant's device host (A4's frame, first visit on a domain only):
  // firstOpen goes when it has settled, and nothing else waits for it.
  void deviceId(tenant).then((id) => track('firstOpen', {}, id));
  track('viewContent', { content_id: new URL(bootHref).pathname });
  const firstScreenMs = performance.now();
  // The install offer may come on this page: the push opt-in, after it in the prompts' order, waits
  // for it from now (it waits for the browser's install prompt, seconds from now, or withdraws).
  const platform = detectPlatform();
  if (mayOffer({ path: new URL(bootHref).pathname, ...platform })) prompts().expect('install');
  const starts: (() => void)[] = [
    // S2/S4: the home-screen manifest, the service worker (registered 500 ms after start) and the
    // update dialog; then add to home screen (the offer on /, /m/home, /m/index.html; the
    // installed-app events everywhere). The offer waits for the browser's install prompt, which
    // Chromium fires only once it has read the page's manifest: startPwa links it (a pre-rendered
    // page has none in its HTML), so the offer's 20 tries start after that, not before.
    () =>
      void loadChunk(() => import('../app/pwa.tsx'))
        .then((m) => m.startPwa())
        .finally(
          () =>
            void loadChunk(() => import('../app/a2hs.tsx')).then(
              (m) => m.startA2hs(new URL(bootHref).pathname),
              () => prompts().withdraw('install'), // no offer without its code
            ),
        ),
    () =>
      void loadChunk(() => import('../services/tracking/start.ts')).then((t) =>
        t.startTracking(bootHref, { statusMs, firstScreenMs }),
      ),
    // S9: the merchant config is asked for again on the spec's triggers (debounced 300 ms).
    () => void loadChunk(() => import('../app/settings-refresh.ts')).then((m) => m.startSettingsRefresh()),
  ];
  // S4: the push opt-in, for members, where the merchant has push.
  if (tenantStore.merchant && pushConfigured(tenantStore.merchant.sms))
    starts.push(() => void loadChunk(() => import('../app/push.tsx')).then((m) => m.startPush()));
  // S4: inside the native app, the upgrade modal when the app has a newer version.
  if (platform.nativeApp)
    starts.push(() => void loadChunk(() => import('../app/upgrade.tsx')).then((m) => m.startUpgradeCheck()));
  // One import per task: each links its files (0.4-0.8 ms a link at desktop speed), and together
  // with the tracking calls above they made one task of 25-30 ms.
  await yieldToMain();
  void inSlices(starts, 1, (start) => start());
  await yieldToMain();
  rememberGo(bootHref);
  chat.start(); // S9: the chat scripts load 500 ms from now
  // A third-party sign-in came back: it is the login (its flows load only now).
  if (signIn && !sessionStore.token) {
    const { resumeSignIn } = await loadChunk(() => import('../app/auth-services.ts'));
    await resumeSignIn(signIn);
    decided('auto-login', 'sign-in-return');
    return;
  }
  // A4: automatic login from a remembered credential, only when there is no session.
  decided('auto-login', sessionStore.token ? 'has-session' : await autoLogin(bootHref));
}
