/**
 * The member's balance (issue 52), where gaming sites show it: in the header and in the member
 * centre, from the wallet call (services/member/wallet.ts). A tap on refresh asks again; the member
 * centre's card also asks when it opens. While it asks, the amount shown stays (marked busy); a
 * failed ask keeps it and says it may be out of date.
 */
import '../../../components/member/member.css';
import { useEffect } from 'react';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { memberStore } from '../../../state/app.ts';
import { refreshWallet } from '../../../services/member/wallet.ts';
import { balances, formatAmount } from '../../../services/games/currency.ts';
import { LANGUAGE_CODE_MAP } from '../../../core/spec-constants.ts';
import { useFormatterReady } from '../../use-formatter.ts';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';

/** Two arrows round: drawn here, not in the shared icon set (the first load of every page carries that). */
const RefreshIcon = ({ size }: { size: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v3h3M4 13a8 8 0 0 0 14.6 4.5M20 20v-3h-3" />
  </svg>
);

export const Balance = defineNode(
  {
    props: Type.Object(
      {
        variant: Type.Optional(
          Type.Union([Type.Literal('card'), Type.Literal('header')], {
            description:
              'card (default): a titled card that asks for the balance when it shows; header: the amount in the top bar (the top bar shows it for members).',
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          "The logged-in member's balance (the wallet's total in the merchant's currency) with a refresh button; nothing for a visitor.",
      },
    ),
    example: { id: 'balance', variant: 'card' },
    keys: ['balance.label', 'balance.refresh', 'balance.loading', 'balance.failed'],
  },
  function BalanceNode({ node }) {
    const { t, language } = useT();
    const { wallet, walletLoading, walletFailed } = useSnapshot(memberStore);
    const locale = LANGUAGE_CODE_MAP[language] ?? 'en-US';
    const ready = useFormatterReady(balances, locale);
    const card = node.variant !== 'header';
    useEffect(() => {
      if (card) void refreshWallet(); // the member centre opened: at most once in the throttle's time
    }, [card]);
    const amount = wallet && ready ? formatAmount(wallet.total, wallet, locale, balances) : null;
    const refresh = (
      <button
        type="button"
        className="icon-btn balance-refresh"
        aria-label={t('balance.refresh')}
        aria-busy={walletLoading || undefined}
        disabled={walletLoading}
        onClick={() => void refreshWallet({ tap: true })}
      >
        <RefreshIcon size={card ? 20 : 16} />
      </button>
    );
    const shown = (
      <span className="balance-amount" aria-live="polite" aria-busy={walletLoading || undefined}>
        {amount ?? <span className="balance-pending">{t('balance.loading')}</span>}
      </span>
    );
    if (!card)
      return (
        <div className="topbar-balance" role="group" aria-label={t('balance.label')}>
          <Icon name="wallet" size={16} />
          {shown}
          {refresh}
        </div>
      );
    return (
      <section className="balance-card" aria-labelledby="balance-title">
        <h2 id="balance-title" className="balance-title">
          {t('balance.label')}
        </h2>
        <p className="balance-line">
          {shown}
          {refresh}
        </p>
        {walletFailed ? (
          <p className="balance-failed" role="status">
            {t('balance.failed')}
          </p>
        ) : null}
      </section>
    );
  },
);
