/** A lane of games: hot (GCSGAME_hotGamesV2), recent (GCS_recentGame) or favourites (members). */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels, useGameCards } from '../../lobby.ts';
import { Text, described } from '../../../core/schema/common.ts';
import { sessionStore } from '../../../state/app.ts';
import { loadHotGames, loadRecentGames, loadFavourites, favouritesStore } from '../../../services/content/content.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { GameCard, GameSkeleton } from '../../../components/lobby/GameCard.tsx';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';

const SOURCES = {
  hot: { load: loadHotGames, icon: 'fire', empty: 'lobby.noHot', member: false },
  recent: { load: loadRecentGames, icon: 'clock', empty: 'lobby.noRecent', member: true },
  favourites: { load: loadFavourites, icon: 'star', empty: 'lobby.noFavourites', member: true },
} as const;

export const GameLane = defineNode(
  {
    props: Type.Object(
      {
        source: Type.Union([Type.Literal('hot'), Type.Literal('recent'), Type.Literal('favourites')], {
          description:
            'hot (GCSGAME_hotGamesV2), recent (GCS_recentGame, members) or favourites (members; follows their stars).',
        }),
        title: described(Text, 'The title of the lane.'),
        limit: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: 30,
            default: 12,
            description: 'Show at most this many games (default 12).',
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'A horizontal lane of game cards: hot games, or the recent games or favourites of a member (not shown to visitors).',
      },
    ),
    example: { id: 'favourites', source: 'favourites', title: 'lobby.favouriteGames', limit: 8 },
    keys: ['lobby.noHot', 'lobby.noRecent', 'lobby.noFavourites'],
  },
  function GameLaneNode({ node }) {
    const { t } = useT();
    const text = useText();
    const labels = useBlockLabels();
    const cards = useGameCards();
    const { token } = useSnapshot(sessionStore);
    const { ids } = useSnapshot(favouritesStore);
    const source = SOURCES[node.source];
    // Favourites follow the stars: reloaded when the member's list changes.
    const r = useLoad(
      () => source.load(),
      `${node.source}|${token ?? ''}|${node.source === 'favourites' ? (ids ?? []).join() : ''}`,
    );
    if (source.member && !token) return null;
    const list = (r.data ?? []).slice(0, node.limit ?? 12);
    return (
      <Block
        title={text(node.title)}
        titleId={`lane-${node.id ?? node.source}`}
        icon={<Icon name={source.icon} />}
        state={r.status}
        onRetry={r.retry}
        empty={r.data && !list.length ? t(source.empty) : null}
        labels={labels}
        skeleton={<GameSkeleton count={4} lane />}
      >
        <ul className="game-lane">
          {list.map((g) => (
            <GameCard key={g.id} game={cards.card(g)} labels={cards.labels} {...cards.handlers(g)} />
          ))}
        </ul>
      </Block>
    );
  },
);
