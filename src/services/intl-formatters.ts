/**
 * Intl formatters, one per kind and locale. Making the first one of a kind costs ICU's set-up
 * (15-20 ms at desktop speed in Chromium, measured on a blank page), using one costs microseconds;
 * a list makes its formatter in a task of its own while its data loads (services/main-thread.ts
 * says why tasks matter). Not in the entry: only the lists that format use it.
 */

const made = new Map<string, unknown>();

/** A kind of formatter (the amounts, the match times): `make` builds it for a locale. */
export function formatterKind<F>(kind: string, make: (locale: string) => F) {
  const get = (locale: string): F => {
    const key = `${kind}|${locale}`;
    let f = made.get(key) as F | undefined;
    if (f === undefined) made.set(key, (f = make(locale)));
    return f;
  };
  return {
    /** The formatter for this locale, made once. */
    get,
    /**
     * Makes it in a task of its own, before the data that needs it arrives: its set-up is then
     * not added to the render that shows that data.
     */
    prepare(locale: string): void {
      if (!made.has(`${kind}|${locale}`)) setTimeout(() => get(locale), 0);
    },
  };
}
