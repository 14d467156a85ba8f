/** One host for alerts, notices and the domain-not-available modal (the error catalogue's UI). */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { uiStore } from '../state/ui.ts';
import { launchStore } from '../state/launch.ts';
import { ChatFab } from './ChatFab.tsx';
import { dismissAlert } from '../services/notify.ts';
import { useT } from '../runtime/i18n.tsx';
import { loadChunk } from '../services/chunks.ts';

/** A trial launch starts over the page it was asked from (a real launch has its own page); loaded when one starts. */
const TrialLaunch = lazy(() => import('./TrialLaunch.tsx').then((m) => ({ default: m.TrialLaunch })));

let modals: Promise<typeof import('./modals.tsx')> | undefined;
/** The dialogs' chunk (modals.tsx); a failed load is tried again next time. */
const loadModals = () =>
  (modals ??= loadChunk(() => import('./modals.tsx')).catch((e: unknown) => {
    modals = undefined;
    throw e;
  }));

/** Should the dialogs' code never arrive (offline since the page loaded), an alert still says its text. */
function PlainAlert() {
  const { alerts } = useSnapshot(uiStore);
  const { t } = useT();
  const current = alerts[0];
  return current ? (
    <div className="notice" role="alert">
      {current.message}{' '}
      <button type="button" className="btn btn-text" onClick={() => dismissAlert(current.id)}>
        {t('common.ok')}
      </button>
    </div>
  ) : null;
}

const UiModals = lazy(() =>
  loadModals().then(
    (m) => ({ default: m.UiModals }),
    () => ({ default: PlainAlert }),
  ),
);

export function UiHost() {
  const { alerts, notices, domainModal, confirm } = useSnapshot(uiStore);
  const launch = useSnapshot(launchStore);
  // The dialogs' code comes right after the first screen, before anything can go wrong (a failed
  // load is asked for again when a dialog opens).
  useEffect(() => void loadModals().catch(() => {}), []);
  return (
    <>
      {launch.trial && launch.status !== 'idle' ? (
        <Suspense fallback={null}>
          <TrialLaunch />
        </Suspense>
      ) : null}
      {alerts.length || confirm || domainModal ? (
        <Suspense fallback={null}>
          <UiModals />
        </Suspense>
      ) : null}
      <ChatFab />
      <div className="notices" role="status" aria-live="polite">
        {notices.map((n) => (
          <div key={n.id} className="notice">
            {n.message}
          </div>
        ))}
      </div>
    </>
  );
}
