/**
 * What the lobby nodes share: the states' words, the vendors' names, the currency, and what a
 * game card does (play, try, keep as a favourite), each through the services.
 */
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from './i18n.tsx';
import { useLoad } from './use-load.ts';
import { sessionStore } from '../state/app.ts';
import {
  loadLobby,
  loadFavouriteKeys,
  favouriteKey,
  favouritesStore,
  toggleFavourite,
  type Game,
} from '../services/content/content.ts';
import { countryStore, loadCountry } from '../services/content/country.ts';
import { openGame, playTrial } from '../services/games/launch-flow.ts';
import { pushAlert } from '../services/app-port/notify.ts';
import type { CardGame, CardLabels } from '../components/lobby/GameCard.tsx';
import type { CurrencyFormat } from '../services/games/currency.ts';

export function useBlockLabels() {
  const { t } = useT();
  return { failed: t('lobby.loadFailed'), retry: t('app.retry'), loading: t('app.loading') };
}

/** Vendor code -> display name, from the vendor structure (merged codes name their vendor). */
export function useVendorNames(): Record<string, string> {
  const r = useLoad(loadLobby, 'lobby');
  return useMemo(() => {
    const names: Record<string, string> = {};
    for (const v of r.data?.allVendors ?? []) for (const code of [v.code, ...v.codes]) names[code] = v.name;
    return names;
  }, [r.data]);
}

/** S5: amounts in the merchant's currency (country info), once it is known. */
export function useCurrency(): CurrencyFormat | null {
  const { info } = useSnapshot(countryStore);
  useEffect(() => {
    void loadCountry();
  }, []);
  return info;
}

/** The member's favourites (loaded once per session; null for a visitor). */
export function useFavourites(): Set<string> | null {
  const { token } = useSnapshot(sessionStore);
  const { ids } = useSnapshot(favouritesStore);
  useEffect(() => {
    if (token && favouritesStore.ids === null)
      loadFavouriteKeys().then(
        (keys) => {
          favouritesStore.ids = keys;
        },
        () => {
          favouritesStore.ids = [];
        },
      );
    if (!token) favouritesStore.ids = null;
  }, [token]);
  // The same set while nothing changed: what is built from it (useGameCards) is kept too.
  return useMemo(() => (token && ids ? new Set(ids) : null), [token, ids]);
}

/**
 * What a game card shows and does. The same object while the language, the vendors' names and the
 * favourites are the same, so a grid's render for something else (a "Show more" tap) keeps its cards.
 */
export function useGameCards() {
  const { t } = useT();
  const names = useVendorNames();
  const favourites = useFavourites();
  return useMemo(() => {
    const labels: CardLabels = {
      play: (name) => t('lobby.playGame', { name }),
      trial: t('lobby.trial'),
      trialOf: (name) => t('lobby.trialGame', { name }),
      hot: t('lobby.hot'),
      favourite: (name) => t('lobby.favourite', { name }),
    };
    const card = (g: Game): CardGame => ({ ...g, vendorName: names[g.vendor] ?? g.vendor });
    const handlers = (g: Game) => ({
      onPlay: () => openGame(g),
      onTrial: () => void playTrial({ gameId: g.id, title: g.name, ...(g.nodeId ? { nodeId: g.nodeId } : {}) }),
      favourite: favourites ? favourites.has(favouriteKey(g)) : undefined,
      onFavourite: () =>
        void toggleFavourite(g, !favourites?.has(favouriteKey(g))).catch(() => pushAlert(t('lobby.favouriteFailed'))),
    });
    return { labels, card, handlers };
  }, [t, names, favourites]);
}
