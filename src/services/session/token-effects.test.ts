// @vitest-environment happy-dom
import { describe, it, expect, beforeEach } from 'vitest';
import { tokenSet, tokenCleared, type SessionEffectDeps } from './token-effects.ts';
import { memberStore, sessionStore } from '../../state/app.ts';

/** Records the order in which the effects start. */
function fakeDeps(over: Partial<SessionEffectDeps> = {}) {
  const calls: string[] = [];
  const d: SessionEffectDeps = {
    promoCodeCheck: async () => (calls.push('promoCode'), true),
    memberInfo: async () => {
      calls.push('memberInfo');
      memberStore.info = { account: 'ann', type: 0, clubLabel: { labelName: 'Gold', labelId: 3 }, profileIcon: null };
    },
    syncLanguage: () => void calls.push('language'),
    vipProgress: async () => (calls.push('vip'), { completedConditions: 2, totalExpectedConditions: 3, labelId: 3 }),
    depositSettings: async () => (calls.push('deposits'), { count: 7, amount: 700 }),
    unread: async () => (calls.push('unread'), 4),
    wallet: async () => void calls.push('wallet'),
    clearWallet: () => void calls.push('wallet:clear'),
    inbox: () => true,
    chatIdentify: async (name) => void calls.push(`chat:${name}`),
    chatLogout: async () => void calls.push('chat:logout'),
    ...over,
  };
  return { d, calls };
}

beforeEach(() => {
  memberStore.info = null;
  memberStore.unread = 0;
  memberStore.depositCount = 0;
  memberStore.vipProgress = null;
  memberStore.promoCodeEnabled = false;
  sessionStore.userName = 'ann';
  localStorage.setItem('lineSessionToken', 'line-1');
});

describe('token set (A4)', () => {
  it('the promo-code check first; the line token cleared; member info, VIP, deposits, unread and the chat', async () => {
    const { d, calls } = fakeDeps();
    await tokenSet(d);
    expect(calls[0]).toBe('promoCode');
    expect(calls).toEqual(
      expect.arrayContaining(['memberInfo', 'language', 'vip', 'deposits', 'unread', 'wallet', 'chat:ann']),
    );
    expect(localStorage.getItem('lineSessionToken')).toBeNull();
    expect(memberStore.promoCodeEnabled).toBe(true);
    expect(memberStore.vipProgress).toEqual({ completedConditions: 2, totalExpectedConditions: 3, labelId: 3 });
    expect(memberStore.depositCount).toBe(7);
    expect(memberStore.unread).toBe(4);
  });
  it('one failed load leaves the others in place', async () => {
    const { d } = fakeDeps({ unread: () => Promise.reject(new Error('offline')) });
    await tokenSet(d);
    expect(memberStore.depositCount).toBe(7);
    expect(memberStore.unread).toBe(0);
  });
});

describe('token cleared (A4)', () => {
  it('the promo-code check first; unread 0, member info cleared, deposit count 0; the chat logs out', async () => {
    Object.assign(memberStore, { unread: 4, depositCount: 7, info: { account: 'ann', type: 0, clubLabel: null } });
    const { d, calls } = fakeDeps({ promoCodeCheck: async () => (calls.push('promoCode'), false) });
    await tokenCleared(d);
    expect(calls).toEqual(['promoCode', 'wallet:clear', 'chat:logout']);
    expect(memberStore.unread).toBe(0);
    expect(memberStore.info).toBeNull();
    expect(memberStore.depositCount).toBe(0);
    expect(memberStore.vipProgress).toBeNull();
    expect(memberStore.promoCodeEnabled).toBe(false);
  });
});

describe('INBOX3 off (docs/decisions.md)', () => {
  it('asks for no unread count and shows none', async () => {
    memberStore.unread = 9;
    const { d, calls } = fakeDeps({ inbox: () => false });
    await tokenSet(d);
    expect(calls).not.toContain('unread');
    expect(memberStore.unread).toBe(0);
  });
});
