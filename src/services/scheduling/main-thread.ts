/**
 * Work split into tasks of its own. A phone runs the boot's steps and React's renders as one
 * long task when nothing in between gives the browser its turn: a tap waits, and Lighthouse
 * counts the whole of it as blocking time. Yielding between steps lets input, frames and other
 * tasks in between, and costs one task's scheduling (well under a millisecond).
 */

/** Resolves in a later task (scheduler.yield where there is one: it keeps the continuation ahead of other tasks). */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
}

/** The longest a visible page waits for its first paint before it goes on without (a safety net: none is known to need it). */
export const FIRST_PAINT_WAIT_MAX_MS = 1000;

/**
 * Resolves once the page has painted its first content: the Paint Timing entry, which the browser
 * reports after the frame is on screen (a task after requestAnimationFrame still runs before the
 * frame is shown, and a request started there could end before it). At once in a hidden tab,
 * which paints nothing, or when the tab goes hidden; after the first frame where the browser
 * reports no paint timing. What a pre-rendered page does not need for its first paint starts here
 * (the app's code, the early loader's calls), so it neither holds the paint back nor, ended before
 * it, counts as a request the paint waited for.
 */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    setTimeout(resolve, FIRST_PAINT_WAIT_MAX_MS);
    const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve));
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return afterFrame();
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      afterFrame(); // an observer that takes no `type` and `buffered`: never a page that waits for nothing
    }
  });

/** Code files asked for per task (preloads, dynamic imports): 6 x 0.8 ms stays far below a long task. */
export const PRELOADS_PER_TASK = 6;

/**
 * Calls `each` on every item, `perTask` of them per task: for work that is cheap one at a time and
 * long all together (a request set up costs the main thread 0.4-0.8 ms at desktop speed; the first
 * screen asks for 20-30 files). The first slice runs now; resolves after the last.
 */
export async function inSlices<T>(items: Iterable<T>, perTask: number, each: (item: T) => void): Promise<void> {
  let i = 0;
  for (const item of items) {
    if (i && i % perTask === 0) await yieldToMain();
    i++;
    each(item);
  }
}
