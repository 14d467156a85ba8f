/**
 * The game lobby: category tabs and vendor lanes from the vendor structure (S3, S9 ordinals,
 * merged vendors), then the games of the chosen category or vendor (GCSGAME_gameList, page by
 * page: game-grid.tsx). A search by name (game-search.tsx) shows its own results in their place:
 * across the lobby, or in the one category of a content page (no tabs).
 */
import { memo, useDeferredValue, useMemo, useState, type KeyboardEvent } from 'react';
import { Type } from '@sinclair/typebox';
import { useT } from '../../i18n.tsx';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels } from '../../lobby.ts';
import { GameGrid } from '../../game-grid.tsx';
import { useSearchQuery, GameSearchField } from '../../game-search.tsx';
import { Text, described } from '../../../core/schema/common.ts';
import { loadLobby } from '../../../services/content/content.ts';
import { loadNewVendors } from '../../../services/games/new-vendors.ts';
import type { LobbyCategory, LobbyVendor } from '../../../services/games/vendors.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { GameSkeleton } from '../../../components/lobby/GameCard.tsx';
import { Icon } from '../../../components/lobby/icons.tsx';
import { DragBar } from '../../../components/DragBar.tsx';
import { defineNode } from '../define.ts';
import { useRuntime } from '../../context.ts';

// Memo: a tap on another tab renders the tab row at once and this panel only behind it (the
// deferred category), not the grid it still shows.
const Vendors = memo(function Vendors({ category, pageSize }: { category: LobbyCategory; pageSize: number }) {
  const { t } = useT();
  const [vendor, setVendor] = useState<LobbyVendor | null>(null);
  // The chip answers the tap at once; the grid of that vendor's games is rendered behind it, as a
  // tab's panel is, so the tap's next paint does not wait for a new grid.
  const gridVendor = useDeferredValue(vendor);
  // The same query while the grid's vendor is the same: the chip's render skips the grid (memo).
  const query = useMemo(
    () => ({ category: category.code, vendors: gridVendor?.codes, pageSize }),
    [category.code, gridVendor, pageSize],
  );
  // The chips show at once; the New marks follow when the new vendors are known.
  const fresh = useLoad(loadNewVendors, 'newVendors').data;
  return (
    <>
      <DragBar
        className="vendor-bar"
        role="group"
        aria-label={t('lobby.vendors', { category: t(`category.${category.code}`) })}
      >
        <button type="button" className="chip" aria-pressed={vendor === null} onClick={() => setVendor(null)}>
          {t('lobby.allVendors')}
        </button>
        {category.vendors.map((v) => (
          <button
            key={v.code}
            type="button"
            className="chip"
            aria-pressed={vendor?.code === v.code}
            onClick={() => setVendor(v)}
            data-ordinal={v.ordinal}
          >
            {v.name}
            {fresh?.has(v.code) ? <span className="chip-new">{t('lobby.new')}</span> : null}
          </button>
        ))}
      </DragBar>
      <GameGrid query={query} empty={t('lobby.noGames')} />
    </>
  );
});

