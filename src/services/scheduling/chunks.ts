/**
 * Code the site loads when first needed (the access flows, the chat, the promo code...). A load
 * that fails (offline, a flaky network) is tried once more; if it fails again the player gets the
 * catalogue's text, never the browser's "Failed to fetch dynamically imported module ...".
 */
import { TEXT_OFFLINE } from '../../core/spec-constants.ts';
import { appPort } from '../app-port/port.ts';

export const CHUNK_RETRY_MS = 1000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export async function loadChunk<T>(
  load: () => Promise<T>,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  try {
    return await load();
  } catch {
    await wait(CHUNK_RETRY_MS);
    try {
      return await load();
    } catch {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      throw new ChunkLoadError(offline ? TEXT_OFFLINE : appPort().t('error.chunk'));
    }
  }
}
