// @vitest-environment happy-dom
/** S4 add to home screen: 20 tries at 150 ms, the popup after 1 s, declines counted, installed = 99. */
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';

const fired: string[] = [];
vi.mock('../tracking/track.ts', () => ({ track: (n: string) => fired.push(n) }));
const { offerInstall, installed, mayOffer } = await import('./a2hs.ts');
import {
  A2HS_POPUP_ANIMATION_MS,
  A2HS_PROMPT_TRIES,
  A2HS_PROMPT_INTERVAL_MS,
  A2HS_POPUP_DELAY_MS,
} from '../../core/spec-constants.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fired.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const prompt = (outcome: 'accepted' | 'dismissed') => ({
  prompt: vi.fn(() => Promise.resolve()),
  userChoice: Promise.resolve({ outcome }),
});

function deps(o: { promptAt?: number; answer?: boolean; outcome?: 'accepted' | 'dismissed'; path?: string }) {
  const start = Date.now();
  const p = prompt(o.outcome ?? 'accepted');
  const log: string[] = [];
  return {
    log,
    p,
    d: {
      path: o.path ?? '/m/home',
      installedApp: false,
      nativeApp: false,
      prompt: () => (o.promptAt !== undefined && Date.now() - start >= o.promptAt ? p : undefined),
      sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
      offer: () => {
        log.push(`offer at ${Date.now() - start}`);
        return Promise.resolve(o.answer ?? true);
      },
      toast: (k: string) => log.push(`toast ${k}`),
    },
  };
}

describe('add to home screen (S4)', () => {
  it('pins the numbers', () => {
    expect([A2HS_PROMPT_TRIES, A2HS_PROMPT_INTERVAL_MS, A2HS_POPUP_DELAY_MS, A2HS_POPUP_ANIMATION_MS]).toEqual([
      20, 150, 1000, 250,
    ]);
  });
  it('no prompt after 20 tries (19 waits of 150 ms): the flag, no offer', async () => {
    const { d, log } = deps({});
    const r = offerInstall(d);
    await vi.advanceTimersByTimeAsync(19 * 150);
    expect(await r).toBe('none');
    expect(sessionStorage.getItem('a2hsNoPrompt')).toBe('1');
    expect(log).toEqual([]);
  });
  it('a prompt on the last try still counts; the popup comes 1 s later; accepted: the toast', async () => {
    const { d, log, p } = deps({ promptAt: 19 * 150 });
    const r = offerInstall(d);
    await vi.advanceTimersByTimeAsync(19 * 150 + 1000);
    expect(await r).toBe('installing');
    expect(log).toEqual([`offer at ${19 * 150 + 1000}`, 'toast a2hs_installing']);
    expect(p.prompt).toHaveBeenCalledOnce();
  });
  it('declined in the popup or in the browser: session flag and the counter; no second offer this session', async () => {
    const a = deps({ promptAt: 0, answer: false });
    const r1 = offerInstall(a.d);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await r1).toBe('declined');
    expect(a.p.prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem('a2hsCount')).toBe('1');
    expect(mayOffer(a.d)).toBe(false);
    sessionStorage.clear();
    const b = deps({ promptAt: 0, outcome: 'dismissed' });
    const r2 = offerInstall(b.d);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await r2).toBe('declined');
    expect(localStorage.getItem('a2hsCount')).toBe('2');
    expect(sessionStorage.getItem('a2hsDeclined')).toBe('1');
  });
  it('installed: counter 99, the local flag, the a2hsInstalled event; never offered again', () => {
    installed();
    expect(localStorage.getItem('a2hsCount')).toBe('99');
    expect(localStorage.getItem('a2hsInstalled')).toBe('1');
    expect(fired).toEqual(['a2hsInstalled']);
    expect(mayOffer({ path: '/m/home', installedApp: false, nativeApp: false })).toBe(false);
  });
  it('only on /, /m/home and /m/index.html, and not in an installed or native app', () => {
    const ok = { installedApp: false, nativeApp: false };
    expect(['/', '/m/home', '/m/index.html', '/m/login'].map((path) => mayOffer({ path, ...ok }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(mayOffer({ path: '/m/home', installedApp: true, nativeApp: false })).toBe(false);
    expect(mayOffer({ path: '/m/home', installedApp: false, nativeApp: true })).toBe(false);
  });
});
