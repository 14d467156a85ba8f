/** One interaction in a throttled trace, and its time with the waits for a core left out (bench/interaction-time.ts). */
import { describe, it, expect } from 'vitest';
import { interactionTime } from '../../bench/interaction-time.ts';
import type { TraceEvent } from '../../bench/thread-time.ts';

const ev = (e: Partial<TraceEvent> & { name: string; ts: number }): TraceEvent => ({ ph: 'X', pid: 1, tid: 1, ...e });
const timing = (ts: number, duration: number, interactionId: number, type = 'pointerdown') =>
  ev({ name: 'EventTiming', ph: 'b', ts, args: { data: { duration, interactionId, type } } });

const trace: TraceEvent[] = [
  ev({ name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } }),
  ev({ name: 'thread_name', ph: 'M', ts: 0, tid: 2, args: { name: 'Compositor' } }),
  // A hover is no interaction (id 0), however long.
  timing(0, 500, 0, 'pointerover'),
  // The click: 100 ms from the input to the next paint.
  timing(10_000, 100, 7),
  timing(10_000, 80, 7, 'click'),
  // 60 ms on the wall clock of which 15 ms thread time, then a task that had its core.
  ev({ name: 'RunTask', ts: 10_000, dur: 60_000, tdur: 15_000 }),
  ev({
    name: 'FunctionCall',
    ts: 12_000,
    dur: 40_000,
    tdur: 10_000,
    args: { data: { url: 'http://x/assets/a.js', functionName: 'render', lineNumber: 3, columnNumber: 9 } },
  }),
  ev({ name: 'RunTask', ts: 80_000, dur: 10_000, tdur: 10_000 }),
  ev({ name: 'Paint', ts: 81_000, dur: 8_000, tdur: 8_000 }),
  // Half inside the interaction: half its thread time counts.
  ev({ name: 'RunTask', ts: 100_000, dur: 20_000, tdur: 4_000 }),
  // Another thread's work is not the main thread's.
  ev({ name: 'RunTask', tid: 2, ts: 10_000, dur: 90_000, tdur: 1_000 }),
];

describe('interactionTime', () => {
  const t = interactionTime(trace)!;

  it('takes the longest interaction and its duration as observed', () => {
    expect(t.type).toBe('pointerdown');
    expect(t.observedMs).toBe(100);
  });

  it("counts the main thread's tasks within the interaction, wall clock and thread time", () => {
    expect(t.mainWallMs).toBe(60 + 10 + 10);
    expect(t.mainThreadMs).toBe(15 + 10 + 2);
  });

  it('shortens each task to its thread time and keeps the rest (the frame, other threads) as observed', () => {
    // 100 - (60 - 15) - (10 - 10) - (10 - 2)
    expect(t.quietMs).toBe(47);
  });

  it('names the biggest pieces of work by thread time, a function by its script (or its source)', () => {
    expect(t.costs).toEqual([
      { name: 'render a.js:3:9', ms: 10 },
      { name: 'Paint', ms: 8 },
    ]);
    const named = interactionTime(trace, (url, line, col) =>
      url.endsWith('/a.js') ? `render (src/a.tsx:${line + col})` : undefined,
    )!;
    expect(named.costs[0]!.name).toBe('render (src/a.tsx:12)');
  });

  it('is null without an interaction', () => {
    expect(
      interactionTime(
        trace.filter(
          (e) => e.name !== 'EventTiming' || !(e.args as { data: { interactionId: number } }).data.interactionId,
        ),
      ),
    ).toBeNull();
  });
});
