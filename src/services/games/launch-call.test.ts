import { describe, it, expect, vi, afterEach } from 'vitest';
import {
  startGame,
  launchFromQuery,
  launchPath,
  launchParams,
  trialParams,
  LaunchTimeout,
  BadGameUrl,
} from './launch-call.ts';
import { GAME_LAUNCH_DELAY_MS, GAME_LAUNCH_TIMEOUT_MS } from '../../core/spec-constants.ts';

afterEach(() => {
  vi.useRealTimers();
});
const ctx = { language: 'vi', merchantCode: 'LOTUS', title: 'Lotus Play', labelName: 'Gold' };

describe('launch timing (S4, S9)', () => {
  it('the spec numbers: 150 ms delay, 10 s timeout', () => {
    expect(GAME_LAUNCH_DELAY_MS).toBe(150);
    expect(GAME_LAUNCH_TIMEOUT_MS).toBe(10_000);
  });
  it('waits 150 ms before the call, then resolves to the game address', async () => {
    vi.useFakeTimers();
    const call = vi.fn(async () => ({ gameUrl: '/__game/?code=x' }));
    const started = startGame(call);
    await vi.advanceTimersByTimeAsync(149);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);
    await expect(started).resolves.toBe('/__game/?code=x');
  });
  it('no answer within 10 s of the start: timeout_retry_please, and the call is aborted', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const started = startGame((s) => {
      signal = s;
      return new Promise(() => {});
    });
    const outcome = started.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(LaunchTimeout);
    expect(signal?.aborted).toBe(true);
  });
  it('an aborted call is a timeout too; other failures are the call own; a foreign scheme is refused', async () => {
    await expect(
      startGame(async () => Promise.reject(Object.assign(new Error('x'), { code: 'aborted' }))),
    ).rejects.toBeInstanceOf(LaunchTimeout);
    const boom = new Error('CUSTOMER_NOT_LOGIN');
    await expect(startGame(async () => Promise.reject(boom))).rejects.toBe(boom);
    await expect(startGame(async () => ({ gameUrl: 'javascript:alert(1)' }))).rejects.toBeInstanceOf(BadGameUrl);
  });
});

describe('launch requests', () => {
  it('reads /m/launchGame: prize_mode (Vietnam), playType SEA, vendor; backUrl stays on the site', () => {
    expect(launchFromQuery(new URLSearchParams('prize_mode=M5&code=vn-5min&lottoView=lobby&backUrl=/m/elott'))).toEqual(
      {
        kind: 'lotto',
        area: 'VN',
        prizeMode: 'M5',
        code: 'vn-5min',
        view: 'lobby',
        backUrl: '/m/elott',
      },
    );
    expect(launchFromQuery(new URLSearchParams('playType=SEA&code=sea-1'))).toEqual({
      kind: 'lotto',
      area: 'SEA',
      code: 'sea-1',
      backUrl: '/m/home',
    });
    expect(launchFromQuery(new URLSearchParams('vendor=EVO&code=baccarat&backUrl=https://evil.example/'))).toEqual({
      kind: 'vendor',
      vendor: 'EVO',
      code: 'baccarat',
      backUrl: '/m/home',
    });
    expect(launchFromQuery(new URLSearchParams('code=x'))).toBeUndefined();
  });
  it('a launch path reads back as the same launch', () => {
    for (const r of [
      { kind: 'lotto', area: 'VN', prizeMode: 'M5', code: 'vn-5min', view: 'betting', backUrl: '/m/elott' },
      { kind: 'lotto', area: 'SEA', code: 'sea-1', backUrl: '/m/home' },
      { kind: 'vendor', vendor: 'EVO', code: 'baccarat', backUrl: '/m/live' },
      { kind: 'vendor', vendor: 'JL', code: 'super-ace', nodeId: '1001', backUrl: '/m/rng' },
    ] as const) {
      const path = launchPath(r);
      expect(path.startsWith('/m/launchGame?')).toBe(true);
      expect(launchFromQuery(new URL(path, 'http://x').searchParams)).toEqual(r);
    }
  });
  it('S7 query of GET /wps/game/launchGame', () => {
    expect(
      launchParams(
        { kind: 'lotto', area: 'VN', prizeMode: 'M5', code: 'vn-5min', view: 'betting', backUrl: '/m/elott' },
        ctx,
      ),
    ).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'M5',
      lottoGameCode: 'vn-5min',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: '/m/elott',
      hasLobby: 'true',
      language: 'vi',
      title: 'Lotus Play',
      labelName: 'Gold',
    });
    // The SEA variant as the real client sends it (lotto-launch; the spec names lottoMode with gameCode).
    expect(launchParams({ kind: 'lotto', area: 'SEA', code: 'sea-1', backUrl: '/m/home' }, ctx)).toEqual({
      lottoMode: 'SEA_Tradition_Mobile',
      launchMode: 'LOTT',
      lottoGameCode: 'sea-1',
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: '/m/home',
      hasLobby: 'true',
      language: 'vi',
      title: 'Lotus Play',
    });
    // vendor-launch-content-game-url: GLS, html5, client type 2, the game's id and node, its vendor.
    expect(
      launchParams({ kind: 'vendor', vendor: 'JL', code: 'super-ace', nodeId: '1001', backUrl: '/m/rng' }, ctx),
    ).toEqual({
      confirmTrans: '0',
      launchMode: 'GLS',
      platform: 'html5',
      clientType: '2',
      gameId: 'super-ace',
      nodeId: '1001',
      accountType: '1',
      vassalage: 'JL',
      merchantCode: 'LOTUS',
      language: 'vi',
      webView: 'false',
    });
    expect(trialParams({ gameId: 'g1', nodeId: 'n1' })).toEqual({ gameId: 'g1', nodeId: 'n1', platform: 'html5' });
  });
});
