/** The spec's traffic-shaping numbers, each proved with fake timers. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { ApiCache } from './cache.ts';
import { Throttler, THROTTLE_GAP_MS } from './throttle.ts';
import { limitFor, pathGroup } from './concurrency.ts';
import { stripTokenParams } from './url.ts';
import {
  CACHE_LIFETIME_MS,
  CACHE_MAX_ITEMS,
  CACHE_CLEANUP_INTERVAL_MS,
  THROTTLE_SPACING_MS,
  THROTTLE_MARGIN_MS,
  THROTTLE_MAX_ENTRIES,
  THROTTLE_PATTERN_MAX_CHARS,
  CONCURRENCY_PER_PATH_GROUP,
  CONCURRENCY_GAME_LIST,
} from '../../core/spec-constants.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the spec numbers', () => {
  it('are the spec numbers', () => {
    expect([CACHE_LIFETIME_MS, CACHE_MAX_ITEMS, CACHE_CLEANUP_INTERVAL_MS]).toEqual([180_000, 30, 300_000]);
    expect([THROTTLE_SPACING_MS, THROTTLE_MARGIN_MS, THROTTLE_MAX_ENTRIES, THROTTLE_PATTERN_MAX_CHARS]).toEqual([
      120, 30, 100, 200,
    ]);
    expect([CONCURRENCY_PER_PATH_GROUP, CONCURRENCY_GAME_LIST]).toEqual([10, 2]);
  });
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

describe('Throttler', () => {
  it('spaces repeated GETs of one path under /wps/ by 120 + 30 ms', async () => {
    vi.useFakeTimers();
    const t = new Throttler();
    const sent: number[] = [];
    const start = Date.now();
    const go = () => t.wait('/wps/relay/X', '/wps/relay/X?a=1').then(() => sent.push(Date.now() - start));
    void go();
    void go();
    void go();
    await vi.advanceTimersByTimeAsync(1000);
    expect(THROTTLE_GAP_MS).toBe(150);
    expect(sent).toEqual([0, 150, 300]);
  });
  it('does not delay different paths, paths outside /wps/, or paths over 200 characters', async () => {
    vi.useFakeTimers();
    const t = new Throttler();
    const long = `/wps/relay/X?q=${'x'.repeat(THROTTLE_PATTERN_MAX_CHARS)}`;
    let done = 0;
    for (const [p, k] of [
      ['/wps/a', '/wps/a'],
      ['/wps/b', '/wps/b'],
      ['/m/x', '/m/x'],
      ['/m/x', '/m/x'],
      ['/wps/relay/X', long],
      ['/wps/relay/X', long],
    ] as const)
      void t.wait(p, k).then(() => done++);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(6);
  });
  it('remembers at most 100 paths (the oldest is forgotten first)', async () => {
    const t = new Throttler();
    for (let i = 0; i <= 2 * THROTTLE_MAX_ENTRIES; i++) await t.wait(`/wps/p${i}`, `/wps/p${i}`);
    expect(t.remembers('/wps/p0')).toBe(false);
    expect(t.remembers(`/wps/p${2 * THROTTLE_MAX_ENTRIES}`)).toBe(true);
  });
});

describe('path groups', () => {
  it('the game list gets 2, every other group 10', () => {
    expect(limitFor(pathGroup('/wps/relay/GCSGAME_gameList?x=1'))).toBe(2);
    expect(limitFor(pathGroup('/wps/relay/GCS_recentGame'))).toBe(10);
    expect(limitFor('/wps/member/info')).toBe(10);
  });
});

describe('stripTokenParams', () => {
  it.each([
    ['/wps/member/info?token=abc', '/wps/member/info'],
    ['/wps/x?a=1&Authorization=t&b=2&TOKEN=z', '/wps/x?a=1&b=2'],
    ['https://api.example/wps/x?token=1#h', 'https://api.example/wps/x#h'],
    ['/wps/x?tokens=keep', '/wps/x?tokens=keep'],
  ])('%s -> %s', (a, b) => expect(stripTokenParams(a)).toBe(b));
});
