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

  it("keeps back-to-back tasks apart: an event where one ends and the next begins is the next one's", () => {
    const twoTasks = [
      ev({ name: 'firstContentfulPaint', ph: 'I', ts: 0 }),
      ev({ name: 'RunTask', ts: 1000, dur: 20_000, tdur: 5_000 }),
      ev({ name: 'Paint', ts: 19_000, dur: 2_000 }),
      ev({ name: 'RunTask', ts: 21_000, dur: 10_000, tdur: 10_000 }),
      ev({ name: 'FunctionCall', ts: 21_000, dur: 4_000 }),
      ev({ name: 'RunTask', ts: 31_000, dur: 8_000, tdur: 2_000 }),
      ev({ name: 'FunctionCall', ts: 31_000, dur: 8_000 }),
    ];
    const out = withThreadTime(twoTasks);
    // The first task's last child ends where the task ends, a quarter as long.
    expect(out[1]).toMatchObject({ ts: 1000, dur: 5000 });
    expect(out[2]).toMatchObject({ ts: 5500, dur: 500 });
    // The next task (no waits) and its first child are untouched, not squeezed by the first task's factor.
    expect(out[3]).toMatchObject({ ts: 21_000, dur: 10_000 });
    expect(out[4]).toMatchObject({ ts: 21_000, dur: 4_000 });
    // A task right after one without waits takes its own factor.
    expect(out[5]).toMatchObject({ ts: 31_000, dur: 2_000 });
    expect(out[6]).toMatchObject({ ts: 31_000, dur: 2_000 });
  });

  it('takes a task nested in another as part of the outer one', () => {
    const nested = withThreadTime([
      ev({ name: 'firstContentfulPaint', ph: 'I', ts: 0 }),
      ev({ name: 'RunTask', ts: 0, dur: 40_000, tdur: 20_000 }),
      ev({ name: 'RunTask', ts: 10_000, dur: 10_000, tdur: 1_000 }),
    ]);
    expect(nested[1]).toMatchObject({ ts: 0, dur: 20_000 });
    expect(nested[2]).toMatchObject({ ts: 5_000, dur: 5_000 });
  });

  it("gives an end ('E') at the boundary to the task it ends, and a task of no CPU time 1 µs", () => {
    const out = withThreadTime([
      ev({ name: 'firstContentfulPaint', ph: 'I', ts: 0 }),
      ev({ name: 'RunTask', ts: 0, dur: 10_000, tdur: 0 }),
      ev({ name: 'ParseHTML', ph: 'B', ts: 2_000 }),
      ev({ name: 'ParseHTML', ph: 'E', ts: 10_000 }),
      ev({ name: 'RunTask', ts: 10_000, dur: 10_000, tdur: 5_000 }),
    ]);
    expect(out[1]).toMatchObject({ ts: 0, dur: 1 });
    expect(out[2]!.ts).toBeCloseTo(0.2, 6);
    expect(out[3]!.ts).toBeCloseTo(1, 6);
    expect(out[4]).toMatchObject({ ts: 10_000, dur: 5_000 });
  });

  it("picks the main frame's renderer, not another frame's", () => {
    const frames = [
      ev({
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 9,
        tid: 9,
        ts: 0,
        args: { data: { frames: [{ frame: 'F2', parent: 'F1' }, { frame: 'F1' }] } },
      }),
      ev({ name: 'firstContentfulPaint', ph: 'I', pid: 7, tid: 3, ts: 10, args: { frame: 'F2' } }),
      ev({ name: 'firstContentfulPaint', ph: 'I', pid: 5, tid: 1, ts: 20, args: { frame: 'F1' } }),
    ];
    expect(mainThreadOf(frames)).toEqual({ pid: 5, tid: 1 });
    expect(mainThreadOf(frames.slice(1, 2))).toEqual({ pid: 7, tid: 3 });
  });

  it('leaves a trace without a main thread as it was', () => {
    const bare = [ev({ name: 'RunTask', ts: 0, dur: 40_000, tdur: 10 })];
    expect(withThreadTime(bare)).toEqual(bare);
  });
});
