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
