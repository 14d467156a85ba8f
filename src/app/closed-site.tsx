/**
 * The pages of a closed site (S2/S8): 'System Maintenance' with the maintenance message and its end,
 * or 'Access Denied' with the location or IP restriction message. Their own chunk: an open site
 * (nearly every visit) never downloads them.
 */
import { useEffect, useState } from 'react';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';
import { useT } from '../runtime/i18n.tsx';
import { Page } from './pages.tsx';
import { loadChunk } from '../services/scheduling/chunks.ts';
import './closed-site.css';

/**
 * The spec's 'Contact Us': the merchant's customer service (its chat), which a closed site still
 * answers for. A merchant with no chat, or one that cannot open, is said so beside the button.
 */
function ContactUs() {
  const { t } = useT();
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    setSaid('');
    try {
      const { chat } = await loadChunk(() => import('../services/chat/chat.ts'));
      if (!(await chat.open().catch(() => false))) setSaid(t('chat.unavailable'));
    } catch (e) {
      setSaid((e as Error).message); // the chat's code did not load: the catalogue's text
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" aria-busy={busy || undefined} onClick={() => void open()}>
        {t('app.contactUs')}
      </button>
      <p role="status" className="muted">
        {said}
      </p>
    </>
  );
}

function MaintenancePage({
  message,
  end,
  labels,
}: {
  message: string;
  end: string | null;
  labels: { title: string; until: (time: string) => string };
}) {
  return (
    <Page title={labels.title}>
      {message ? <p>{message}</p> : null}
      {end ? (
        <p>
          <time dateTime={end}>{labels.until(new Date(end).toLocaleString())}</time>
        </p>
      ) : null}
      <ContactUs />
    </Page>
  );
}

function AccessDeniedPage({ title, message }: { title: string; message: string }) {
  return (
    <Page title={title}>
      <p>{message}</p>
      <ContactUs />
    </Page>
  );
}

/**
 * The page for a closed site: maintenance first (it ends), then the region block. While it shows,
 * the rest of the app (pages kept for when the site opens again, alerts) is hidden (styles.css:
 * .site-closed): out of sight, out of the tab order and of the accessibility tree.
 */
export default function ClosedSite({ merchant }: { merchant: MerchantConfig }) {
  const { t } = useT();
  useEffect(() => {
    document.documentElement.classList.add('site-closed');
    return () => document.documentElement.classList.remove('site-closed');
  }, []);
  return (
    <div className="closed-site">
      {merchant.maintenance ? (
        <MaintenancePage
          message={merchant.maintenanceMessage}
          end={merchant.maintenanceEnd}
          labels={{ title: t('maintenance.title'), until: (time) => t('maintenance.until', { time }) }}
        />
      ) : (
        <AccessDeniedPage
          title={t('restricted.title')}
          message={merchant.regionRestrictionMessage || t('restricted.message')}
        />
      )}
    </div>
  );
}
