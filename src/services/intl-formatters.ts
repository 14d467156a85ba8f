/**
 * Intl formatters, one per kind and locale. Making the first one of a kind costs ICU's set-up
 * (15-20 ms at desktop speed in Chromium, measured on a blank page), using one costs microseconds;
 * a list makes its formatter in a task of its own while its data loads (services/main-thread.ts
 * says why tasks matter). Not in the entry: only the lists that format use it.
 */

const made = new Map<string, unknown>();

/** One formatter per key (kind and locale). */
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
