/** Upcoming matches (GCSGAME_getGameMatchV2) with their odds; a tap opens the match's sportsbook. */
import { Type } from '@sinclair/typebox';
import { useT } from '../../i18n.tsx';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels } from '../../lobby.ts';
import { Text, described } from '../../../core/schema/common.ts';
import { loadMatches } from '../../../services/content/content.ts';
import { openGame } from '../../../services/games/launch-flow.ts';
import { formatterKind } from '../../../services/i18n/intl-formatters.ts';
import { useFormatterReady } from '../../use-formatter.ts';
import { LANGUAGE_CODE_MAP } from '../../../core/spec-constants.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';

const matchTimes = formatterKind('DateTimeFormat', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  day: 'numeric',
  month: 'short',
});

export const MatchList = defineNode(
  {
    props: Type.Object(
      {
        title: described(Text, 'The title of the list.'),
        limit: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: 20,
            default: 4,
            description: 'Show at most this many matches (default 4).',
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          "Upcoming sports matches with their odds (S7 game match list); a tap on an odd opens the match's game. Not shown when there are none.",
      },
    ),
    example: { id: 'matches', title: 'lobby.matches', limit: 3 },
    keys: ['match.teams', 'match.<side>', 'match.bet.<side>'],
  },
  function MatchListNode({ node }) {
    const { t, language } = useT();
    const text = useText();
    const labels = useBlockLabels();
    const r = useLoad(loadMatches, 'matches');
    const list = (r.data ?? []).slice(0, node.limit ?? 4);
    const locale = LANGUAGE_CODE_MAP[language] ?? 'en-US';
    // One formatter per locale: making one is what costs (as toLocaleString does); it is made
    // while the list loads (runtime/use-formatter.ts says why the list waits for it).
    const timesReady = useFormatterReady(matchTimes, locale);
    const when = (iso: string) => matchTimes.get(locale).format(new Date(iso));
    // No matches: the part does not show (a lottery-first tenant has none).
    if (r.status === 'ready' && !list.length) return null;
    return (
      <Block
        title={text(node.title)}
        titleId={`matches-${node.id ?? 'list'}`}
        icon={<Icon name="ball" />}
        state={r.status === 'ready' && !timesReady ? 'loading' : r.status}
        onRetry={r.retry}
        empty={null}
        labels={labels}
        skeleton={
          <ul className="matches" aria-hidden="true">
            <li className="match match-skeleton" />
          </ul>
        }
      >
        {/* Built only once the times can be formatted (the skeleton shows until then). */}
        {timesReady ? (
          <ul className="matches">
            {list.map((m) => (
              <li key={m.id} className="match">
                <div className="match-head">
                  <span>{m.league}</span>
                  <time dateTime={m.startTime}>{when(m.startTime)}</time>
                </div>
                <div className="match-teams">{t('match.teams', { home: m.home, away: m.away })}</div>
                <div className="match-odds">
                  {/* A draw price only where the back end gives one (the real money line has home and away). */}
                  {(['home', 'draw', 'away'] as const).flatMap((side) => {
                    const price = m.odds[side];
                    if (price === undefined) return [];
                    return [
                      <button
                        key={side}
                        type="button"
                        className="odd"
                        onClick={() => openGame({ id: m.gameId, vendor: m.vendor })}
                      >
                        {/* The name starts with what the button shows (side and odds); the rest says which bet. */}
                        <span className="odd-side">{t(`match.${side}`)}</span>{' '}
                        <span className="odd-value">{price.toFixed(2)}</span>
                        <span className="visually-hidden">
                          , {t(`match.bet.${side}`, { home: m.home, away: m.away })}
                        </span>
                      </button>,
                    ];
                  })}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Block>
    );
  },
);
