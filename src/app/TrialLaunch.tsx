/** The trial launch over the page: starting, or why it did not start, with a retry. */
import { useSnapshot } from 'valtio';
import { useT } from '../runtime/i18n.tsx';
import { Modal } from '../components/Modal.tsx';
import { LaunchPanel } from '../components/lobby/LaunchPanel.tsx';
import { launchStore, retryLaunch, dismissLaunch } from '../services/games/launch-flow.ts';
import { TEXT_TIMEOUT_RETRY } from '../core/spec-constants.ts';

export function TrialLaunch() {
  const { t } = useT();
  const { status, title } = useSnapshot(launchStore);
  if (status === 'idle') return null;
  return (
    <Modal label={t('launch.title')} onClose={dismissLaunch}>
      <LaunchPanel
        status={status}
        title={title}
        labels={{
          starting: t('launch.starting', { title }),
          timeout: t(TEXT_TIMEOUT_RETRY),
          failed: t('launch.failed'),
          retry: t('app.retry'),
          back: t('common.close'),
        }}
        onRetry={retryLaunch}
        onBack={dismissLaunch}
      />
    </Modal>
  );
}
