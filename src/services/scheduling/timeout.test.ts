import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './timeout.ts';

afterEach(() => vi.useRealTimers());

describe('withTimeout (the push token, the captcha start, the identity provider, the page copies)', () => {
  it("gives p's answer or p's failure when it comes in time", async () => {
    await expect(withTimeout(Promise.resolve(7), 10, () => new Error('late'))).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('refused')), 10, () => new Error('late'))).rejects.toThrow(
      'refused',
    );
  });
  it("fails with late()'s error after ms, not before, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    let failed: unknown = null;
    const p = withTimeout(new Promise(() => {}), 1_000, () => new Error('late')).catch((e: unknown) => (failed = e));
    await vi.advanceTimersByTimeAsync(999);
    expect(failed).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect((failed as Error).message).toBe('late');
    expect(vi.getTimerCount()).toBe(0);
  });
});
