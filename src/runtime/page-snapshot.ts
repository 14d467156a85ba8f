/**
 * What the device says, read so that a pre-rendered page hydrates cleanly: while React hydrates
 * (and when the build renders the page) the value the page was rendered with; right after, the
 * device's own. A fresh render reads the device at once. Values must be stable (primitives or
 * cached objects): React compares them with Object.is.
 */
import { useSyncExternalStore } from 'react';
import { platformFromUserAgent } from '../services/session/platform.ts';

const noChanges = () => () => {};

export function usePageSnapshot<T>(device: () => T, page: T): T {
  return useSyncExternalStore(noChanges, device, () => page);
}

/** The device a pre-rendered page is rendered for: a browser tab, no known system (Android's links). */
export const PAGE_PLATFORM = platformFromUserAgent('', false);
