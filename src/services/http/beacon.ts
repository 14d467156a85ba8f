/** S7: "POST /wps/system/collect: merchant, value; beacon; skipped on iOS below 16". */
import { BEACON_MIN_IOS } from '../../core/spec-constants.ts';

export function sendCollectBeacon(
  merchant: string,
  value: unknown,
  platform: { os: string; osVersion: number },
  send: ((url: string, data: Blob) => boolean) | undefined = typeof navigator !== 'undefined' && navigator.sendBeacon
    ? navigator.sendBeacon.bind(navigator)
    : undefined,
): boolean {
  if (!send || (platform.os === 'ios' && platform.osVersion < BEACON_MIN_IOS)) return false;
  // A beacon cannot carry the Merchant header: the merchant goes in the query the back end also reads.
  const url = `/wps/system/collect?merchantCode=${encodeURIComponent(merchant)}`;
  return send(url, new Blob([JSON.stringify({ merchant, value })], { type: 'application/json' }));
}
