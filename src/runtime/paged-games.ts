/**
 * The games of a category, a vendor or a name search, page by page as the back end pages them
 * (GCSGAME_gameList pageNo / pageSize / totalPages; issue 53): the first page, then each "more"
 * asks for the next page only and appends it, so what is shown stays and nothing is downloaded
 * twice. A merged vendor (several codes) pages through its codes in turn.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadGames, type Game } from '../services/content/content.ts';

export interface GameQuery {
  category?: string | undefined;
  /** A vendor's codes (a merged vendor has several); none: every vendor. */
  vendors?: readonly string[] | undefined;
  /** A name search (the game list's gameName). */
  name?: string | undefined;
  pageSize: number;
}
interface Cursor {
  vendor: string | undefined;
  page: number;
  totalPages: number;
}
interface State {
  key: string;
  status: 'loading' | 'error' | 'ready';
  list: Game[];
  total: number;
  cursors: Cursor[];
  more: 'idle' | 'busy' | 'failed';
}
export interface PagedGames {
  status: State['status'];
  list: Game[];
  total: number;
  /** Whether the back end has more pages. */
  canMore: boolean;
  more: State['more'];
  loadMore(): void;
  retry(): void;
}

const fresh = (key: string): State => ({ key, status: 'loading', list: [], total: 0, cursors: [], more: 'idle' });
/** Appended pages keep each game once (a catalogue that changed between two pages shifts them). */
const unique = (games: Game[]) => [...new Map(games.map((g) => [g.id, g])).values()];
const queryOf = (key: string) => JSON.parse(key) as Required<GameQuery>;
/** One page of one source (a vendor code, or every vendor) of the query `key` names. */
function askPage(key: string, vendor: string | undefined, page: number) {
  const { category, name, pageSize } = queryOf(key);
  return loadGames({
    ...(category ? { category } : {}),
    ...(vendor ? { vendor } : {}),
    ...(name ? { name } : {}),
    page,
    pageSize,
  });
}
const hasMore = (c: Cursor) => c.page < c.totalPages;

export function usePagedGames(q: GameQuery): PagedGames {
  const key = JSON.stringify({
    category: q.category ?? '',
    vendors: q.vendors ?? [],
    name: q.name ?? '',
    pageSize: q.pageSize,
  });
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<State>(() => fresh(key));
  // A new query shows its own loading state at once, never the last query's games.
  const s = held.key === key ? held : fresh(key);
  const asking = useRef(false);

  useEffect(() => {
    let live = true;
    asking.current = false;
    const { vendors } = queryOf(key);
    const sources = vendors.length ? vendors : [undefined];
    Promise.all(sources.map((vendor) => askPage(key, vendor, 1))).then(
      (pages) => {
        if (!live) return;
        setHeld({
          key,
          status: 'ready',
          list: unique(pages.flatMap((p) => p.list)),
          total: pages.reduce((n, p) => n + p.total, 0),
          cursors: pages.map((p, i) => ({ vendor: sources[i], page: 1, totalPages: p.totalPages })),
          more: 'idle',
        });
      },
      () => live && setHeld({ ...fresh(key), status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const at = s.cursors.findIndex(hasMore);
    // One ask at a time: a double tap asks once.
    if (asking.current || s.status !== 'ready' || at < 0) return;
    asking.current = true;
    const cursor = s.cursors[at]!;
    const next = cursor.page + 1;
    setHeld((p) => (p.key === key ? { ...p, more: 'busy' } : p));
    askPage(key, cursor.vendor, next).then(
      (page) => {
        asking.current = false;
        setHeld((p) => {
          if (p.key !== key) return p;
          const list = unique([...p.list, ...page.list]);
          // A page that brought nothing new ends this source's pages (a back end whose count was off).
          const totalPages = list.length > p.list.length ? page.totalPages : next;
          return {
            ...p,
            list,
            more: 'idle',
            cursors: p.cursors.map((c, i) => (i === at ? { ...c, page: next, totalPages } : c)),
          };
        });
      },
      () => {
        asking.current = false;
        setHeld((p) => (p.key === key ? { ...p, more: 'failed' } : p));
      },
    );
  }, [key, s]);

  return {
    status: s.status,
    list: s.list,
    total: Math.max(s.total, s.list.length),
    canMore: s.status === 'ready' && s.cursors.some(hasMore),
    more: s.more,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
