// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { render, screen, act, cleanup } from '@testing-library/react';
import { Splash, SPLASH_SESSION_KEY } from './Splash.tsx';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Splash (S2)', () => {
  it('hides 1200 ms after load, fades for 200 ms, and is remembered for the session', () => {
    render(<Splash src="/s.svg" background="#fff" />);
    const el = screen.getByTestId('splash');
    act(() => {
      vi.advanceTimersByTime(1199);
    });
    expect(el.className).toBe('splash');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(el.className).toBe('splash splash-fading');
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByTestId('splash')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('1');
    cleanup();
    render(<Splash src="/s.svg" background="#fff" />);
    expect(screen.queryByTestId('splash')).toBeNull();
  });
});
