// @vitest-environment happy-dom
/** afterFirstPaint: what a pre-rendered page waits for before it asks for the app and the boot calls. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MAX_MS } from './main-thread.ts';

type Entries = { getEntriesByName: (name: string) => unknown[] };
let report: ((list: Entries, observer: { disconnect: () => void }) => void) | undefined;
const observed: unknown[] = [];
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: typeof report) {
    report = callback;
  }
  observe(options: unknown) {
    observed.push(options);
  }
  disconnect() {}
}
const paint = (...names: string[]) =>
  report!({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect: () => {} });
const visibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

function watch(p: Promise<void>) {
  const state = { done: false };
  void p.then(() => (state.done = true));
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  visibility('visible');
  report = undefined;
  observed.length = 0;
});

describe('after the first paint', () => {
  it('waits for the first contentful paint entry (buffered), not for a first paint of no content', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    visibility('visible');
    const state = watch(afterFirstPaint());
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MAX_MS - 1);
    expect(state.done).toBe(false);
    paint('first-paint', 'first-contentful-paint');
    await Promise.resolve();
    expect(state.done).toBe(true);
  });
  it('a hidden tab paints nothing: at once, and when the tab goes hidden before its paint', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    visibility('hidden');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    expect(observed).toEqual([]);
    visibility('visible');
    vi.useFakeTimers();
    const state = watch(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(10);
    expect(state.done).toBe(false);
    visibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(state.done).toBe(true);
  });
  it('goes on without a paint after 1,000 ms (a safety net), and after a frame where paint timing is not reported or not observable', async () => {
    expect(FIRST_PAINT_WAIT_MAX_MS).toBe(1000);
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const state = watch(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(999);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);

    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    class RefusingObserver extends FakeObserver {
      override observe(): void {
        throw new TypeError('type and buffered are not supported');
      }
    }
    for (const observer of [undefined, RefusingObserver]) {
      vi.stubGlobal('PerformanceObserver', observer);
      frames.length = 0;
      const noTiming = watch(afterFirstPaint());
      await vi.advanceTimersByTimeAsync(50);
      expect(noTiming.done).toBe(false);
      expect(frames).toHaveLength(1);
      frames.forEach((f) => f(0));
      await vi.advanceTimersByTimeAsync(0);
      expect(noTiming.done).toBe(true);
    }
  });
});
