/**
 * The optional API cache (S7/S9): entries live CACHE_LIFETIME_MS (180 s) unless a call gives its
 * own lifetime; at most CACHE_MAX_ITEMS (30); when a set goes over the limit the oldest 20% of the
 * limit are removed at once; expired entries are swept every CACHE_CLEANUP_INTERVAL_MS (300000 ms).
 * Not an LRU: age counts from when an entry was stored, as the spec says "oldest".
 */
import {
  CACHE_LIFETIME_MS,
  CACHE_MAX_ITEMS,
  CACHE_CLEANUP_INTERVAL_MS,
  CACHE_EVICT_OLDEST_SHARE,
} from '../../core/spec-constants.ts';

interface Entry<T> {
  value: T;
  storedAt: number;
  lifetime: number;
}

export class ApiCache<T = unknown> {
  private entries = new Map<string, Entry<T>>();
  private sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.storedAt >= e.lifetime) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: T, lifetime = CACHE_LIFETIME_MS): void {
    this.entries.delete(key); // re-storing makes it the newest
    this.entries.set(key, { value, storedAt: this.now(), lifetime });
    if (this.entries.size > CACHE_MAX_ITEMS) {
      const remove = Math.ceil(CACHE_MAX_ITEMS * CACHE_EVICT_OLDEST_SHARE);
      for (const k of [...this.entries.keys()].slice(0, remove)) this.entries.delete(k);
    }
    this.sweeper ??= setInterval(() => this.sweep(), CACHE_CLEANUP_INTERVAL_MS);
  }

  /** Removes expired entries; stops the timer when nothing is left. */
  sweep(): void {
    const t = this.now();
    for (const [k, e] of this.entries) if (t - e.storedAt >= e.lifetime) this.entries.delete(k);
    if (this.entries.size === 0) this.stop();
  }

  clear(): void {
    this.entries.clear();
    this.stop();
  }
  private stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
