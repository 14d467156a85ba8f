/**
 * The site as an installable app (S2, S4, S5): the manifest (server's or built) and apple-touch-icon links, the
 * service worker, and the update dialog (title pwa_update_title, message pwa_update_msg, button
 * refresh) shown once when a new version of the site waits; refresh lets the new worker take over
 * and reloads per the route rule (services/pwa/service-worker.ts).
 */
import { createRoot } from 'react-dom/client';
import { useRef, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { appPort } from '../services/app-port/port.ts';
import { tenantStore } from '../state/app.ts';
import { startServiceWorker } from '../services/pwa/service-worker.ts';
import { homeScreenLinks } from './home-screen-links.ts';
import { homeScreenManifest } from './home-screen-manifest.ts';

function UpdateDialog({ onRefresh, onClose }: { onRefresh: () => void; onClose: () => void }) {
  const t = appPort().t;
  const [busy, setBusy] = useState(false);
  const refresh = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy="pwa-update-title" onClose={onClose} initialFocus={refresh} className="upgrade-modal">
      <h2 id="pwa-update-title">{t('pwa_update_title')}</h2>
      <p>{t('pwa_update_msg')}</p>
      <div className="a2hs-actions">
        <button
          ref={refresh}
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            setBusy(true);
            onRefresh();
          }}
        >
          {t('refresh')}
        </button>
      </div>
    </Modal>
  );
}

function showUpdateDialog(apply: () => void): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdateDialog onRefresh={apply} onClose={close} />);
}

/**
 * At start (after the first screen): the home-screen links and manifest, linked before this
 * returns (boot/after-mount.ts starts the install offer after it), the service worker and, when
 * a new version waits, the dialog.
 */
export function startPwa(): void {
  const merchant = tenantStore.merchant;
  if (!merchant) return;
  homeScreenLinks(merchant);
  void homeScreenManifest(merchant, tenantStore.tenant?.brand.favicon ?? '');
  if (import.meta.env.DEV) return; // the dev server builds no worker
  startServiceWorker({ merchant: merchant.merchantCode, env: import.meta.env.MODE, onUpdate: showUpdateDialog });
}
