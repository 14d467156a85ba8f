/**
 * The push opt-in (S4): for a member, where the browser has push and the merchant has it set up.
 * Permission already granted: the token is bound (and renewed after 7 days) without a question.
 * Otherwise, unless closed today, a bottom sheet asks; agree -> the browser's permission request;
 * granted -> bound and subscribed to ALL; denied -> the tips. Errors show their S8 texts.
 */
import { subscribe } from 'valtio';
import { sessionStore, tenantStore } from '../state/app.ts';
import { appPort } from '../services/app-port/port.ts';
import { pushAlert } from '../services/app-port/notify.ts';
import { local } from '../services/session/storage.ts';
import {
  PUSH_PROMPT_CLOSED_KEY,
  PUSH_TOKEN_KEY,
  localDay,
  promptDue,
  pushConfigured,
  tokenDue,
  type BoundToken,
} from '../core/push.ts';
import { askInSheet } from './bottom-sheet.tsx';
import { prompts } from '../services/scheduling/prompt-turns.ts';
import { decided } from '../services/app-port/decided.ts';

const hasPushApis = () => 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;

async function bind(renewing: boolean): Promise<void> {
  const merchant = tenantStore.merchant!;
  const push = await import('../services/push/push.ts');
  const r = await push.enablePush(merchant, renewing);
  if (!r.ok) pushAlert(appPort().t(r.error));
}

let asking = false;
/** What this member start decided: asked (the sheet), bound without asking, or nothing due (none while asking already). */
async function forMember(): Promise<'asked' | 'granted' | 'not-due' | 'unavailable' | undefined> {
  if (asking) return undefined;
  const merchant = tenantStore.merchant;
  if (!merchant || !pushConfigured(merchant.sms) || !hasPushApis()) return 'unavailable';
  if (Notification.permission === 'granted') {
    const bound = local.getJson<BoundToken>(PUSH_TOKEN_KEY) ?? null;
    if (tokenDue(bound, Date.now())) await bind(bound !== null);
    return 'granted';
  }
  if (!promptDue(Notification.permission, local.get(PUSH_PROMPT_CLOSED_KEY), new Date())) return 'not-due';
  decided('push-prompt', 'asking');
  asking = true;
  try {
    const t = appPort().t;
    // The last of the first-visit prompts: after the popups and the install offer.
    const done = await prompts().turn('push');
    const agree = await askInSheet({
      id: 'push',
      title: t('push.title'),
      text: t('push.text'),
      cancel: t('push.later'),
      agree: t('push.agree'),
    }).finally(done);
    if (!agree) {
      local.set(PUSH_PROMPT_CLOSED_KEY, localDay(new Date()));
      return 'asked';
    }
    const answer = await Notification.requestPermission();
    if (answer === 'granted') {
      await bind(false);
      return 'asked';
    }
    local.set(PUSH_PROMPT_CLOSED_KEY, localDay(new Date()));
    pushAlert(t('notification_request_tips'));
    return 'asked';
  } finally {
    asking = false;
  }
}
const decide = () =>
  void forMember().then((outcome) => {
    if (outcome) decided('push-prompt', outcome);
  });

let started = false;
/** At start (after the first screen): now for a member, and at every later login. */
export function startPush(): void {
  if (started) return;
  started = true;
  let token = sessionStore.token;
  subscribe(sessionStore, () => {
    if (sessionStore.token === token) return;
    token = sessionStore.token;
    if (token) decide();
  });
  if (token) decide();
}
