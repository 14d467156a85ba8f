import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { makeFormatter } from './intl-formatter-spec.ts';

/** A worker that records what the page asks and answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  posted: { id: number; kind: string; locale: string; options: unknown }[] = [];
  terminated = false;
  onmessage: ((e: { data: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(m: FakeWorker['posted'][number]) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  answer(i: number) {
    this.onmessage?.({ data: this.posted[i]!.id });
  }
}

// The module keeps its formatters and its worker: each test starts from a fresh copy.
const freshModule = async () => {
  vi.resetModules();
  return import('./intl-formatters.ts');
};

// Intl as it is, counting the formatters made (by locale).
function countingIntl() {
  const numbers = vi.fn<(locale: string) => void>();
  const dates = vi.fn<(locale: string) => void>();
  const RealNumberFormat = Intl.NumberFormat;
  const RealDateTimeFormat = Intl.DateTimeFormat;
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: class extends RealNumberFormat {
        constructor(locale: string, options?: Intl.NumberFormatOptions) {
          super(locale, options);
          numbers(locale);
        }
      },
      DateTimeFormat: class extends RealDateTimeFormat {
        constructor(locale: string, options?: Intl.DateTimeFormatOptions) {
          super(locale, options);
          dates(locale);
        }
      },
    }),
  );
  return { numbers, dates };
}

describe('Intl formatters', () => {
  let made: ReturnType<typeof countingIntl>['numbers'];
  let dates: ReturnType<typeof countingIntl>['dates'];
  beforeEach(() => {
    FakeWorker.started = [];
    ({ numbers: made, dates } = countingIntl());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("a worker makes the formatter first (ICU's set-up is the process's); the page's own is made on its answer, once per locale", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('document', { documentElement: { lang: 'th' } });
    const { formatterKind } = await freshModule();
    const amounts = formatterKind('NumberFormat', { maximumFractionDigits: 2 });
    // Defining the kind (a list's chunk is in) sets ICU up at once, in the page's language.
    vi.runAllTimers();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.posted.map((r) => r.locale)).toEqual(['th']);
    amounts.prepare('en-US');
    amounts.prepare('en-US');
    amounts.prepare('vi-VN');
    // posted in a later task, not in the caller
    const w = FakeWorker.started[0]!;
    expect(w.posted).toHaveLength(1);
    vi.runAllTimers();
    expect(FakeWorker.started).toHaveLength(1);
    expect(String(w.url)).toMatch(/intl-warm\.worker\.ts$/);
    expect(w.options).toEqual({ type: 'module' });
    expect(w.posted.map(({ kind, locale, options }) => ({ kind, locale, options }))).toEqual([
      { kind: 'NumberFormat', locale: 'th', options: { maximumFractionDigits: 2 } },
      { kind: 'NumberFormat', locale: 'en-US', options: { maximumFractionDigits: 2 } },
      { kind: 'NumberFormat', locale: 'vi-VN', options: { maximumFractionDigits: 2 } },
    ]);
    // the set-up's answer makes nothing here; a list's answer makes its formatter
    w.answer(0);
    expect(made).not.toHaveBeenCalled();
    w.answer(1);
    expect(made).toHaveBeenCalledTimes(1);
    expect(w.terminated).toBe(false);
    w.answer(2);
    expect(made).toHaveBeenCalledTimes(2);
    expect(w.terminated).toBe(true);
    expect(amounts.get('en-US').format(1234.567)).toBe('1,234.57');
    expect(amounts.get('vi-VN').format(1234.5)).toBe('1.234,5');
    amounts.prepare('en-US');
    expect(made).toHaveBeenCalledTimes(2);
    expect(FakeWorker.started).toHaveLength(1);
    // Another language later: ICU is set up, so it is made here in a later task, with no worker.
    amounts.prepare('th-TH');
    expect(made).toHaveBeenCalledTimes(2);
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(3);
    expect(made).toHaveBeenLastCalledWith('th-TH');
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('a worker that cannot load: what it was asked is made in later tasks, and no worker is tried again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // not Intl: the fake clock replaces it too
    vi.stubGlobal('Worker', FakeWorker);
    const { formatterKind } = await freshModule();
    const amounts = formatterKind('NumberFormat', {});
    amounts.prepare('en-US');
    vi.runAllTimers();
    FakeWorker.started[0]!.onerror?.();
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
    amounts.prepare('vi-VN');
    expect(made).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(FakeWorker.started).toHaveLength(1);
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('without workers the formatter is made in a later task, not in the caller', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // not Intl: the fake clock replaces it too
    vi.stubGlobal('Worker', undefined);
    const { formatterKind } = await freshModule();
    const times = formatterKind('DateTimeFormat', { hour: '2-digit' });
    times.prepare('en-US');
    expect(dates).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledTimes(1);
    expect(times.get('en-US')).toBe(times.get('en-US'));
    expect(dates).toHaveBeenCalledTimes(1);
  });

  it('prepare resolves once the formatter is made, one promise per locale; ready says whether it is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('Worker', FakeWorker);
    const { formatterKind } = await freshModule();
    const times = formatterKind('DateTimeFormat', { hour: '2-digit' });
    vi.runAllTimers();
    const w = FakeWorker.started[0]!;
    const settled: string[] = [];
    const first = times.prepare('en-US').then(() => settled.push('en-US'));
    expect(times.prepare('en-US')).toBe(times.prepare('en-US'));
    vi.runAllTimers();
    await Promise.resolve();
    expect(settled).toEqual([]); // asked, not answered: the list keeps waiting
    expect(times.ready('en-US')).toBe(false);
    w.answer(1);
    await first;
    expect(settled).toEqual(['en-US']);
    expect(times.ready('en-US')).toBe(true);
    expect(times.ready('vi-VN')).toBe(false);
    expect(dates).toHaveBeenCalledTimes(1);
    // made already: at once, nothing asked
    await times.prepare('en-US');
    expect(w.posted).toHaveLength(2);
  });

  it('a locale Intl refuses: prepare still resolves (the list meets the error where it formats)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('Worker', undefined);
    const { formatterKind } = await freshModule();
    const amounts = formatterKind('NumberFormat', {});
    const done = amounts.prepare('not a locale!');
    vi.runAllTimers();
    await done;
    expect(amounts.ready('not a locale!')).toBe(false);
    expect(() => amounts.get('not a locale!')).toThrow(RangeError);
  });

  it('the worker makes only the two kinds it knows (it never indexes Intl by what a message names)', () => {
    expect(makeFormatter({ kind: 'NumberFormat', locale: 'en-US', options: {} }).format(1000)).toBe('1,000');
    expect(
      makeFormatter({ kind: 'DateTimeFormat', locale: 'en-US', options: { timeZone: 'UTC', year: 'numeric' } }).format(
        0,
      ),
    ).toBe('1970');
    expect(() => makeFormatter({ kind: 'Collator' as 'NumberFormat', locale: 'en', options: {} })).toThrow(
      'not an Intl formatter kind: Collator',
    );
  });
});
