/** The spec's traffic-shaping numbers, each proved with fake timers. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { Throttler, THROTTLE_GAP_MS } from './throttle.ts';
import { THROTTLE_MAX_ENTRIES, THROTTLE_PATTERN_MAX_CHARS } from '../../core/spec-constants.ts';

afterEach(() => {
  vi.useRealTimers();
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
