/**
 * The add-to-home-screen offer on screen (S4): a bottom sheet (cancel, agree) that slides up in
 * 250 ms. The decisions are services/install/a2hs.ts's.
 */
import { handOver } from '../core/hand-over.ts';
import { askInSheet } from './bottom-sheet.tsx';
import { prompts } from '../services/scheduling/prompt-turns.ts';
import { offerInstall, installed, type InstallPrompt } from '../services/install/a2hs.ts';
import { appPort } from '../services/app-port/port.ts';
import { pushNotice } from '../services/app-port/notify.ts';
import { track } from '../services/tracking/track.ts';
import { detectPlatform } from '../services/session/platform.ts';
import { decided } from '../services/app-port/decided.ts';

/** How long the install toast stays (our choice). */
const TOAST_MS = 3000;

let started = false;
/** At start: the installed-app events, and on the listed pages the offer. */
export function startA2hs(path: string): void {
  if (started) return;
  started = true;
  const platform = detectPlatform();
  // S4: the first open of the installed home-screen app (once per device).
  if (platform.installedApp) track('a2hsFirstOpen');
  addEventListener('appinstalled', installed);
  void offerInstall({
    path,
    installedApp: platform.installedApp,
    nativeApp: platform.nativeApp,
    prompt: () => handOver().installPrompt as unknown as InstallPrompt | undefined,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    // On its turn among the first-visit prompts (after the announcement popups).
    offer: async () => {
      const done = await prompts().turn('install');
      try {
        const t = appPort().t;
        return await askInSheet({
          id: 'a2hs',
          title: t('a2hs.title'),
          text: t('a2hs.text'),
          cancel: t('a2hs.cancel'),
          agree: t('a2hs.agree'),
        });
      } finally {
        done();
      }
    },
    toast: (key) => pushNotice(appPort().t(key), TOAST_MS),
  })
    .then((outcome) => decided('a2hs', outcome))
    .finally(() => {
      prompts().withdraw('install'); // offered or not, the push opt-in need not wait for it
      handOver().installPrompt = undefined; // a prompt can be shown once
    });
}
