import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { settingsRefresher, type SettingsSource } from './settings-refresh.ts';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';

const config = (maintenance: boolean) => ({ maintenance }) as unknown as MerchantConfig;

function source(answers: unknown[]) {
  let current: MerchantConfig | null = config(false);
  const calls: number[] = [];
  const applied: MerchantConfig[] = [];
  const outcomes: string[] = [];
  const s: SettingsSource = {
    fetch: vi.fn(async () => {
      calls.push(Date.now());
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    }),
    check: (a) =>
      a && typeof a === 'object' && 'maintenance' in a
        ? { ok: true, value: a as MerchantConfig }
        : { ok: false, reason: 'merchant config / must be object' },
    current: () => current,
    apply: (next) => {
      applied.push(next);
      current = next;
    },
    report: (o) => outcomes.push(o),
  };
  return { s, calls, applied, outcomes };
}

describe('settings refresh (S9 "settings refresh debounce 300 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes one call 300 ms after the last of several triggers', async () => {
    const { s, calls } = source([config(false)]);
    const r = settingsRefresher(s);
    r.request();
    await vi.advanceTimersByTimeAsync(200);
    r.request();
    await vi.advanceTimersByTimeAsync(200);
    r.request();
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });

  it('applies a changed config, and leaves the same one alone', async () => {
    const { s, applied, outcomes } = source([config(true), config(true)]);
    const r = settingsRefresher(s);
    await r.flush();
    await r.flush();
    expect(applied).toEqual([config(true)]);
    expect(outcomes).toEqual(['changed', 'same']);
  });

  it('keeps what the site has when the call fails or the answer cannot be read', async () => {
    const { s, applied, outcomes } = source([new Error('Network Error'), { nonsense: 1 }]);
    const r = settingsRefresher(s);
    await r.flush();
    await r.flush();
    expect(applied).toEqual([]);
    expect(outcomes).toEqual(['failed', 'unreadable']);
  });

  it('never has two calls out: a trigger during a call makes one more after it', async () => {
    let release!: (v: unknown) => void;
    const { s, calls } = source([]);
    s.fetch = vi.fn(() => {
      calls.push(Date.now());
      return new Promise((ok) => (release = ok));
    });
    const r = settingsRefresher(s);
    const first = r.flush();
    void r.flush();
    void r.flush();
    expect(calls).toHaveLength(1);
    release(config(false));
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    release(config(false));
  });

  it('does nothing once stopped', async () => {
    const { s, calls } = source([config(true)]);
    const r = settingsRefresher(s);
    r.request();
    r.stop();
    r.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });
});
