/**
 * What every registration request carries besides the form (A3): method, URLs, device, codes and
 * ad ids. Referral and affiliate codes from the URL are kept in reg_info so they survive the
 * visit; pixel and click ids likewise in pixelTrack.
 */
import { affiliateCodeFromHost } from '../../core/tenant-host.ts';
import { STORAGE_KEYS, PIXEL_TRACK_FIELDS, type REGISTER_METHODS } from '../../core/spec-constants.ts';
import type { RuleContext } from '../../core/schema/rule-context.ts';
import { local, type SafeStorage } from '../session/storage.ts';
import Cookies from 'js-cookie';
import { fbcValue } from '../tracking/attribution.ts';
import { WEBCLIP_START_PARAM } from '../../core/download.ts';

/** Our parameter naming the network of pixel_id / click_id (docs/decisions.md). */
export const PIXEL_TYPE_PARAM = 'pixel_type';
const PIXEL_ID_FIELDS: Record<string, readonly [string, string | null]> = {
  facebook: ['facebookPixelId', 'facebookClickId'],
  fb: ['facebookPixelId', 'facebookClickId'],
  tiktok: ['tiktokPixelId', 'tiktokClickId'],
  kwai: ['kwaiPixelId', 'kwaiClickId'],
  gtag: ['gtagId', null],
  gtm: ['gtmId', null],
};

type Json = Record<string, unknown>;
const read = (store: SafeStorage, key: string): Json => store.getJson<Json>(key) ?? {};

/**
 * Called at boot: r/referralCode, affiliateCode, and ad ids in the URL are remembered. Facebook's
 * click id becomes an fbc only with the merchant's ad-storage consent (as the _fbc cookie).
 */
export function captureFromUrl(href: string, adConsent: boolean, store: SafeStorage = local): void {
  const q = new URL(href).searchParams;
  const reg = read(store, STORAGE_KEYS.regInfo);
  const referral = q.get('r') ?? q.get('referralCode');
  if (referral) reg.referralCode = referral;
  if (q.get('affiliateCode')) reg.affiliateCode = q.get('affiliateCode');
  reg.originalDomain ??= new URL(href).hostname;
  store.setJson(STORAGE_KEYS.regInfo, reg);
  const pixels = read(store, STORAGE_KEYS.pixelTrack);
  // A2: pixel_id and click_id are the ids of the network the link names (pixel_type; Facebook when
  // it names none: docs/decisions.md); named fields are taken as they come.
  const network = PIXEL_ID_FIELDS[q.get(PIXEL_TYPE_PARAM)?.toLowerCase() ?? 'facebook'];
  if (network && q.get('pixel_id')) pixels[network[0]] = q.get('pixel_id');
  if (network?.[1] && q.get('click_id')) pixels[network[1]] = q.get('click_id');
  // The networks' own click parameters.
  if (adConsent && q.get('fbclid')) pixels.fbc = fbcValue(q.get('fbclid')!, new URL(href).hostname, Date.now());
  if (q.get('ttclid')) pixels.tiktokClickId = q.get('ttclid');
  for (const f of PIXEL_TRACK_FIELDS) if (q.get(f)) pixels[f] = q.get(f);
  store.setJson(STORAGE_KEYS.pixelTrack, pixels);
  if (q.get('tid')) store.set(STORAGE_KEYS.tid, q.get('tid')!);
  // Opened from the web clip the merchant's configuration profile installed (A5 WEBCLIP).
  if (q.get(WEBCLIP_START_PARAM) === '1') store.set(STORAGE_KEYS.webclip, '1');
}

/** A3: "an object holding only the non-empty ones ...; null if all are empty." */
export function pixelTrack(
  store: SafeStorage = local,
  cookie: (name: string) => string | undefined = Cookies.get,
): Record<string, string> | null {
  // fbc and fbp also from Facebook's cookies (the pixel's own, or ours: attribution.ts).
  const all: Json = { fbc: cookie('_fbc'), fbp: cookie('_fbp'), ...read(store, STORAGE_KEYS.pixelTrack) };
  const tid = store.get(STORAGE_KEYS.tid);
  const kept = Object.fromEntries(
    PIXEL_TRACK_FIELDS.map((f) => [f, f === 'tid' ? (tid ?? all.tid) : all[f]]).filter(
      ([, v]) => typeof v === 'string' && v !== '',
    ),
  ) as Record<string, string>;
  return Object.keys(kept).length ? kept : null;
}

export function registerMethod(
  platform: RuleContext['platform'],
  store: SafeStorage = local,
): (typeof REGISTER_METHODS)[number] {
  if (platform.nativeApp) return 'APP';
  if (store.get(STORAGE_KEYS.webclip)) return 'WEBCLIP';
  if (platform.installedApp) return 'PWA';
  return 'H5';
}

export function registrationContext(
  o: { href: string; host: string; deviceId: string; platform: RuleContext['platform'] },
  store: SafeStorage = local,
) {
  const q = new URL(o.href).searchParams;
  const reg = read(store, STORAGE_KEYS.regInfo);
  const url = new URL(o.href);
  url.searchParams.delete('token');
  url.searchParams.delete('tokens');
  return {
    registerMethod: registerMethod(o.platform, store),
    registerUrl: url.toString(),
    loginDeviceId: o.deviceId,
    isOfficialAppLogin: o.platform.nativeApp,
    linkId: store.get(STORAGE_KEYS.tid) ?? undefined,
    // A2: the query affiliateCode overrides the host's first label (www when none; preview -> www).
    affiliateCode:
      q.get('affiliateCode') ??
      (typeof reg.affiliateCode === 'string' ? reg.affiliateCode : affiliateCodeFromHost(o.host)),
    domain: url.hostname,
    referralCode:
      q.get('r') ?? q.get('referralCode') ?? (typeof reg.referralCode === 'string' ? reg.referralCode : undefined),
    pixelTrack: pixelTrack(store),
  };
}
