/**
 * A grid of games paged by the back end (paged-games.ts): its first page with the lobby's loading,
 * error and empty states, then "Show more" appending the next page in place (the grid and the
 * scroll position stay; the button keeps the focus, or the first new game takes it when the last
 * page came), and how many are shown said to a screen reader after each page.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useT } from './i18n.tsx';
import { useBlockLabels, useGameCards } from './lobby.ts';
import { usePagedGames, type GameQuery } from './paged-games.ts';
import { Block } from '../components/lobby/Block.tsx';
import { GameCard, GameSkeleton } from '../components/lobby/GameCard.tsx';

/** Memo: a parent's render that keeps the query (a vendor chip's pressed state) skips the grid. */
export const GameGrid = memo(function GameGrid({ query, empty }: { query: GameQuery; empty: string }) {
  const { t } = useT();
  const labels = useBlockLabels();
  const cards = useGameCards();
  const r = usePagedGames(query);
  const grid = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  /** Where the page being asked for starts in the list (null: none asked). */
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const at = firstNew.current;
    if (at === null || r.more === 'busy') return;
    firstNew.current = null;
    // The button went with the last page: the focus goes on to the first game it brought.
    if (!more.current && (document.activeElement === document.body || !document.activeElement))
      grid.current?.children[at]?.querySelector<HTMLElement>('button')?.focus();
  }, [r.list.length, r.more]);
  const shown = r.list.length;
  // Kept while the games and what their cards show are the same: the render of a "Show more" tap
  // (the button's busy text) leaves the cards alone.
  const items = useMemo(
    () =>
      r.list.map((g, i) => (
        <GameCard key={g.id} game={cards.card(g)} labels={cards.labels} eager={i < 6} {...cards.handlers(g)} />
      )),
    [r.list, cards],
  );
  return (
    <Block
      state={r.status}
      onRetry={r.retry}
      empty={r.status === 'ready' && !shown ? empty : null}
      labels={labels}
      skeleton={<GameSkeleton count={query.pageSize} />}
    >
      <ul className="game-grid" ref={grid}>
        {items}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {r.status === 'ready' && shown ? t('lobby.shown', { shown, total: r.total }) : ''}
      </p>
      {r.more === 'failed' ? (
        <p className="block-error" role="alert">
          {t('lobby.moreFailed')}
        </p>
      ) : null}
      {r.canMore ? (
        <button
          ref={more}
          type="button"
          className="btn btn-secondary more"
          aria-busy={r.more === 'busy' || undefined}
          onClick={() => {
            firstNew.current = shown;
            r.loadMore();
          }}
        >
          {r.more === 'busy' ? t('lobby.loadingMore') : t('lobby.more', { shown, total: r.total })}
        </button>
      ) : null}
    </Block>
  );
});
