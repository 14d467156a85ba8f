/** The rank list (GCSGAME_getRankList, rank-list): the winner board, each row a game, who won on it and the win in the merchant's currency. */
import { Type } from '@sinclair/typebox';
import { useT } from '../../i18n.tsx';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels, useCurrency } from '../../lobby.ts';
import { Text, described } from '../../../core/schema/common.ts';
import { loadRankList } from '../../../services/content/content.ts';
import { amounts, formatAmount } from '../../../services/games/currency.ts';
import { useFormatterReady } from '../../use-formatter.ts';
import { openGame } from '../../../services/games/launch-flow.ts';
import { LANGUAGE_CODE_MAP } from '../../../core/spec-constants.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';

export const RankList = defineNode(
  {
    props: Type.Object(
      {
        title: described(Text, 'The title of the list.'),
        limit: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: 20,
            default: 5,
            description: 'Show at most this many wins (default 5).',
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          "The winner board (S7 rank list): the biggest wins, each with its game and winner, in the merchant's currency; a tap on a game opens it.",
      },
    ),
    example: { id: 'rank', title: 'lobby.rank', limit: 5 },
    keys: ['lobby.noRank', 'lobby.wonBy', 'lobby.bigWin'],
  },
  function RankListNode({ node }) {
    const { t, language } = useT();
    const text = useText();
    const labels = useBlockLabels();
    const currency = useCurrency();
    const limit = node.limit ?? 5;
    const r = useLoad(() => loadRankList(limit), `rank|${limit}`);
    const list = r.data ?? [];
    const locale = LANGUAGE_CODE_MAP[language] ?? 'en-US';
    // While the list loads: the amounts' formatter is made (runtime/use-formatter.ts says why it waits).
    const amountsReady = useFormatterReady(amounts, locale);
    return (
      <Block
        title={text(node.title)}
        titleId={`rank-${node.id ?? 'list'}`}
        icon={<Icon name="trophy" />}
        state={r.status === 'ready' && !amountsReady ? 'loading' : r.status}
        onRetry={r.retry}
        empty={r.data && !list.length ? t('lobby.noRank') : null}
        labels={labels}
        skeleton={
          <ol className="rank" aria-hidden="true">
            {Array.from({ length: limit }, (_, i) => (
              <li key={i} className="rank-row rank-skeleton" />
            ))}
          </ol>
        }
      >
        {/* Built only once the amounts can be formatted (the skeleton shows until then). */}
        {amountsReady ? (
          <ol className="rank">
            {list.map((e) => (
              <li key={e.rank} className="rank-row">
                <span className={`rank-no rank-${e.rank}`}>{e.rank}</span>
                {e.image ? <img src={e.image} alt="" width={44} height={44} loading="lazy" decoding="async" /> : null}
                <span className="rank-name">
                  {/* A row that names no game to launch shows its name, not a button that leads nowhere. */}
                  {e.gameId ? (
                    <button
                      type="button"
                      className="link-btn"
                      onClick={() =>
                        openGame({
                          id: e.gameId!,
                          vendor: e.vendor,
                          ...(e.nodeId ? { nodeId: e.nodeId } : {}),
                          ...(e.lotto ? { lotto: e.lotto } : {}),
                        })
                      }
                    >
                      {e.name}
                    </button>
                  ) : (
                    <span>{e.name}</span>
                  )}
                  {e.winner ? <span className="rank-plays">{t('lobby.wonBy', { name: e.winner })}</span> : null}
                </span>
                <span className="rank-win" aria-label={t('lobby.bigWin')}>
                  {formatAmount(e.winAmount, currency, locale)}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </Block>
    );
  },
);
