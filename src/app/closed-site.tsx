/**
 * The pages of a closed site (S2/S8): 'System Maintenance' with the maintenance message and its end,
 * or 'Access Denied' with the location or IP restriction message. Their own chunk: an open site
 * (nearly every visit) never downloads them.
 */
import { useEffect } from 'react';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';
import { useT } from '../runtime/i18n.tsx';
import { Page } from './pages.tsx';
import './closed-site.css';

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
    </Page>
  );
}

function AccessDeniedPage({ title, message }: { title: string; message: string }) {
  return (
    <Page title={title}>
      <p>{message}</p>
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