export const GameLobby = defineNode(
  {
    props: Type.Object(
      {
        title: Type.Optional(described(Text, 'A title above the lobby.')),
        category: Type.Optional(
          Type.String({ description: 'Show only this category code (a content page such as /m/sports): no tabs.' }),
        ),
        categories: Type.Optional(
          Type.Array(Type.String({ description: 'A category code, e.g. LOTT.' }), {
            description: "The tabs, in this order (default: the vendor structure's).",
          }),
        ),
        pageSize: Type.Optional(
          Type.Integer({ minimum: 3, maximum: 60, default: 12, description: 'Games per page (default 12).' }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'The game lobby: category tabs, vendor chips and a grid of games with more on demand (S3, S9 vendor ordinals).',
      },
    ),
    example: { id: 'games', categories: ['ELOTT', 'LOTT', 'SPORTS', 'LIVE'], pageSize: 12 },
    keys: [
      'lobby.noGames',
      'lobby.more',
      'lobby.new',
      'lobby.vendors',
      'category.<code>',
      'lobby.allVendors',
      'lobby.categories',
      'lobby.search',
      'lobby.searchPlaceholder',
      'lobby.clearSearch',
      'lobby.noMatch',
      'lobby.results',
      'lobby.shown',
      'lobby.loadingMore',
      'lobby.moreFailed',
      'lobby.notOffered',
      'common.backHome',
    ],
  },
  function GameLobbyNode({ node }) {
    const { t } = useT();
    const text = useText();
    const { actions } = useRuntime();
    const labels = useBlockLabels();
    const r = useLoad(loadLobby, 'lobby');
    const pageSize = node.pageSize ?? 12;
    const all = r.data?.categories ?? [];
    const shown = node.category
      ? all.filter((c) => c.code === node.category)
      : node.categories
        ? node.categories.map((code) => all.find((c) => c.code === code)).filter((c) => c !== undefined)
        : all;
    const [chosen, setChosen] = useState<string | null>(null);
    const searched = useSearchQuery();
    const current = shown.find((c) => c.code === chosen) ?? shown[0];
    // The tab answers the tap at once; its panel (another grid of games and their pictures) is
    // rendered behind it as a transition, so the tap's next paint does not wait for the grid.
    const panelCode = useDeferredValue(current?.code);
    const panel = shown.find((c) => c.code === panelCode) ?? current;
    const stale = panel !== current;
    // A category page of a category the merchant does not offer says so, with the way back (issue 52).
    const notOffered = !!(node.category && r.data && !current);
    const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
      const i = shown.findIndex((c) => c.code === current?.code);
      const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : null;
      if (next === null) return;
      e.preventDefault();
      const c = shown[(next + shown.length) % shown.length]!;
      setChosen(c.code);
      (e.currentTarget.querySelector(`[data-tab="${c.code}"]`) as HTMLElement | null)?.focus();
    };
    return (
      <Block
        title={node.title ? text(node.title) : undefined}
        titleId={`lobby-${node.id ?? 'games'}`}
        state={r.status}
        onRetry={r.retry}
        empty={r.data && !current && !notOffered ? t('lobby.noGames') : null}
        labels={labels}
        skeleton={
          // The loaded lobby's frame (tab row, vendor row, a page of games): what is below stays put.
          <>
            {node.category ? null : <div className="tabs tabs-skeleton" aria-hidden="true" />}
            <div className="vendor-bar vendor-bar-skeleton" aria-hidden="true" />
            <GameSkeleton count={pageSize} />
          </>
        }
      >
        {notOffered ? (
          <div className="lobby-not-offered">
            <p>{t('lobby.notOffered', { category: t(`category.${node.category}`) })}</p>
            <button type="button" className="btn btn-secondary" onClick={() => actions.navigate('/m/home')}>
              {t('common.backHome')}
            </button>
          </div>
        ) : (
          <GameSearchField />
        )}
        {searched ? (
          <>
            <p className="game-search-summary">{t('lobby.results', { query: searched })}</p>
            <GameGrid
              query={{ category: node.category, name: searched, pageSize }}
              empty={t('lobby.noMatch', { query: searched })}
            />
          </>
        ) : null}
        {searched ? null : !node.category && shown.length > 1 ? (
          <DragBar className="tabs" role="tablist" aria-label={t('lobby.categories')} onKeyDown={onKey}>
            {shown.map((c) => (
              <button
                key={c.code}
                type="button"
                role="tab"
                id={`tab-${c.code}`}
                data-tab={c.code}
                aria-selected={c.code === current?.code}
                aria-controls={`panel-${c.code}`}
                tabIndex={c.code === current?.code ? 0 : -1}
                className="tab"
                onClick={() => setChosen(c.code)}
              >
                <Icon name={c.code} />
                <span>{t(`category.${c.code}`)}</span>
              </button>
            ))}
          </DragBar>
        ) : null}
        {!searched && current && panel ? (
          <div
            role={node.category ? undefined : 'tabpanel'}
            id={`panel-${current.code}`}
            aria-labelledby={node.category ? undefined : `tab-${current.code}`}
            aria-busy={stale || undefined}
          >
            <Vendors key={panel.code} category={panel} pageSize={pageSize} />
          </div>
        ) : null}
      </Block>
    );
  },
);
