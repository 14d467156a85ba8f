import { describe, it, expect, beforeEach, vi } from 'vitest';
import { uiStore } from '../../state/ui.ts';
import { pushAlert, dismissAlert, pushNotice } from './notify.ts';

beforeEach(() => {
  uiStore.alerts = [];
  uiStore.notices = [];
});

describe('alerts (S8: hide interval 1 s, up to 3)', () => {
  it('the same message within 1 s shows once; after 1 s it may show again', () => {
    pushAlert('Server says no', 1000);
    pushAlert('Server says no', 1500);
    expect(uiStore.alerts).toHaveLength(1);
    dismissAlert(uiStore.alerts[0]!.id);
    pushAlert('Server says no', 2400); // 900 ms after the previous attempt
    expect(uiStore.alerts).toHaveLength(0);
    pushAlert('Server says no', 3500);
    expect(uiStore.alerts).toHaveLength(1);
  });
  it('at most 3 alerts wait at once', () => {
    for (let i = 0; i < 5; i++) pushAlert(`error ${i}`, 10_000 + i);
    expect(uiStore.alerts.map((a) => a.message)).toEqual(['error 0', 'error 1', 'error 2']);
  });
});

describe('notices', () => {
  it('disappear after their time (network_offline: 1.5 s)', () => {
    vi.useFakeTimers();
    pushNotice('You are offline', 1500);
    expect(uiStore.notices).toHaveLength(1);
    vi.advanceTimersByTime(1499);
    expect(uiStore.notices).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uiStore.notices).toHaveLength(0);
    vi.useRealTimers();
  });
});
