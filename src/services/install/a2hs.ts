/**
 * Add to home screen (S2, S4): at start on /, /m/home and /m/index.html, the browser's install
 * prompt is waited for (20 tries at 150 ms; none: a session flag says so); then, 1 s later, the
 * bottom popup offers the install (cancel, agree). Agree shows the browser's prompt: accepted, the
 * a2hs_installing toast; declined (here or there), session flags and the decline counter. The
 * browser's appinstalled event sets the counter to 99 and the installed flag (a2hsInstalled event).
 */
import {
  A2HS_PATHS,
  A2HS_PROMPT_TRIES,
  A2HS_PROMPT_INTERVAL_MS,
  A2HS_POPUP_DELAY_MS,
  A2HS_INSTALLED_COUNT,
  A2HS_KEYS,
  A2HS_INSTALLING_KEY,
} from '../../core/spec-constants.ts';
import { local, session } from '../session/storage.ts';
import { track } from '../tracking/track.ts';

/** The part of BeforeInstallPromptEvent the offer uses. */
export interface InstallPrompt {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface A2hsDeps {
  path: string;
  installedApp: boolean;
  nativeApp: boolean;
  prompt(): InstallPrompt | undefined;
  sleep(ms: number): Promise<void>;
  /** Shows the bottom popup; resolves with the player's answer (true: agree). */
  offer(): Promise<boolean>;
  toast(key: string): void;
}

const count = () => Number(local.get(A2HS_KEYS.count) ?? 0) || 0;

/** Whether this start may offer the install at all. */
export function mayOffer(d: Pick<A2hsDeps, 'path' | 'installedApp' | 'nativeApp'>): boolean {
  return (
    (A2HS_PATHS as readonly string[]).includes(d.path) &&
    !d.installedApp &&
    !d.nativeApp &&
    session.get(A2HS_KEYS.declined) === null &&
    count() < A2HS_INSTALLED_COUNT &&
    local.get(A2HS_KEYS.installed) === null
  );
}

/** S4: up to 20 tries at 150 ms for the browser's prompt; none: the flag, and nothing is offered. */
export async function waitForPrompt(d: Pick<A2hsDeps, 'prompt' | 'sleep'>): Promise<InstallPrompt | undefined> {
  for (let i = 0; i < A2HS_PROMPT_TRIES; i++) {
    const p = d.prompt();
    if (p) return p;
    if (i < A2HS_PROMPT_TRIES - 1) await d.sleep(A2HS_PROMPT_INTERVAL_MS);
  }
  session.set(A2HS_KEYS.noPrompt, '1');
  return undefined;
}

function declined(): void {
  session.set(A2HS_KEYS.declined, '1');
  local.set(A2HS_KEYS.count, String(count() + 1));
}

/** The browser says the site was installed (from this offer or its own menu). */
export function installed(): void {
  local.set(A2HS_KEYS.count, String(A2HS_INSTALLED_COUNT));
  local.set(A2HS_KEYS.installed, '1');
  track('a2hsInstalled');
}

export async function offerInstall(d: A2hsDeps): Promise<'installing' | 'declined' | 'none'> {
  if (!mayOffer(d)) return 'none';
  const prompt = await waitForPrompt(d);
  if (!prompt) return 'none';
  await d.sleep(A2HS_POPUP_DELAY_MS);
  if (!(await d.offer())) {
    declined();
    return 'declined';
  }
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome !== 'accepted') {
    declined();
    return 'declined';
  }
  d.toast(A2HS_INSTALLING_KEY);
  return 'installing';
}
