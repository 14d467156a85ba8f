/** One host for alerts, notices and the domain-not-available modal (the error catalogue's UI). */
import { lazy, Suspense, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../runtime/i18n.tsx';
import { uiStore } from '../state/ui.ts';
import { dismissAlert, answerConfirm } from '../services/notify.ts';
import { Modal } from '../components/Modal.tsx';
import { launchStore } from '../state/launch.ts';
import { ChatFab } from './ChatFab.tsx';

function AlertModal({ id, message }: { id: number; message: string }) {
  const { t } = useT();
  const ok = useRef<HTMLButtonElement>(null);
  const dismiss = () => dismissAlert(id);
  return (
    <Modal role="alertdialog" labelledBy="alert-message" initialFocus={ok} onClose={dismiss}>
      <p id="alert-message">{message}</p>
      <button ref={ok} type="button" className="btn btn-primary" onClick={dismiss}>
        {t('common.ok')}
      </button>
    </Modal>
  );
}

function ConfirmModal({ id, message, confirm }: { id: number; message: string; confirm: string }) {
  const { t } = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy="confirm-message"
      initialFocus={cancel}
      onClose={() => answerConfirm(id, false)}
    >
      <p id="confirm-message">{message}</p>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="btn btn-secondary" onClick={() => answerConfirm(id, false)}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => answerConfirm(id, true)}>
          {confirm}
        </button>
      </div>
    </Modal>
  );
}

/** A trial launch starts over the page it was asked from (a real launch has its own page); loaded when one starts. */
const TrialLaunch = lazy(() => import('./TrialLaunch.tsx').then((m) => ({ default: m.TrialLaunch })));

export function UiHost() {
  const { alerts, notices, domainModal, confirm } = useSnapshot(uiStore);
  const launch = useSnapshot(launchStore);
  const { t } = useT();
  const current = alerts[0];
  const closeDomain = () => {
    uiStore.domainModal = null;
  };
  return (
    <>
      {/* keyed by the alert, so each one takes the focus and gives it back */}
      {launch.trial && launch.status !== 'idle' ? (
        <Suspense fallback={null}>
          <TrialLaunch />
        </Suspense>
      ) : null}
      {current ? <AlertModal key={current.id} id={current.id} message={current.message} /> : null}
      {confirm && !current ? <ConfirmModal key={confirm.id} {...confirm} /> : null}
      {domainModal ? (
        <Modal labelledBy="domain-title" onClose={closeDomain}>
          <h2 id="domain-title">{t('error.domainTitle')}</h2>
          <pre className="dialog-data">{JSON.stringify(domainModal, null, 2)}</pre>
          <button type="button" className="btn btn-primary" onClick={closeDomain}>
            {t('common.ok')}
          </button>
        </Modal>
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
