/**
 * Work split into tasks of its own. A phone runs the boot's steps and React's renders as one
 * long task when nothing in between gives the browser its turn: a tap waits, and Lighthouse
 * counts the whole of it as blocking time. Yielding between steps lets input, frames and other
 * tasks in between, and costs one task's scheduling (well under a millisecond).
 */

/** Resolves in a later task (scheduler.yield where there is one: it keeps the continuation ahead of other tasks). */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const made = new Map<string, unknown>();

/**
 * One Intl formatter per key (kind and locale). Making the first one of a kind costs ICU's set-up
 * (15-20 ms at desktop speed in Chromium, measured on a blank page), using one costs microseconds.
 */
export function formatter<F>(key: string, make: () => F): F {
  let f = made.get(key) as F | undefined;
  if (f === undefined) made.set(key, (f = make()));
  return f;
}

/**
 * Makes a formatter in a task of its own, before the data that needs it arrives: its set-up is
 * then not added to the render that shows that data.
 */
export function prepareFormatter(key: string, make: () => unknown): void {
  if (!made.has(key)) setTimeout(() => formatter(key, make), 0);
}
