// @vitest-environment happy-dom
/** S4: the performance report 5 s after load, forced after 15 s; first or return visit. */
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { schedulePerfReport, type PerfTimers } from './perf-report.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

let leave: (() => void) | undefined;
function run(loadAt: number | null, sinceStart = 0, sinceLoad = 0) {
  const sent: { at: number; payload: Record<string, unknown> }[] = [];
  const timers: PerfTimers = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    afterLoad: (fn) => {
      if (loadAt !== null) setTimeout(() => fn(sinceLoad), loadAt);
    },
    onLeave: (fn) => {
      leave = fn;
    },
  };
  schedulePerfReport(
    { statusMs: 42.4, firstScreenMs: 812.6, sinceStart },
    timers,
    (p) => sent.push({ at: Date.now(), payload: p }),
    (set) => {
      set('fcp', 700.2);
      setTimeout(() => set('lcp', 950.7), 100);
    },
  );
  return sent;
}

describe('performance report (S4)', () => {
  it('goes 5 s after the load event, once, with visit, fcp, lcp, fs and the status timing', () => {
    vi.setSystemTime(0);
    const sent = run(1000);
    vi.advanceTimersByTime(5999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ at: 6000, payload: { visit: 'first', fcp: 700, lcp: 951, fs: 813, status: 42 } }]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1); // the forced report does not send it again
  });
  it('counts the 5 s from the end of the load event when the report is scheduled after it', () => {
    vi.setSystemTime(0);
    const sent = run(0, 3000, 1500); // the load event ended 1.5 s before this chunk scheduled the report
    vi.advanceTimersByTime(3499);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.at)).toEqual([3500]);
  });
  it('is forced 15 s after the page opened when the load event has not come', () => {
    vi.setSystemTime(0);
    const sent = run(null, 2000); // scheduled 2 s into the page's life
    vi.advanceTimersByTime(12_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.at)).toEqual([13_000]);
  });
  it('a page left before its report reports what it measured, once', () => {
    vi.setSystemTime(0);
    const sent = run(1000);
    vi.advanceTimersByTime(2000);
    leave!();
    expect(sent).toEqual([{ at: 2000, payload: { visit: 'first', fcp: 700, lcp: 951, fs: 813, status: 42 } }]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });
  it('a later page view is a return visit', () => {
    run(0);
    vi.advanceTimersByTime(5000);
    const again = run(0);
    vi.advanceTimersByTime(5000);
    expect(again[0]!.payload.visit).toBe('return');
  });
});
