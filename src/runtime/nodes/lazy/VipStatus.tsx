/**
 * The VIP page (/m/vip, S3 VIP): the member's label and rank level, and the progress to the next
 * level as completed / total conditions (S4 "Derived VIP state", MCSFE_getPlayerRankProgress).
 */
import '../../../components/member/member.css';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { memberStore } from '../../../state/app.ts';
import { memberVip } from '../../../state/vip.ts';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';
import { VipProgress } from '../../vip-progress.tsx';

export const VipStatus = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description: "The member's VIP label, rank level and progress to the next level.",
      },
    ),
    example: { id: 'status' },
    keys: ['app.loading', 'vip.none', 'vip.noneHint', 'vip.rank'],
  },
  function VipStatusNode() {
    const { t } = useT();
    const member = useSnapshot(memberStore);
    const vip = memberVip(member);
    const label = member.info?.clubLabel;
    if (!member.info)
      return (
        <p className="vip-card vip-card-loading" aria-busy="true">
          {t('app.loading')}
        </p>
      );
    if (!vip.hasVip)
      return (
        <section className="vip-card" aria-labelledby="vip-none">
          <Icon name="crown" size={40} />
          <h2 id="vip-none" className="vip-name">
            {t('vip.none')}
          </h2>
          <p>{t('vip.noneHint')}</p>
        </section>
      );
    return (
      <section className="vip-card" aria-labelledby="vip-name">
        <Icon name="crown" size={40} />
        <h2 id="vip-name" className="vip-name">
          {vip.label}
        </h2>
        {label?.rankLevel !== undefined ? (
          <p className="vip-rank">{t('vip.rank', { level: label.rankLevel })}</p>
        ) : null}
        <VipProgress id="vip-progress-label" hint />
      </section>
    );
  },
);
