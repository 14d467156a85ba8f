// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { safeGo, redirectTarget, hostAllowed } from './destinations.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('go (A2)', () => {
  it.each([
    ['/m/sports', '/m/sports'],
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['https://evil.example', undefined],
    ['//evil.example', undefined],
    ['/m/../admin', undefined],
    ['/admin', undefined],
    ['/m/\\evil', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('%s -> %s', (go, want) => expect(safeGo(go)).toBe(want));
});

describe('redirectUrl (A2)', () => {
  const allowed = (h: string) =>
    hostAllowed(h, ['dragon.localhost', '.dragonlotto.example'], ['partner.example'], 'dragon.localhost:8787');
  const p = { token: 'T0K', language: 'EN', headerColor: '#b71c1c', title: 'Dragon Lotto' };
  it("goes to the tenant's hosts and domain list with token, language, headerColor, b2c=1 and title", () => {
    const u = new URL(redirectTarget('https://games.dragonlotto.example/play?x=1', allowed, p)!);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      x: '1',
      token: 'T0K',
      language: 'EN',
      headerColor: '#b71c1c',
      b2c: '1',
      title: 'Dragon Lotto',
    });
    expect(redirectTarget('https://partner.example/', allowed, p)).toContain('token=T0K');
  });
  it.each([
    'https://evil.example/',
    'https://dragonlotto.example.evil.com/',
    'javascript:alert(1)',
    'ftp://partner.example/',
    '/m/home',
  ])('ignores %s', (u) => {
    expect(redirectTarget(u, allowed, p)).toBeUndefined();
  });
});
