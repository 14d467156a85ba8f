/**
 * Game launch as the player meets it (S4): the start-game-in-app check, the session check (a
 * visitor goes to /m/login and comes back to the launch), the 150 ms / 10 s start, then the
 * browser goes to the game. The launch state is a store the launch page and the trial overlay
 * show; retry starts the same launch again.
 */
import { track } from '../tracking/track.ts';
import { launchStore } from '../../state/launch.ts';
import { wps, loadedWps } from '../http/instance.ts';
import { appPort } from '../app-port/port.ts';
import { pushAlert } from '../app-port/notify.ts';
import { detectPlatform } from '../session/platform.ts';
import { tenantStore, sessionStore, memberStore } from '../../state/app.ts';
import { TEXT_START_GAME_ERROR, GAME_LAUNCH_TIMEOUT_MS } from '../../core/spec-constants.ts';
import { captchaPolicy } from '../../core/captcha-policy.ts';
import { loadChunk } from '../scheduling/chunks.ts';
import type { Game } from '../../core/content-types.ts';
import {
  startGame,
  isGameUrl,
  launchParams,
  launchPath,
  trialParams,
  LaunchTimeout,
  type LaunchRequest,
  type TrialRequest,
  type Clock,
} from './launch-call.ts';
import { readLaunchUrl } from '../wire/games.ts';

export { launchStore };
let again: (() => void) | undefined;
export const retryLaunch = () => again?.();
export function dismissLaunch(): void {
  again = undefined;
  Object.assign(launchStore, { status: 'idle', title: '', trial: false, message: '' });
}

/** S4: "When the start-game-in-app setting is on, non-app browsers are blocked with label_start_game_error." */
export function blockedOutsideApp(): boolean {
  if (!tenantStore.merchant?.settings.startGameInApp || detectPlatform().nativeApp) return false;
  pushAlert(appPort().t(TEXT_START_GAME_ERROR));
  return true;
}

/** How a game of the lobby is launched: lottery games through the lottery call, others by vendor. */
export function requestFor(game: Pick<Game, 'id' | 'vendor' | 'lotto' | 'nodeId'>, backUrl: string): LaunchRequest {
  if (game.lotto?.area === 'SEA') return { kind: 'lotto', area: 'SEA', code: game.id, backUrl };
  if (game.lotto)
    return {
      kind: 'lotto',
      area: 'VN',
      prizeMode: game.lotto.prizeMode ?? '',
      code: game.id,
      view: 'betting',
      backUrl,
    };
  return {
    kind: 'vendor',
    vendor: game.vendor,
    code: game.id,
    ...(game.nodeId ? { nodeId: game.nodeId } : {}),
    backUrl,
  };
}

/** Real play: to /m/launchGame (a visitor meets the login there, and comes back to the launch). */
/** Back from a game to where it was opened, its search included (?q=: the lobby's results come back). */
export function openGame(
  game: Pick<Game, 'id' | 'vendor' | 'lotto' | 'nodeId'>,
  backUrl = location.pathname + location.search,
): void {
  if (blockedOutsideApp()) return;
  appPort().navigate(launchPath(requestFor(game, backUrl)));
}

async function run(
  title: string,
  trial: boolean,
  game: string,
  call: (signal: AbortSignal) => Promise<unknown>,
  clock?: Clock,
) {
  again = () => void run(title, trial, game, call, clock);
  Object.assign(launchStore, { status: 'starting', title, trial, message: '' });
  try {
    const url = await startGame(call, clock);
    // S3: the game started (its address came back): the event is written before the page leaves.
    track(trial ? 'startTrial' : 'gameLaunch', { content_id: game });
    appPort().assign(url);
  } catch (e) {
    if (e instanceof LaunchTimeout) Object.assign(launchStore, { status: 'timeout' });
    // The catalogue has already told the player about a server error; the launch offers a retry.
    else Object.assign(launchStore, { status: 'failed', message: (e as Error)?.message ?? '' });
  }
}

