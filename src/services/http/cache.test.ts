/** The spec's traffic-shaping numbers, each proved with fake timers. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { ApiCache } from './cache.ts';
import { CACHE_LIFETIME_MS, CACHE_MAX_ITEMS, CACHE_CLEANUP_INTERVAL_MS } from '../../core/spec-constants.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ApiCache', () => {
  it('keeps an entry 180 s, then forgets it', () => {
    vi.useFakeTimers();
    const c = new ApiCache<string>();
    c.set('a', 'A');
    vi.advanceTimersByTime(CACHE_LIFETIME_MS - 1);
    expect(c.get('a')).toBe('A');
    vi.advanceTimersByTime(1);
    expect(c.get('a')).toBeUndefined();
    c.clear();
  });
  it('honours a lifetime given by the call', () => {
    vi.useFakeTimers();
    const c = new ApiCache<string>();
    c.set('a', 'A', 5_000);
    vi.advanceTimersByTime(5_000);
    expect(c.get('a')).toBeUndefined();
    c.clear();
  });
  it('holds at most 30 items: going over removes the oldest 20% (6)', () => {
    vi.useFakeTimers();
    const c = new ApiCache<number>();
    for (let i = 0; i < CACHE_MAX_ITEMS; i++) {
      c.set(`k${i}`, i);
      vi.advanceTimersByTime(1);
    }
    expect(c.size).toBe(30);
    c.set('k30', 30);
    expect(c.size).toBe(25);
    for (let i = 0; i < 6; i++) expect(c.get(`k${i}`), `k${i}`).toBeUndefined();
    for (let i = 6; i <= 30; i++) expect(c.get(`k${i}`), `k${i}`).toBe(i);
    c.clear();
  });
  it('sweeps expired entries every 300000 ms', () => {
    vi.useFakeTimers();
    const c = new ApiCache<number>();
    c.set('short', 1, 1_000);
    c.set('long', 2, 400_000);
    vi.advanceTimersByTime(CACHE_CLEANUP_INTERVAL_MS - 1);
    expect(c.size).toBe(2); // expired but not yet swept
    vi.advanceTimersByTime(1);
    expect(c.size).toBe(1);
    vi.advanceTimersByTime(CACHE_CLEANUP_INTERVAL_MS);
    expect(c.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0); // the sweeper stops when empty
  });
});
