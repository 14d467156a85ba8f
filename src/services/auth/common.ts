/** Pieces every access flow shares: the re-entry guard, the captcha for a flow, device facts. */
import { authStore, type Flow, type PendingVerification } from '../../state/auth.ts';
import { registrationContext } from './registration-context.ts';
import { appPort } from '../app-port/port.ts';
import type { WpsError } from '../http/wps-error.ts';
import { tenantStore } from '../../state/app.ts';
import { REENTRY_GUARD_MS, STORAGE_KEYS } from '../../core/spec-constants.ts';
import { verifyCaptcha, CaptchaError, type CaptchaFields } from '../captcha/adapter.ts';
import { wps } from '../http/instance.ts';
import { detectPlatform } from '../session/platform.ts';
import { deviceId } from '../session/device.ts';
import { tellCaptchaError } from '../captcha/tell.ts';
import type { DeviceKind } from '../http/calls.ts';
import { local } from '../session/storage.ts';
import { loadChunk } from '../scheduling/chunks.ts';
import { decided } from '../app-port/decided.ts';

/** A form value as trimmed text ('' for anything that is not a string). */
export const formText = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A4: a second submit of a flow while it is processing is ignored; the flag clears 500 ms after finishing. */
export async function guarded(flow: Flow, work: () => Promise<void>): Promise<void> {
  if (authStore.processing[flow]) return decided('flow-guard', `${flow} ignored`);
  decided('flow-guard', `${flow} started`);
  authStore.processing[flow] = true;
  try {
    await work();
  } finally {
    setTimeout(() => {
      authStore.processing[flow] = false;
    }, REENTRY_GUARD_MS);
  }
}

export const hasCaptcha = (v: unknown): v is CaptchaFields =>
  !!v && typeof v === 'object' && ('geetestSeccode' in v || 'geetestValidateV4' in v);

function captchaOptions(version?: 'v3' | 'v4') {
  const m = tenantStore.merchant!;
  return {
    version: version ?? m.gw.GEETEST_VERSION,
    merchant: m.merchantCode,
    language: tenantStore.language,
    imageCDNs: m.imageCDNs,
    challenge: () => wps().captcha.geetest(),
  };
}
export const runCaptcha = (version?: 'v3' | 'v4') => verifyCaptcha(captchaOptions(version));
export const runRiskToken = async () => {
  const m = tenantStore.merchant!;
  const { riskToken } = await loadChunk(() => import('../captcha/risk.ts'));
  return riskToken({ appId: m.gw.GEETEST_RISK_APP_ID, merchant: m.merchantCode, imageCDNs: m.imageCDNs });
};

/** Captcha failures are told to the player; the flow stops. */
export function reportCaptcha(e: unknown): never {
  if (e instanceof CaptchaError) tellCaptchaError(e);
  throw e;
}

/** The device kind a login sends as its header (A3). */
export function deviceKind(platform = detectPlatform()): DeviceKind | undefined {
  return /iPad/.test(navigator.userAgent)
    ? 'IPAD'
    : local.get(STORAGE_KEYS.webclip)
      ? 'WEBCLIP'
      : platform.installedApp
        ? 'PWA'
        : undefined;
}

/**
 * The device facts a login or registration sends. The device id waits for the merchant's device
 * host only on a domain's first visit, and only while the frame started after the first screen
 * has not settled (at most DEVICE_SYNC_TIMEOUT_MS): then the id sent is the merchant's one.
 */
export async function deviceFacts() {
  const platform = detectPlatform();
  const loginDeviceId = await deviceId(tenantStore.tenant!);
  return { platform, kind: deviceKind(platform), loginDeviceId, isOfficialAppLogin: platform.nativeApp };
}

/** A3: what a registration (or a login that may register) carries from this page, this device and storage. */
export async function pageRegistrationContext() {
  const d = await deviceFacts();
  return registrationContext({
    href: location.href,
    host: location.host,
    deviceId: d.loginDeviceId,
    platform: d.platform,
  });
}

/** A4 login_verify_required: the pending login waits for the verification dialog, which finishes it. */
export function openSecondStep(
  e: WpsError,
  channel: PendingVerification['channel'],
  remember: PendingVerification['remember'],
) {
  const f = (e.data ?? {}) as { ticket?: string; email?: boolean; ga?: boolean; sms?: boolean };
  authStore.pending = {
    ticket: f.ticket ?? '',
    email: !!f.email,
    authenticator: !!f.ga,
    sms: !!f.sms,
    channel,
    remember,
  };
  appPort().openDialog('verification');
}
