import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageCopies } from './page-copies.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('emptying the page copies before a reload or after a language change', () => {
  it('deletes the pages cache and goes on when it is gone', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await forgetPageCopies();
    expect(remove).toHaveBeenCalledWith('pages');
  });

  it('Cache Storage that never answers holds the reload for 2,000 ms at most, and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('caches', { delete: () => new Promise<boolean>(() => {}) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let done = false;
    const forgetting = forgetPageCopies().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await forgetting;
    expect(done).toBe(true);
    expect(warn).toHaveBeenCalledWith('The page copies were not emptied within 2000 ms; going on.');
  });

  it('blocked storage (a refusal) lets the reload go on at once', async () => {
    vi.stubGlobal('caches', { delete: async () => Promise.reject(new DOMException('blocked', 'SecurityError')) });
    await expect(forgetPageCopies()).resolves.toBeUndefined();
  });
});
