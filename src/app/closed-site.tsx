/**
 * The pages of a closed site (S2/S8): 'System Maintenance' with the maintenance message and its end,
 * or 'Access Denied' with the location or IP restriction message. Their own chunk: an open site
 * (nearly every visit) never downloads them.
 */
import type { MerchantConfig } from '../core/schema/merchant-config.ts';
import { useT } from '../runtime/i18n.tsx';
import { Page } from './pages.tsx';

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

/** The page for a closed site: maintenance first (it ends), then the region block. */
export default function ClosedSite({ merchant }: { merchant: MerchantConfig }) {
  const { t } = useT();
  return merchant.maintenance ? (
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
  );
}
