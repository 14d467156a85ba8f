/**
 * The member centre's head (S3, S4): the account and its VIP label, VIP progress (completed of
 * total, S4 "Derived VIP state"), unread messages and deposits.
 */
import '../../../components/member/member.css';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { sessionStore, memberStore } from '../../../state/app.ts';
import { vipState } from '../../../state/vip.ts';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';
import { VipProgress } from '../../vip-progress.tsx';
import { useRuntime } from '../../context.ts';
import { runAction } from '../../actions/registry.ts';

export const MemberCard = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description:
          'The member centre head: account, VIP label and progress, agent mark, unread messages (with INBOX3; a tap opens the service chat), deposits.',
      },
    ),
    example: { id: 'card' },
    keys: [
      'member.vipLabel',
      'member.noVip',
      'member.agent',
      'member.unread',
      'member.openInbox',
      'member.unreadCount',
      'member.deposits',
    ],
  },
  function MemberCardNode() {
    const { t } = useT();
    const { rules, actions } = useRuntime();
    const { userName } = useSnapshot(sessionStore);
    const member = useSnapshot(memberStore);
    const vip = vipState(member.info?.clubLabel ?? null, member.vipProgress);
    return (
      <section className="member-card" aria-labelledby="member-name">
        <div className="member-head">
          <span className="member-avatar" aria-hidden="true">
            <Icon name="user" size={28} />
          </span>
          <div>
            <h1 id="member-name" className="member-name">
              {userName ?? member.info?.account ?? ''}
            </h1>
            <p className="member-label">
              {vip.hasVip ? t('member.vipLabel', { label: vip.label }) : t('member.noVip')}
              {rules.member.isAgent ? ` · ${t('member.agent')}` : ''}
            </p>
          </div>
        </div>
        {vip.hasVip ? <VipProgress id="member-vip-progress" /> : null}
        <dl className="member-stats">
          {/* INBOX3 (docs/decisions.md): the service desk's messages; a tap opens the chat that holds them. */}
          {rules.flags.INBOX3 ? (
            <div>
              <dt>{t('member.unread')}</dt>
              <dd>
                <button
                  type="button"
                  className="member-inbox"
                  onClick={() => void runAction({ name: 'chat.open' }, actions)}
                  aria-label={`${t('member.openInbox')}: ${t('member.unreadCount', { count: member.unread })}`}
                >
                  {member.unread > 0 ? (
                    <span className="member-badge" aria-label={t('member.unreadCount', { count: member.unread })}>
                      {member.unread}
                    </span>
                  ) : (
                    0
                  )}
                </button>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('member.deposits')}</dt>
            <dd>{member.depositCount}</dd>
          </div>
        </dl>
      </section>
    );
  },
);
