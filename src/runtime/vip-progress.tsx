/**
 * VIP progress as the member centre and the VIP page show it (S4): completed / total conditions
 * and a bar once MCSFE_getPlayerRankProgress has answered; while it loads, a placeholder; when it
 * failed, the reason and a retry (never "0 of 0").
 */
import { useSnapshot } from 'valtio';
import { useT } from './i18n.tsx';
import { memberStore } from '../state/app.ts';
import { memberVip } from '../state/vip.ts';
import { loadVipProgress } from '../services/session/token-effects.ts';

export function VipProgress({ id, hint = false }: { id: string; hint?: boolean }) {
  const { t } = useT();
  const member = useSnapshot(memberStore);
  const vip = memberVip(member);
  if (!member.vipProgress) {
    return member.vipProgressFailed ? (
      <div className="vip-progress" role="status">
        <span>{t('vip.progressFailed')}</span>{' '}
        <button type="button" className="btn btn-secondary vip-retry" onClick={() => void loadVipProgress()}>
          {t('app.retry')}
        </button>
      </div>
    ) : (
      <div className="vip-progress" aria-busy="true">
        <span>{t('member.vipProgress')}</span> <span className="vip-loading">{t('app.loading')}</span>
      </div>
    );
  }
  return (
    <div className="vip-progress">
      <div className="vip-progress-head">
        <span id={id}>{t('member.vipProgress')}</span>
        {vip.total > 0 ? <span>{t('member.vipConditions', { done: vip.completed, total: vip.total })}</span> : null}
      </div>
      <progress max={1} value={vip.progress} aria-labelledby={id}>
        {Math.round(vip.progress * 100)}%
      </progress>
      {hint ? (
        <p className="vip-hint">
          {vip.total === 0
            ? t('vip.noConditions')
            : vip.total > vip.completed
              ? t('vip.remaining', { count: vip.total - vip.completed })
              : t('vip.complete')}
        </p>
      ) : null}
    </div>
  );
}
