/**
 * The add-to-home-screen offer on screen (S4): a bottom sheet (cancel, agree) that slides up in
 * 250 ms, in its own small React root (it lives outside the page's screens). The decisions are
 * services/install/a2hs.ts's.
 */
import { createRoot } from 'react-dom/client';
import { useEffect, useRef, useState } from 'react';
import { A2HS_POPUP_ANIMATION_MS } from '../core/spec-constants.ts';
import { offerInstall, installed, type InstallPrompt } from '../services/install/a2hs.ts';
import { appEnv } from '../services/app-env.ts';
import { pushNotice } from '../services/notify.ts';
import { track } from '../services/tracking/track.ts';
import { detectPlatform } from '../services/platform.ts';

/** How long the install toast stays (our choice). */
const TOAST_MS = 3000;

function Sheet({ onAnswer }: { onAnswer: (agree: boolean) => void }) {
  const t = appEnv().t;
  const [open, setOpen] = useState(false);
  const agree = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const id = requestAnimationFrame(() => setOpen(true));
    agree.current?.focus();
    return () => cancelAnimationFrame(id);
  }, []);
  return (
    <div
      className={`a2hs-sheet${open ? ' a2hs-open' : ''}`}
      role="dialog"
      aria-labelledby="a2hs-title"
      aria-describedby="a2hs-text"
      style={{ transitionDuration: `${A2HS_POPUP_ANIMATION_MS}ms` }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onAnswer(false);
      }}
    >
      <h2 id="a2hs-title">{t('a2hs.title')}</h2>
      <p id="a2hs-text">{t('a2hs.text')}</p>
      <div className="a2hs-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onAnswer(false)}>
          {t('a2hs.cancel')}
        </button>
        <button type="button" className="btn btn-primary" ref={agree} onClick={() => onAnswer(true)}>
          {t('a2hs.agree')}
        </button>
      </div>
    </div>
  );
}

function showSheet(): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    root.render(
      <Sheet
        onAnswer={(agree) => {
          root.unmount();
          host.remove();
          resolve(agree);
        }}
      />,
    );
  });
}

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
    prompt: () => window.__installPrompt as unknown as InstallPrompt | undefined,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    offer: showSheet,
    toast: (key) => pushNotice(appEnv().t(key), TOAST_MS),
  }).finally(() => {
    window.__installPrompt = undefined; // a prompt can be shown once
  });
}
