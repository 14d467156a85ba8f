import { describe, it, expect, vi, afterEach } from 'vitest';
import { backoffAfter, refreshDelay, keepTokenFresh } from './token-refresh.ts';

afterEach(() => vi.useRealTimers());

describe('identity-provider token refresh (A9)', () => {
  it('renews 5 minutes before expiry', () => {
    expect(refreshDelay(3_600_000, 0)).toBe(3_300_000);
    expect(refreshDelay(1000, 0)).toBe(0);
  });
  it('backs off from 30 s doubling to 16 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffAfter)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });
  it('renews on time, retries failures on the backoff, and stops when the token is no longer wanted', async () => {
    vi.useFakeTimers({ now: 0 });
    let calls = 0;
    const renew = vi.fn(async () => {
      calls += 1;
      if (calls <= 2) throw new Error('offline');
      return { token: `t${calls}`, expiresAt: Date.now() + 3_600_000 };
    });
    const got: string[] = [];
    let wanted = true;
    keepTokenFresh(
      { token: 't0', expiresAt: 3_600_000 },
      renew,
      (t) => got.push(t.token),
      () => wanted,
    );
    await vi.advanceTimersByTimeAsync(3_300_000 - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // 55 min: first try, fails
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000); // fails again
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 60 s later: works
    expect(got).toEqual(['t3']);
    wanted = false;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(renew).toHaveBeenCalledTimes(3);
  });
});
