/** One host for alerts, notices and the domain-not-available modal (the error catalogue's UI). */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { uiStore } from '../state/ui.ts';
import { launchStore } from '../state/launch.ts';
import { chatStore } from '../state/chat.ts';
import { usePageSnapshot } from '../runtime/page-snapshot.ts';
import { dismissAlert, answerConfirm } from '../services/app-port/notify.ts';
import { useT } from '../runtime/i18n.tsx';
import { loadChunk } from '../services/scheduling/chunks.ts';

/**
 * A part of the page in a chunk of its own, loaded once it is wanted: a chunk that cannot load
 * (offline) leaves the part out and is asked for again when the network is back, never a thrown
 * load that takes the whole page down (React.lazy rejects into the nearest error boundary).
 */
function useChunk<M>(wanted: boolean, load: () => Promise<M>): M | null {
  const [part, setPart] = useState<{ m: M } | null>(null);
  useEffect(() => {
    if (!wanted || part) return;
    let live = true;
    const ask = () =>
      void loadChunk(load).then(
        (m) => live && setPart({ m }),
        () => {}, // left out until the network is back
      );
    ask();
    addEventListener('online', ask);
    return () => {
      live = false;
      removeEventListener('online', ask);
    };
  }, [wanted, part, load]);
  return part?.m ?? null;
}
/** The floating chat button: its own chunk, shown only once the chat's entries are in (500 ms after the first paint). */
const loadChatFab = () => import('./ChatFab.tsx');
/** A trial launch starts over the page it was asked from (a real launch has its own page); loaded when one starts. */
const loadTrialLaunch = () => import('./TrialLaunch.tsx');

/**
 * A pre-rendered page holds no dialog, notice or chat button: while React hydrates it, none shows
 * even when one was asked for meanwhile (a sign-in return's alert, a boot call's notice). They show
 * right after; rendered during hydration they would differ from the page and React would render
 * it all afresh.
 */
const useHydrated = () => usePageSnapshot(() => true, false);

let modals: Promise<typeof import('./modals.tsx')> | undefined;
/** The dialogs' chunk (modals.tsx); a failed load is asked for again next time. */
const loadModals = () =>
  (modals ??= loadChunk(() => import('./modals.tsx')).catch((e: unknown) => {
    modals = undefined;
    throw e;
  }));

/**
 * Until the dialogs' code is in (a stalled or lost connection), an alert or a question still says
 * its text and takes its answer, so nothing waits on a dialog that cannot open.
 */
function PlainDialogs() {
  const { alerts, confirm, domainModal } = useSnapshot(uiStore);
  const { t } = useT();
  const current = alerts[0];
  if (domainModal && !current && !confirm)
    return (
      <div className="notice" role="alert">
        {t('error.domainTitle')}{' '}
        <button type="button" className="btn btn-text" onClick={() => (uiStore.domainModal = null)}>
          {t('common.ok')}
        </button>
      </div>
    );
  if (current)
    return (
      <div className="notice" role="alert">
        {current.message}{' '}
        {current.code ? (
          <span className="muted alert-code">
            {t('error.code')}: <code>{current.code}</code>{' '}
          </span>
        ) : null}
        <button type="button" className="btn btn-text" onClick={() => dismissAlert(current.id)}>
          {t('common.ok')}
        </button>
      </div>
    );
  return confirm ? (
    <div className="notice" role="alert">
      {confirm.message}{' '}
      <button type="button" className="btn btn-text" onClick={() => answerConfirm(confirm.id, false)}>
        {t('common.cancel')}
      </button>
      <button type="button" className="btn btn-text" onClick={() => answerConfirm(confirm.id, true)}>
        {confirm.confirm}
      </button>
    </div>
  ) : null;
}

/**
 * The dialogs: asked for as the app mounts, and again whenever one is wanted while they are not in
 * (Chromium keeps a failed module fetch for the page's life: there the plain ones stay).
 */
function Dialogs() {
  const { alerts, domainModal, confirm } = useSnapshot(uiStore);
  const hydrated = useHydrated();
  const wanted = hydrated && (alerts.length > 0 || !!confirm || !!domainModal);
  const [loaded, setLoaded] = useState<typeof import('./modals.tsx') | null>(null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadModals().then(
      (m) => live && setLoaded(m),
      () => {}, // offline: PlainDialogs meanwhile; the next dialog asks again
    );
    return () => {
      live = false;
    };
  }, [loaded, wanted]);
  if (!wanted) return null;
  return loaded ? <loaded.UiModals /> : <PlainDialogs />;
}

/** The floating customer-service button, when an entry asks for one. */
function FloatingChat() {
  const { entries } = useSnapshot(chatStore);
  // A pre-rendered page has no button (the entries load after the first paint).
  const hydrated = useHydrated();
  const chunk = useChunk(hydrated && entries.some((e) => e.csPosition === 'float'), loadChatFab);
  return chunk ? <chunk.ChatFab /> : null;
}

/** A trial launch's overlay over the page it was started from. */
function Trial() {
  const launch = useSnapshot(launchStore);
  const hydrated = useHydrated();
  const starting = hydrated && launch.trial && launch.status !== 'idle';
  const chunk = useChunk(starting, loadTrialLaunch);
  return chunk && starting ? <chunk.TrialLaunch /> : null;
}

export function UiHost() {
  const { notices } = useSnapshot(uiStore);
  const hydrated = useHydrated();
  return (
    <>
      <Trial />
      <Dialogs />
      <FloatingChat />
      <div className="notices" role="status" aria-live="polite">
        {(hydrated ? notices : []).map((n) => (
          <div key={n.id} className="notice">
            {n.message}
          </div>
        ))}
      </div>
    </>
  );
}
