import { describe, it, expect } from 'vitest';
import { saveSessionInfo, loadSessionInfo, takeUrlToken, clearSessionInfo, type SessionInfo } from './session.ts';
import { safeStorage } from './storage.ts';
import { SESSION_MAX_BYTES } from '../../core/spec-constants.ts';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}
const info: SessionInfo = {
  id: 7,
  token: 't0k',
  merchantCode: 'DRAGON',
  userName: 'p',
  type: 0,
  firstTimeLogin: false,
  spanId: null,
  account: 'p',
};

describe('session info', () => {
  it('round-trips for its merchant only', () => {
    const memory = new MemoryStorage();
    const s = safeStorage(() => memory);
    expect(saveSessionInfo(info, s)).toBe(true);
    expect(loadSessionInfo('DRAGON', s)).toEqual(info);
    expect(loadSessionInfo('LOTUS', s)).toBeNull();
    clearSessionInfo(s);
    expect(loadSessionInfo('DRAGON', s)).toBeNull();
  });
  it('refuses a value over 1.5 MB', () => {
    const memory = new MemoryStorage();
    const s = safeStorage(() => memory);
    expect(SESSION_MAX_BYTES).toBe(1.5 * 1024 * 1024);
    const big = { ...info, account: 'x'.repeat(SESSION_MAX_BYTES / 2) };
    expect(saveSessionInfo(big, s)).toBe(false);
    expect(memory.length).toBe(0);
    const fits = { ...info, account: 'x'.repeat(SESSION_MAX_BYTES / 2 - 200) };
    expect(saveSessionInfo(fits, s)).toBe(true);
  });
  it('ignores garbage in storage', () => {
    const memory = new MemoryStorage();
    const s = safeStorage(() => memory);
    s.set('sessionInfo', '{not json');
    expect(loadSessionInfo('DRAGON', s)).toBeNull();
  });
});

describe('takeUrlToken', () => {
  it.each([
    ['https://a.example/m/sports?token=abc&x=1#h', 'abc', '/m/sports?x=1#h'],
    ['https://a.example/m/home?tokens=xyz', 'xyz', '/m/home'],
    ['https://a.example/m/home?token=a&tokens=b', 'a', '/m/home'],
    ['https://a.example/m/home?go=%2Fm%2Fsports', null, '/m/home?go=%2Fm%2Fsports'],
  ])('%s', (href, token, cleaned) => expect(takeUrlToken(href)).toEqual({ token, cleaned }));
});
