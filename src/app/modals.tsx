/**
 * The error catalogue's dialogs: alerts, confirmations and the domain-not-available modal. Their
 * own chunk, loaded right after the app mounts (after-mount.ts), before anything can go wrong: the
 * first screen does not pay for them, and they are there when the network is not.
 */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../runtime/i18n.tsx';
import { uiStore } from '../state/ui.ts';
import { dismissAlert, answerConfirm } from '../services/app-port/notify.ts';
import { Modal } from '../components/Modal.tsx';

function AlertModal({ id, message, code }: { id: number; message: string; code?: string | undefined }) {
  const { t } = useT();
  const ok = useRef<HTMLButtonElement>(null);
  const dismiss = () => dismissAlert(id);
  return (
    <Modal role="alertdialog" labelledBy="alert-message" initialFocus={ok} onClose={dismiss}>
      <p id="alert-message">{message}</p>
      {code ? (
        <p className="muted alert-code">
          {t('error.code')}: <code>{code}</code>
        </p>
      ) : null}
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

/** The dialog the error catalogue has up now: the first alert, else a confirmation, and the domain modal. */
export function UiModals() {
  const { alerts, domainModal, confirm } = useSnapshot(uiStore);
  const { t } = useT();
  const current = alerts[0];
  const closeDomain = () => {
    uiStore.domainModal = null;
  };
  return (
    <>
      {/* keyed by the alert, so each one takes the focus and gives it back */}
      {current ? <AlertModal key={current.id} id={current.id} message={current.message} code={current.code} /> : null}
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
    </>
  );
}

/**
 * A8: "domain_not_available (status call): modal with the error data", and the merchant's other
 * domains (S7 domainRoute) to continue at: the same page there, without this address's query (it
 * may carry a token, which never goes to another origin).
 */
export function DomainUnavailablePage({
  data,
  domains,
  onRetry,
}: {
  data: unknown;
  domains: readonly string[];
  onRetry: () => void;
}) {
  const others = domains.filter((d) => d.toLowerCase() !== location.hostname.toLowerCase());
  return (
    <Modal labelledBy="domain-title">
      <h2 id="domain-title">This address is not available</h2>
      <pre className="dialog-data">{JSON.stringify(data ?? {}, null, 2)}</pre>
      {others.length > 0 && (
        <nav aria-label="Other addresses of this site">
          <p>Continue at another address of this site:</p>
          <ul className="stack stack-column">
            {others.map((d) => (
              <li key={d}>
                <a className="btn btn-secondary" href={`https://${d}${location.pathname}`}>
                  {d}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </Modal>
  );
}
