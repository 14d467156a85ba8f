/**
 * The member's referral (/m/inviteFriends, /m/agent): the code and the invite link, with copy and
 * share, and for an agent the members the code brought in (MCSFE_getReferralInfo, our contract).
 */
import '../../../components/member/member.css';
import { Type } from '@sinclair/typebox';
import { useState } from 'react';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels } from '../../lobby.ts';
import { loadReferralInfo, inviteLink } from '../../../services/member/member-centre.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';

export const ReferralCard = defineNode(
  {
    props: Type.Object(
      {
        invited: Type.Optional(
          Type.Boolean({ description: 'Also list the members the code brought in (agents; default false).' }),
        ),
      },
      {
        additionalProperties: false,
        description: "The member's referral code and invite link (copy, share) and how many it brought in.",
      },
    ),
    example: { id: 'referral', invited: true, visible: { var: 'member.isAgent' } },
    keys: [
      'invite.copied',
      'invite.copyByHand',
      'invite.title',
      'invite.shareText',
      'invite.yourCode',
      'invite.code',
      'invite.copyCode',
      'invite.link',
      'invite.copyLink',
      'invite.share',
      'invite.invitedCount',
      'invite.invitedList',
      'invite.noneYet',
    ],
  },
  function ReferralCardNode({ node }) {
    const { t } = useT();
    const labels = useBlockLabels();
    const r = useLoad(loadReferralInfo, 'referral');
    const [copied, setCopied] = useState<string | null>(null);
    const info = r.data;
    const link = info ? inviteLink(location.origin, info.referralCode) : '';
    const copy = async (text: string, what: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(t('invite.copied', { what }));
      } catch {
        setCopied(t('invite.copyByHand'));
      }
    };
    const share = () =>
      void navigator.share?.({ title: t('invite.title'), text: t('invite.shareText'), url: link }).catch(() => {});
    return (
      <Block
        state={r.status}
        onRetry={r.retry}
        empty={null}
        labels={labels}
        skeleton={<div className="referral-card referral-skeleton" aria-hidden="true" />}
      >
        {info ? (
          <section className="referral-card" aria-labelledby="referral-title">
            <h2 id="referral-title" className="referral-title">
              {t('invite.yourCode')}
            </h2>
            <div className="referral-row">
              <output className="referral-code" aria-label={t('invite.yourCode')}>
                {info.referralCode}
              </output>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void copy(info.referralCode, t('invite.code'))}
              >
                <Icon name="copy" size={18} /> {t('invite.copyCode')}
              </button>
            </div>
            <label className="field">
              <span>{t('invite.link')}</span>
              <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <div className="referral-row">
              <button type="button" className="btn btn-primary" onClick={() => void copy(link, t('invite.link'))}>
                <Icon name="copy" size={18} /> {t('invite.copyLink')}
              </button>
              {'share' in navigator ? (
                <button type="button" className="btn btn-secondary" onClick={share}>
                  <Icon name="share" size={18} /> {t('invite.share')}
                </button>
              ) : null}
            </div>
            <p role="status" className="referral-status">
              {copied ?? ''}
            </p>
            {!node.invited || info.invited.length ? (
              <p className="referral-count">{t('invite.invitedCount', { count: info.invitedCount })}</p>
            ) : null}
            {node.invited ? (
              info.invited.length ? (
                <ul className="referral-list" aria-label={t('invite.invitedList')}>
                  {info.invited.map((m) => (
                    <li key={m.account}>
                      <span>{m.account}</span>
                      <time dateTime={new Date(m.registeredAt).toISOString()}>
                        {new Date(m.registeredAt).toISOString().slice(0, 10)}
                      </time>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="referral-empty">{t('invite.noneYet')}</p>
              )
            ) : null}
          </section>
        ) : null}
      </Block>
    );
  },
);
