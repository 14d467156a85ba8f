/** The Lighthouse trace with the main thread's waits for a core left out (bench/thread-time.ts). */
import { describe, it, expect } from 'vitest';
import { withThreadTime, mainThreadOf, type TraceEvent } from '../../bench/thread-time.ts';

const ev = (e: Partial<TraceEvent> & { name: string; ts: number }): TraceEvent => ({ ph: 'X', pid: 1, tid: 1, ...e });

const trace: TraceEvent[] = [
  ev({ name: 'firstContentfulPaint', ph: 'I', ts: 500 }),
  // 40 ms on the wall clock, 10 ms of the thread's CPU: a quarter.
  ev({ name: 'RunTask', ts: 1000, dur: 40_000, tdur: 10_000 }),
  ev({ name: 'FunctionCall', ts: 11_000, dur: 20_000, tdur: 6_000 }),
  ev({ name: 'ResourceSendRequest', ph: 'I', ts: 21_000 }),
  // The same time on another thread (the compositor) is not the main thread's.
  ev({ name: 'RunTask', tid: 2, ts: 1000, dur: 40_000, tdur: 1_000 }),
  // A task that used all its wall-clock time, and one without thread time.
  ev({ name: 'RunTask', ts: 50_000, dur: 8_000, tdur: 8_000 }),
  ev({ name: 'RunTask', ts: 60_000, dur: 30_000 }),
  ev({ name: 'Layout', ts: 61_000, dur: 5_000 }),
];

describe('withThreadTime', () => {
  const out = withThreadTime(trace);

  it('finds the main thread where the first contentful paint was recorded', () => {
    expect(mainThreadOf(trace)).toEqual({ pid: 1, tid: 1 });
  });

  it('shortens a main-thread task to its thread time', () => {
    expect(out[1]).toMatchObject({ name: 'RunTask', ts: 1000, dur: 10_000 });
  });

  it('shortens what the task holds by the same factor, keeping it inside the task', () => {
    expect(out[2]).toMatchObject({ name: 'FunctionCall', ts: 3500, dur: 5000 });
    expect(out[3]).toMatchObject({ name: 'ResourceSendRequest', ts: 6000 });
    expect(out[2]!.ts + out[2]!.dur!).toBeLessThanOrEqual(out[1]!.ts + out[1]!.dur!);
  });

  it('leaves other threads, tasks without waits and tasks without thread time as they were', () => {
    expect(out[4]).toEqual(trace[4]);
    expect(out[5]).toEqual(trace[5]);
    expect(out[6]).toEqual(trace[6]);
    expect(out[7]).toEqual(trace[7]);
  });

  it('does not change the trace it is given', () => {
    expect(trace[1]!.dur).toBe(40_000);
    expect(trace[2]!.ts).toBe(11_000);
  });

  it('leaves a trace without a main thread as it was', () => {
    const bare = [ev({ name: 'RunTask', ts: 0, dur: 40_000, tdur: 10 })];
    expect(withThreadTime(bare)).toEqual(bare);
  });
});
