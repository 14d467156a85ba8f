/**
 * S7: "POST /wps/system/collect: merchant, value; beacon; skipped on iOS below 16", as the real
 * client sends it (collect-beacon): a text/plain body `{ merchant, value }` whose value is a
 * string (the real client's `k:v,k:v` metrics, or this site's queued events as JSON text). A
 * beacon carries no Merchant header: the merchant is in the body.
 */
import { BEACON_MIN_IOS } from '../../core/spec-constants.ts';

export function sendCollectBeacon(
  merchant: string,
  value: string,
  platform: { os: string; osVersion: number },
  send: ((url: string, data: Blob) => boolean) | undefined = typeof navigator !== 'undefined' && navigator.sendBeacon
    ? navigator.sendBeacon.bind(navigator)
    : undefined,
): boolean {
  if (!send || (platform.os === 'ios' && platform.osVersion < BEACON_MIN_IOS)) return false;
  return send('/wps/system/collect', new Blob([JSON.stringify({ merchant, value })], { type: 'text/plain' }));
}

/** The real client's metrics text: `k:v` pairs joined by commas (e.g. api:status,elapsed:412). */
export const metricsText = (pairs: Record<string, string | number>): string =>
  Object.entries(pairs)
    .map(([k, v]) => `${k}:${v}`)
    .join(',');
