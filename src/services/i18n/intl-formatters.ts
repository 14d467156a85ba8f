/**
 * Intl formatters, one per kind, options and locale. The first NumberFormat or DateTimeFormat a
 * renderer process makes sets ICU's formatting up: 15-40 ms of main thread at desktop speed in
 * Chromium (measured on a blank page), several times that on a phone. That set-up is shared by
 * the whole process, so a list that will format has a worker make its formatter first
 * (intl-warm.worker.ts) while the list's data loads; the page's own formatter then costs
 * 0.1-0.3 ms for numbers, 1-7 ms for dates. Where no worker starts, the formatter is made in a task of its own
 * (services/scheduling/main-thread.ts says why tasks matter). Not in the entry: only the lists that format use it.
 */
import {
  makeFormatter,
  type FormatterKind,
  type FormatterOptions,
  type FormatterRequest,
  type Formatters,
} from './intl-formatter-spec.ts';

const made = new Map<string, unknown>();
const preparing = new Map<string, Promise<void>>();

/**
 * The worker: undefined until one is needed; null once none is (it has set ICU up, and what is
 * asked later is made on the page in a task of its own) or none could start.
 */
let worker: Worker | null | undefined;
const answers = new Map<number, () => void>();
let nextId = 1;

function inLaterTasks(waiting: Iterable<() => void>) {
  for (const done of waiting) setTimeout(done, 0);
}

function intlWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  if (!worker) return null;
  const w = worker;
  w.onmessage = (e: MessageEvent<number>) => {
    const done = answers.get(e.data);
    answers.delete(e.data);
    // Done: ICU is set up for the whole process; another formatter costs well under a millisecond
    // for numbers, 1-7 ms for dates (blank page), not worth a worker's start.
    if (!answers.size && worker === w) {
      w.terminate();
      worker = null;
    }
    done?.();
  };
  // It could not load (offline, blocked): the formatters asked for are made here, each in a task of its own.
  w.onerror = () => {
    w.terminate();
    worker = null;
    inLaterTasks([...answers.values()]);
    answers.clear();
  };
  return w;
}

/**
 * Has the worker make a formatter, in a task of its own (starting a worker costs 2-3 ms of main
 * thread); `then` runs on its answer, or in that task where no worker starts.
 */
function ask<K extends FormatterKind>(request: Omit<FormatterRequest<K>, 'id'>, then?: () => void) {
  setTimeout(() => {
    const w = intlWorker();
    if (!w) return then?.();
    const id = nextId++;
    answers.set(id, then ?? (() => {}));
    w.postMessage({ ...request, id });
  }, 0);
}

/** The page's language as the document states it (the app keeps <html lang> current). */
const pageLocale = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

/**
 * A kind of formatter (the amounts, the match times): `options` as Intl takes them. A module
 * defines one when a list that formats is on its way (its chunk loads with the screen, well
 * before the list's data): the worker sets ICU up from then on, in the page's language.
 */
export function formatterKind<K extends FormatterKind>(kind: K, options: FormatterOptions[K]) {
  ask({ kind, locale: pageLocale(), options });
  const prefix = `${kind}|${JSON.stringify(options)}|`;
  const get = (locale: string): Formatters[K] => {
    const key = prefix + locale;
    let f = made.get(key) as Formatters[K] | undefined;
    if (f === undefined) made.set(key, (f = makeFormatter({ kind, locale, options })));
    return f;
  };
  return {
    /** The formatter for this locale, made once. */
    get,
    /**
     * Called before the data that needs it arrives: the worker sets ICU up (or, without one, a
     * later task makes it), so the render that shows the data does not pay for it. Resolves once
     * the formatter is made (a list whose data came first waits for that, not makes it itself).
     */
    prepare(locale: string): Promise<void> {
      const key = prefix + locale;
      if (made.has(key)) return Promise.resolve();
      let p = preparing.get(key);
      if (!p) {
        p = new Promise<void>((resolve) =>
          ask({ kind, locale, options }, () => {
            preparing.delete(key);
            try {
              get(locale);
            } catch {
              // Intl refused it: the list meets that error where it formats.
            }
            resolve();
          }),
        );
        preparing.set(key, p);
      }
      return p;
    },
    /** Is the formatter for this locale made (using it costs next to nothing)? */
    ready: (locale: string): boolean => made.has(prefix + locale),
  };
}
