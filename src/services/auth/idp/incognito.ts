/**
 * A5 "Incognito mode blocks identity-provider social login". Browsers do not say whether a window
 * is private; the storage quota is the signal they still give: private windows of Chrome before
 * 2021 and of Safari get a small fixed quota. Current Chromium gives private windows a large
 * quota like any other, so there this finds nothing (docs/decisions.md lists the limits).
 */
export const PRIVATE_WINDOW_QUOTA_BYTES = 120 * 1024 * 1024;

export async function isPrivateWindow(): Promise<boolean> {
  try {
    const { quota } = await navigator.storage.estimate();
    return typeof quota === 'number' && quota < PRIVATE_WINDOW_QUOTA_BYTES;
  } catch {
    return false; // no storage API: nothing to go by
  }
}
