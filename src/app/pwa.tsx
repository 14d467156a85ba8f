/**
 * The site as an installable app (S2, S4, S5): the manifest and apple-touch-icon links, the
 * service worker, and the update dialog (title pwa_update_title, message pwa_update_msg, button
 * refresh) shown once when a new version of the site waits; refresh lets the new worker take over
 * and reloads per the route rule (services/pwa/service-worker.ts).
 */
import { createRoot } from 'react-dom/client';
import { useRef, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { appEnv } from '../services/app-env.ts';
import { tenantStore } from '../state/app.ts';
import { startServiceWorker } from '../services/pwa/service-worker.ts';
import { manifestUrl } from '../core/pwa.ts';
import { secureAsset } from './theme.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

function setLink(doc: Document, rel: string, href: string | null): void {
  let link = doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) return link?.remove();
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.appendChild(link);
  }
  link.href = href;
}

/**
 * S5: the manifest link only when the pwa template is non-blank (the back end builds it: from the
 * template, or its own when desktop_app_feature is 1); the apple-touch-icon from the template
 * (https or the site's own path only).
 */
export function homeScreenLinks(
  merchant: Pick<MerchantConfig, 'merchantCode' | 'mobileTemplate'>,
  doc = document,
): void {
  const tpl = merchant.mobileTemplate;
  setLink(doc, 'manifest', tpl.pwa.trim() ? manifestUrl(merchant.merchantCode) : null);
  setLink(doc, 'apple-touch-icon', secureAsset(tpl.apple_touch_icon) ?? null);
}

function UpdateDialog({ onRefresh, onClose }: { onRefresh: () => void; onClose: () => void }) {
  const t = appEnv().t;
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

/** At start (after the first screen): the service worker and, when a new version waits, the dialog. */
export function startPwa(): void {
  const merchant = tenantStore.merchant;
  if (!merchant) return;
  homeScreenLinks(merchant);
  if (import.meta.env.DEV) return; // the dev server builds no worker
  startServiceWorker({ merchant: merchant.merchantCode, env: import.meta.env.MODE, onUpdate: showUpdateDialog });
}
