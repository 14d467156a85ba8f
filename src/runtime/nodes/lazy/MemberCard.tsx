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
import { defineNode } from '../define.ts';
import { VipProgress } from '../../vip-progress.tsx';
import { useRuntime } from '../../context.ts';
import { runAction } from '../../actions/registry.ts';
import { useEffect, useMemo, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { ProfileIcon, iconSetOf } from '../../../components/member/ProfileIcon.tsx';
import { chooseProfileIcon, loadProfileIcon } from '../../../services/member/member-centre.ts';
import { tenantStore } from '../../../state/app.ts';

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
      'member.chooseIcon',
      'member.icon',
      'common.close',
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
          <ProfileIconPicker current={member.info?.profileIcon ?? null} />
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

/**
 * The member's profile icon (S3 PROFILE_ICON_COUNT, default 9), read from the member centre's
 * avatar call (MCSFE_getPlayerAvatar) when the head shows: a tap opens the icons to choose from; a
 * choice is saved (MCSFE_uploadPlayerAvatar) and shows at once. One save at a time; a failed one
 * is told by the error catalogue and the dialog stays open. A back end without the avatar calls
 * shows the first icon.
 */
function ProfileIconPicker({ current }: { current: number | null }) {
  const { t } = useT();
  const { merchant, tenant } = useSnapshot(tenantStore);
  const count = merchant?.gw.PROFILE_ICON_COUNT ?? 9;
  // The merchant's own set (its colour and id), not one every merchant shares.
  const set = useMemo(() => iconSetOf(tenant?.id ?? '', tenant?.theme.colors.primary ?? ''), [tenant]);
  const shown = current ?? 1;
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const { token } = useSnapshot(sessionStore);
  const { info } = useSnapshot(memberStore);
  // Asked once the member's info is there (the icon joins it), again for another member.
  const known = !!info;
  useEffect(() => {
    if (token && known) void loadProfileIcon();
  }, [token, known]);
  const choose = (n: number) => {
    if (saving) return;
    setSaving(true);
    chooseProfileIcon(n)
      .then(() => setOpen(false))
      .catch(() => {}) // the request layer told the player (error catalogue)
      .finally(() => setSaving(false));
  };
  return (
    <>
      <button
        type="button"
        className="member-avatar"
        aria-label={`${t('member.chooseIcon')} (${t('member.icon', { n: shown })})`}
        onClick={() => setOpen(true)}
      >
        <ProfileIcon n={shown} count={count} set={set} size={44} />
      </button>
      {open ? (
        <Modal labelledBy="profile-icon-title" onClose={() => setOpen(false)} className="dialog-screen">
          <button type="button" className="btn btn-text dialog-close" onClick={() => setOpen(false)}>
            {t('common.close')}
          </button>
          <h2 id="profile-icon-title">{t('member.chooseIcon')}</h2>
          <ul className="profile-icons" aria-busy={saving}>
            {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  className="profile-icon-choice"
                  aria-label={t('member.icon', { n })}
                  aria-pressed={n === shown}
                  disabled={saving}
                  onClick={() => choose(n)}
                >
                  <ProfileIcon n={n} count={count} set={set} size={48} />
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}
