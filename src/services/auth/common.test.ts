// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { guarded } from './common.ts';
import { authStore } from '../../state/auth.ts';
import { REENTRY_GUARD_MS } from '../../core/spec-constants.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('re-entry guard (A4: cleared 500 ms after finishing)', () => {
  it('ignores a second run of the same flow until 500 ms after the first finished; other flows go on', async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => {});
    await guarded('login', work);
    await guarded('login', work);
    expect(work).toHaveBeenCalledTimes(1);
    await guarded('password', work);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(REENTRY_GUARD_MS - 1);
    await guarded('login', work);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(authStore.processing.login).toBe(false);
    await guarded('login', work);
    expect(work).toHaveBeenCalledTimes(3);
  });
});
