/**
 * /m/launchGame (S2): launches what the address names (prize_mode or vendor, code, playType,
 * backUrl, lottoView) and shows the start; on a timeout, timeout_retry_please with a retry.
 */
import { useEffect } from 'react';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useRuntime } from '../../context.ts';
import { launchFromQuery } from '../../../services/games/launch-call.ts';
import { launch, launchStore, retryLaunch, dismissLaunch } from '../../../services/games/launch-flow.ts';
import { TEXT_TIMEOUT_RETRY } from '../../../core/spec-constants.ts';
import { LaunchPanel } from '../../../components/lobby/LaunchPanel.tsx';
import { defineNode } from '../define.ts';

export const GameLaunch = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description:
          'Starts the game the address names (/m/launchGame?prize_mode=...|vendor=..., code, playType, backUrl, lottoView; S2, S4) and shows its progress, a retry on a timeout, and a way back.',
      },
    ),
    example: { id: 'launch' },
    keys: [
      'launch.unknown',
      'common.backHome',
      'launch.starting',
      'timeout_retry_please',
      'launch.failed',
      'app.retry',
      'launch.back',
    ],
  },
  function GameLaunchNode() {
    const { t } = useT();
    const { rules, actions } = useRuntime();
    const query = new URLSearchParams(rules.route.query);
    const request = launchFromQuery(query);
    const key = query.toString();
    const state = useSnapshot(launchStore);
    useEffect(() => {
      if (request) void launch(request, request.code);
      return () => dismissLaunch();
      // One launch per address; `request` is rebuilt from it each render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    if (!request)
      return (
        <div className="launch">
          <p role="alert">{t('launch.unknown')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => actions.navigate('/m/home')}>
            {t('common.backHome')}
          </button>
        </div>
      );
    const status = state.status === 'idle' ? 'starting' : state.status;
    return (
      <LaunchPanel
        status={status}
        title={request.code}
        labels={{
          starting: t('launch.starting', { title: request.code }),
          timeout: t(TEXT_TIMEOUT_RETRY),
          failed: t('launch.failed'),
          retry: t('app.retry'),
          back: t('launch.back'),
        }}
        onRetry={retryLaunch}
        onBack={() => actions.navigate(request.backUrl)}
      />
    );
  },
);
