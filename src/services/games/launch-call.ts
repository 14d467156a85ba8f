/**
 * Game launch (S2 /m/launchGame, S4 "Game launch", S7 GET /wps/game/launchGame): lottery in
 * Vietnam mode or its Southeast-Asia variant, vendor games, and trial play. A 150 ms delay
 * precedes the start; if the call aborts or 10 s pass without the redirect, the player is told
 * timeout_retry_please and may retry. Launches need a session (trial play does not); with the
 * start-game-in-app setting on, a browser that is not the native app is refused.
 */
import {
  GAME_LAUNCH_DELAY_MS,
  GAME_LAUNCH_TIMEOUT_MS,
  LOTTO_AREA_VN,
  LOTTO_LAUNCH_MODE,
  LOTTO_MODE_SEA,
  TRIAL_PLATFORM,
  VENDOR_LAUNCH_MODE,
  GAME_PLATFORM,
  GAME_CLIENT_TYPE,
} from '../../core/spec-constants.ts';
import { isSafeLink } from '../../core/links.ts';
import { readLaunchUrl } from '../wire/games.ts';

/** Where a game may be: an http(s) address, or a path of this site (the sandbox's game page). */
export const isGameUrl = (u: unknown): u is string =>
  typeof u === 'string' && (/^\/(?![/\\])/.test(u) || (isSafeLink(u) && !u.startsWith('/')));

export type LottoView = 'betting' | 'lobby';
export type LaunchRequest =
  /** S7 lottery, Vietnam mode: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView. */
  | { kind: 'lotto'; area: 'VN'; prizeMode: string; code: string; view: LottoView; backUrl: string }
  /** S7 variant: lottoMode SEA_Tradition_Mobile with the game's code. */
  | { kind: 'lotto'; area: 'SEA'; code: string; backUrl: string }
  /** A vendor's game (vendor-launch-content-game-url): its vendor (vassalage), id (gameId) and node. */
  | { kind: 'vendor'; vendor: string; code: string; nodeId?: string; backUrl: string };
export interface TrialRequest {
  gameId: string;
  nodeId?: string;
}

const view = (v: string | null): LottoView => (v === 'lobby' ? 'lobby' : 'betting');
/** Only a path of this site may be where the game sends the player back. */
const back = (v: string | null) => (v && isSafeLink(v) && v.startsWith('/m/') ? v : '/m/home');

/** S2: /m/launchGame reads prize_mode or vendor, code, playType, backUrl and lottoView. */
export function launchFromQuery(q: URLSearchParams): LaunchRequest | undefined {
  const code = q.get('code') ?? '';
  const backUrl = back(q.get('backUrl'));
  const vendor = q.get('vendor');
  const nodeId = q.get('nodeId');
  if (vendor && code) return { kind: 'vendor', vendor, code, ...(nodeId ? { nodeId } : {}), backUrl };
  if (q.get('playType') === 'SEA' && code) return { kind: 'lotto', area: 'SEA', code, backUrl };
  const prizeMode = q.get('prize_mode');
  if (prizeMode) return { kind: 'lotto', area: 'VN', prizeMode, code, view: view(q.get('lottoView')), backUrl };
  return undefined;
}

/** The /m/launchGame address of a launch (what a visitor comes back to after logging in). */
export function launchPath(r: LaunchRequest): string {
  const q = new URLSearchParams();
  if (r.kind === 'vendor') {
    q.set('vendor', r.vendor);
    if (r.nodeId) q.set('nodeId', r.nodeId);
  } else if (r.area === 'SEA') q.set('playType', 'SEA');
  else {
    q.set('prize_mode', r.prizeMode);
    q.set('lottoView', r.view);
  }
  q.set('code', r.code);
  q.set('backUrl', r.backUrl);
  return `/m/launchGame?${q}`;
}

export interface LaunchContext {
  language: string;
  merchantCode: string;
  /** The site title and the member's VIP label name (S7 title, labelName). */
  title: string;
  labelName: string;
}

/** S7: the query of GET /wps/game/launchGame for a launch, as the real client sends it (lotto-launch, vendor-launch-content-game-url). */
export function launchParams(r: LaunchRequest, c: LaunchContext): Record<string, string> {
  if (r.kind === 'lotto' && r.area === 'VN') {
    return {
      lottoArea: LOTTO_AREA_VN,
      launchMode: LOTTO_LAUNCH_MODE,
      lottoPrizeMode: r.prizeMode,
      lottoGameCode: r.code,
      lottoView: r.view,
      device: 'MOBILE',
      backUrl: r.backUrl,
      hasLobby: 'true',
      language: c.language,
      title: c.title,
      labelName: c.labelName,
    };
  }
  // The spec names lottoMode with gameCode, hasLobby and backUrl; the real client sends the
  // lottery's launch mode, code and view, the device, language and title too (docs/decisions.md).
  if (r.kind === 'lotto')
    return {
      lottoMode: LOTTO_MODE_SEA,
      launchMode: LOTTO_LAUNCH_MODE,
      lottoGameCode: r.code,
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: r.backUrl,
      hasLobby: 'true',
      language: c.language,
      title: c.title,
    };
  return {
    confirmTrans: '0',
    launchMode: VENDOR_LAUNCH_MODE,
    platform: GAME_PLATFORM,
    clientType: GAME_CLIENT_TYPE,
    gameId: r.code,
    ...(r.nodeId ? { nodeId: r.nodeId } : {}),
    accountType: '1',
    vassalage: r.vendor,
    merchantCode: c.merchantCode,
    language: c.language,
    webView: 'false',
  };
}

/** S7 GCS_gameTrialLaunch: gameId, nodeId, platform html5. */
export const trialParams = (t: TrialRequest) => ({
  gameId: t.gameId,
  ...(t.nodeId ? { nodeId: t.nodeId } : {}),
  platform: TRIAL_PLATFORM,
});

export class LaunchTimeout extends Error {
  constructor() {
    super('the game did not start in time');
    this.name = 'LaunchTimeout';
  }
}
export class BadGameUrl extends Error {
  constructor(url: unknown) {
    super(`the game address is not one the site can open (${String(url).slice(0, 80)})`);
    this.name = 'BadGameUrl';
  }
}

export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}
const realClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as number),
};

/**
 * S4: wait 150 ms, call, and resolve to the game's address; when the call aborts or no answer
 * comes within 10 s of the start, reject with LaunchTimeout (and abort the call). Other failures
 * are the call's own (the error catalogue shows them).
 */
export function startGame(call: (signal: AbortSignal) => Promise<unknown>, clock: Clock = realClock): Promise<string> {
  return new Promise((resolve, reject) => {
    const abort = new AbortController();
    let done = false;
    const finish = (f: () => void) => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      f();
    };
    const timer = clock.setTimeout(() => {
      abort.abort();
      finish(() => reject(new LaunchTimeout()));
    }, GAME_LAUNCH_TIMEOUT_MS);
    clock.setTimeout(() => {
      if (done) return;
      call(abort.signal).then(
        (v) =>
          finish(() => {
            // value.content.game_url (game_url2), or the lottery's value.gameUrl.
            const url = readLaunchUrl(v);
            if (isGameUrl(url)) resolve(url);
            else reject(new BadGameUrl(url));
          }),
        (e: unknown) =>
          finish(() =>
            reject(
              (e as { code?: string })?.code === 'aborted' || (e as Error)?.name === 'AbortError'
                ? new LaunchTimeout()
                : e,
            ),
          ),
      );
    }, GAME_LAUNCH_DELAY_MS);
  });
}
