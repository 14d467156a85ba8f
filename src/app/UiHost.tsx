/** One host for alerts, notices and the domain-not-available modal (the error catalogue's UI). */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../runtime/i18n.tsx';
import { uiStore } from '../state/ui.ts';
import { dismissAlert } from '../services/notify.ts';

export function UiHost() {
  const { alerts, notices, domainModal } = useSnapshot(uiStore);
  const { t } = useT();
  const ok = useRef<HTMLButtonElement>(null);
  const current = alerts[0];
  useEffect(() => {
    ok.current?.focus();
  }, [current?.id]);
  return (
    <>
      {current ? (
        <div className="overlay">
          <div role="alertdialog" aria-modal="true" aria-labelledby="alert-message" className="dialog">
            <p id="alert-message">{current.message}</p>
            <button ref={ok} type="button" className="btn btn-primary" onClick={() => dismissAlert(current.id)}>
              {t('common.ok')}
            </button>
          </div>
        </div>
      ) : null}
      {domainModal ? (
        <div className="overlay">
          <div role="dialog" aria-modal="true" aria-labelledby="domain-title" className="dialog">
            <h2 id="domain-title">{t('error.domainTitle')}</h2>
            <pre className="dialog-data">{JSON.stringify(domainModal, null, 2)}</pre>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                uiStore.domainModal = null;
              }}
            >
              {t('common.ok')}
            </button>
          </div>
        </div>
      ) : null}
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
