/**
 * S7: "A throttler spaces repeated GET requests to paths under /wps/ by at least 120 ms plus 30 ms;
 * at most 100 cached entries; paths over 200 characters are not pattern-matched."
 * Each key reserves its next slot, so a burst of repeats goes out 150 ms apart, in order.
 */
import QuickLRU from 'quick-lru';
import {
  THROTTLE_SPACING_MS,
  THROTTLE_MARGIN_MS,
  THROTTLE_MAX_ENTRIES,
  THROTTLE_PATTERN_MAX_CHARS,
} from '../../core/spec-constants.ts';

export const THROTTLE_GAP_MS = THROTTLE_SPACING_MS + THROTTLE_MARGIN_MS;

export class Throttler {
  private lastSlot = new QuickLRU<string, number>({ maxSize: THROTTLE_MAX_ENTRIES });

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Entries remembered (QuickLRU keeps up to twice maxSize across its two generations; `has` is exact). */
  remembers(key: string): boolean {
    return this.lastSlot.has(key);
  }

  /** Resolves when a GET with this path and key (path + query) may be sent. */
  async wait(path: string, key: string): Promise<void> {
    if (!path.startsWith('/wps/') || key.length > THROTTLE_PATTERN_MAX_CHARS) return;
    const t = this.now();
    const previous = this.lastSlot.get(key);
    const slot = previous === undefined ? t : Math.max(t, previous + THROTTLE_GAP_MS);
    this.lastSlot.set(key, slot);
    if (slot > t) await this.sleep(slot - t);
  }
}