/** /m/launchGame: launch what its query says (the route already made sure there is a session). */
export function launch(r: LaunchRequest, title: string, clock?: Clock): Promise<void> {
  if (blockedOutsideApp()) {
    Object.assign(launchStore, { status: 'failed', title, trial: false, message: '' });
    return Promise.resolve();
  }
  if (!sessionStore.token) {
    appPort().navigate(`/m/login?go=${encodeURIComponent(launchPath(r))}`);
    return Promise.resolve();
  }
  const context = {
    language: tenantStore.language,
    merchantCode: tenantStore.tenant?.merchantCode ?? '',
    title: tenantStore.tenant?.brand.appName ?? '',
    labelName: memberStore.info?.clubLabel?.labelName ?? '',
  };
  const game = r.kind === 'vendor' ? `${r.vendor}:${r.code}` : r.code;
  return run(
    title,
    false,
    game,
    (signal) => wps().game.launch(launchParams(r, context), { signal, quiet: false }),
    clock,
  );
}

/**
 * S7's synchronous trial launch, for a merchant whose trial games open in a new window
 * (settings.trialInNewWindow): a browser opens a window only inside the player's tap (iOS Safari
 * refuses one after an await), so the call is answered before the tap's handler ends, and the
 * window opens then. False when it cannot be done so (the client is not loaded yet: the first call
 * of a page loads it): the launch then goes the usual way, over this page. An answer after 10 s is
 * the launch's timeout; a window the browser refuses anyway means this page goes to the game.
 */
function trialInNewWindow(t: TrialRequest & { title: string }, clock?: Clock): boolean {
  const calls = loadedWps();
  if (!calls) return false;
  again = () => void playTrial(t, clock);
  const started = Date.now();
  let url: unknown;
  try {
    url = readLaunchUrl(calls.relaySync('GCS_gameTrialLaunch', trialParams(t)));
  } catch (e) {
    Object.assign(launchStore, { status: 'failed', title: t.title, trial: true, message: (e as Error)?.message ?? '' });
    return true;
  }
  if (Date.now() - started > GAME_LAUNCH_TIMEOUT_MS || !isGameUrl(url)) {
    const status = isGameUrl(url) ? 'timeout' : 'failed';
    Object.assign(launchStore, { status, title: t.title, trial: true, message: '' });
    return true;
  }
  track('startTrial', { content_id: t.gameId });
  const opened = window.open(url, '_blank');
  if (!opened) appPort().assign(url);
  else opened.opener = null;
  dismissLaunch();
  return true;
}

/**
 * Trial play: no login needed (S7 GCS_gameTrialLaunch, platform html5). With GEETEST3 and
 * GEETESTTEST3 on the player solves a captcha first (before the 10 s launch clock starts); a retry
 * asks for a new one, since each result is good once. Without a captcha, a merchant may have it
 * open in a new window (trialInNewWindow above: the captcha's answer comes after the tap, so a
 * trial behind one opens over this page).
 */
export async function playTrial(t: TrialRequest & { title: string }, clock?: Clock): Promise<void> {
  if (blockedOutsideApp()) return;
  const captcha = captchaPolicy(tenantStore.merchant!).trialGame;
  // Nothing is awaited before this: it runs inside the tap.
  if (!captcha && tenantStore.merchant?.settings.trialInNewWindow && trialInNewWindow(t, clock)) return;
  let proof: Record<string, string> = {};
  if (captcha) {
    const { trialCaptcha } = await loadChunk(() => import('./trial-captcha.ts'));
    const solved = await trialCaptcha();
    if (!solved) return;
    proof = solved;
  }
  const started = run(
    t.title,
    true,
    t.gameId,
    (signal) => wps().relay('GCS_gameTrialLaunch', { ...trialParams(t), ...proof }, { signal }),
    clock,
  );
  if (Object.keys(proof).length) again = () => void playTrial(t, clock);
  await started;
}
