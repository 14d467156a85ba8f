/** The spec's traffic-shaping numbers, each proved with fake timers. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { limitFor, pathGroup } from './concurrency.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('path groups', () => {
  it('the game list gets 2, every other group 10', () => {
    expect(limitFor(pathGroup('/wps/relay/GCSGAME_gameList?x=1'))).toBe(2);
    expect(limitFor(pathGroup('/wps/relay/GCS_recentGame'))).toBe(10);
    expect(limitFor('/wps/member/info')).toBe(10);
  });
});
