/**
 * The upgrade modal (S4): only inside the native app, only when the app says a newer version
 * exists; closable ("Later") unless MANDATORYAPPUPDATES3 is on. Update runs the app's upgrade and
 * shows its installation state; a 'Failure...' answer alerts (S8), a silent app times out after 10 s.
 */
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { tenantStore } from '../state/app.ts';
import { appPort } from '../services/app-port/port.ts';
import { pushAlert } from '../services/app-port/notify.ts';
import { availableUpgrade, runUpgrade, type AppInfo, type InstallState } from '../services/native/upgrade.ts';

function UpgradeModal({ info, mandatory, onDone }: { info: AppInfo; mandatory: boolean; onDone: () => void }) {
  const t = appPort().t;
  const [state, setState] = useState<InstallState | null>(null);
  const [busy, setBusy] = useState(false);
  const update = () => {
    setBusy(true);
    runUpgrade(info, setState).then(onDone, (e: unknown) => {
      setBusy(false);
      setState(null);
      pushAlert((e as Error).message);
    });
  };
  const status =
    state?.kind === 'downloading'
      ? t('upgrade.downloading', { percent: state.percent })
      : state?.kind === 'installing'
        ? t('upgrade.installing')
        : state?.kind === 'installed'
          ? t('upgrade.installed')
          : '';
  return (
    <Modal labelledBy="upgrade-title" {...(mandatory ? {} : { onClose: onDone })} className="upgrade-modal">
      <h2 id="upgrade-title">{t('upgrade.title')}</h2>
      <p>{t('upgrade.text', { current: info.version, latest: info.latestVersion })}</p>
      {mandatory ? <p className="muted">{t('upgrade.mandatory')}</p> : null}
      <p role="status">{status}</p>
      {state?.kind === 'downloading' ? (
        <progress max={100} value={state.percent} aria-label={t('upgrade.progress')} />
      ) : null}
      <div className="a2hs-actions">
        {mandatory ? null : (
          <button type="button" className="btn btn-secondary" onClick={onDone} disabled={busy}>
            {t('upgrade.later')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          onClick={update}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('upgrade.update')}
        </button>
      </div>
    </Modal>
  );
}

let checked = false;
/** At start inside the native app: ask it for its version once, and offer the upgrade when there is one. */
export async function startUpgradeCheck(): Promise<void> {
  if (checked) return;
  checked = true;
  const info = await availableUpgrade();
  if (!info) return;
  const mandatory = tenantStore.merchant?.whitelabelVal.MANDATORYAPPUPDATES3 === true;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <UpgradeModal
      info={info}
      mandatory={mandatory}
      onDone={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
