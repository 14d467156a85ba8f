/**
 * What the lobby and the content pages show, through the relay catalogue: the vendor structure
 * (derived once per visit), game lists, banners, announcements (marquee, popups, promotions,
 * news), matches, the rank list, favourites; and the country info (dialling codes, currency).
 */
import { proxy } from 'valtio';
import { wps } from '../http/instance.ts';
import type { CountryInfo } from '../http/calls.ts';
import type { Announcement, AnnouncementText, Game } from '../../core/relays.ts';
import { DEFAULT_LANGUAGE, DEFAULT_BANNER_GROUP } from '../../core/spec-constants.ts';
import { deriveLobby, type Lobby } from '../games/vendors.ts';

export type { Announcement, Game };

/** The lobby's parts are quiet: a failure shows in the part that failed (with a retry), not as an alert. */
const quiet = { quiet: true } as const;

let lobby: Promise<Lobby> | undefined;
/** S3/S9: the vendor structure and what derives from it, once per visit (a failure is asked again). */
export function loadLobby(): Promise<Lobby> {
  lobby ??= wps()
    .relay('GCSGAME_gameVendor', {}, quiet)
    .then(deriveLobby)
    .catch((e: unknown) => {
      lobby = undefined;
      throw e;
    });
  return lobby;
}

export interface GamePage {
  list: Game[];
  total: number;
}
export const loadGames = async (q: {
  category?: string;
  vendor?: string;
  page?: number;
  pageSize?: number;
}): Promise<GamePage> => {
  const r = await wps().relay('GCSGAME_gameList', q, quiet);
  return { list: r.list, total: r.total };
};
/** A merged vendor (TCG) shows the games of every code it stands for. */
export async function loadVendorGames(codes: readonly string[], category: string, pageSize: number): Promise<GamePage> {
  const pages = await Promise.all(codes.map((vendor) => loadGames({ category, vendor, pageSize })));
  return { list: pages.flatMap((p) => p.list).slice(0, pageSize), total: pages.reduce((n, p) => n + p.total, 0) };
}

export const loadHotGames = (size = 12) => wps().relay('GCSGAME_hotGamesV2', { size }, quiet);
export const loadRecentGames = () => wps().relay('GCS_recentGame', {}, quiet);
export const loadFavourites = () => wps().relay('MCSFE_getFavoriteGamesList', {}, quiet);
export const loadRankList = (size = 10) => wps().relay('GCSGAME_getRankList', { size }, quiet);
export const loadMatches = () => wps().relay('GCSGAME_getGameMatchV2', {}, quiet);
export const loadBanners = (groupName = DEFAULT_BANNER_GROUP) =>
  wps().relay('MCSFE_getBannerList', { groupName }, quiet);
export const loadPromotionCategories = () => wps().relay('PROMOFE_getPromotionAnnouncementCategory', {}, quiet);

/** Announcements of one kind (docs/contract.md): MARQUEE, POPUP, PR (promotions) or NEWS; platform M. */
export const loadAnnouncements = (types: 'MARQUEE' | 'POPUP' | 'PR' | 'NEWS') =>
  wps().relay(
    types === 'MARQUEE' ? 'CCSFE_getListAnnouncements' : 'MCSFE_getListAnnouncements',
    { types, platform: 'M' },
    quiet,
  );

/** The download popup's text (S3, S7): the download setting and the app-download announcements, both without authorisation. */
export async function loadDownloadInfo() {
  const [setting, announcements] = await Promise.all([
    wps().relay('WPSCORE_getDownloadSetting', { domain: location.hostname }, { ...quiet, auth: false }),
    wps().relay(
      'MCSFE_getListAnnouncements',
      { types: 'PR', platform: 'M', category: 'app_download' },
      { ...quiet, auth: false },
    ),
  ]);
  return { setting, announcements: announcements.filter((a) => a.category === 'app_download') };
}

/** The member's favourites as they change on this page (the lanes and the stars agree). */
export const favouritesStore = proxy<{ ids: string[] | null }>({ ids: null });
export async function toggleFavourite(gameId: string, favourite: boolean): Promise<void> {
  const r = await wps().relay('MCSFE_saveFavoriteGame', { gameId, favourite });
  favouritesStore.ids = r.favourites;
}

/** S3: "Announcement text items: codes (language codes) and text; language falls back to EN." */
export function announcementText(a: Pick<Announcement, 'texts'>, language: string): AnnouncementText {
  return (
    a.texts.find((t) => t.codes.includes(language)) ??
    a.texts.find((t) => t.codes.includes(DEFAULT_LANGUAGE)) ??
    a.texts[0] ?? { codes: [], text: '' }
  );
}

export const countryStore = proxy<{ info: CountryInfo | null; failed: boolean }>({ info: null, failed: false });
let countryLoad: Promise<void> | undefined;
/** A7: GET /wps/system/country (cached); loaded once, shared by every phone field and amount. */
export function loadCountry(): Promise<void> {
  countryLoad ??= wps()
    .system.country()
    .then(
      (info) => {
        countryStore.info = info;
        countryStore.failed = false;
      },
      () => {
        countryStore.failed = true;
        countryLoad = undefined;
      },
    );
  return countryLoad;
}
