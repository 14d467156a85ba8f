/**
 * What the lobby and the content pages show, through the relay catalogue in the real dialect and
 * its readers (services/wire/): the vendor structure (derived once per visit), game lists,
 * banners, announcements (marquee, popups, promotions, news: one announcements answer), matches,
 * the rank list, favourites; and the country info (dialling codes, currency).
 */
import { proxy } from 'valtio';
import { wps } from '../http/instance.ts';
import type { Announcement, AnnouncementText, Game } from '../../core/content-types.ts';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_BANNER_GROUP,
  GAME_PLATFORM,
  GAME_CLIENT_TYPE,
  GAME_LIST_PAGE_SIZE,
  HOT_GAMES_PLATFORM,
  RANK_LIST_CATEGORY,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_PLATFORM,
} from '../../core/spec-constants.ts';
import { tenantStore } from '../../state/app.ts';
import { deriveLobby, type Lobby } from '../games/vendors.ts';
import { readGameList, readGameLane, readRankList, readVendorLanes, type GamePage } from '../wire/games.ts';
import { readAnnouncements, readBanners } from '../wire/announcements.ts';
import { readMatches, readPromotionCategories, readDownloadSetting } from '../wire/content.ts';

export type { Announcement, Game, GamePage };

/** The lobby's parts are quiet: a failure shows in the part that failed (with a retry), not as an alert. */
const quiet = { quiet: true } as const;
const merchantCode = () => tenantStore.tenant?.merchantCode ?? '';
/** What every game call of the real client carries (game-list). */
const gameQuery = () => ({ platform: GAME_PLATFORM, language: tenantStore.language }) as const;

let lobby: Promise<Lobby> | undefined;
/** S3/S9: the vendor structure and what derives from it, once per visit (a failure is asked again). */
export function loadLobby(): Promise<Lobby> {
  lobby ??= wps()
    .relay('GCSGAME_gameVendor', { merchantCode: merchantCode() }, quiet)
    .then((v) => deriveLobby(readVendorLanes(v)))
    .catch((e: unknown) => {
      lobby = undefined;
      throw e;
    });
  return lobby;
}

/** A page of the game list (game-list): a category (gameType), a vendor (vassalage), a name (gameName). */
export async function loadGames(q: {
  category?: string;
  vendor?: string;
  name?: string;
  page?: number;
  pageSize?: number;
}): Promise<GamePage> {
  const pageSize = q.pageSize ?? GAME_LIST_PAGE_SIZE;
  const v = await wps().relay(
    'GCSGAME_gameList',
    {
      ...gameQuery(),
      pageNo: q.page ?? 1,
      pageSize,
      clientType: Number(GAME_CLIENT_TYPE),
      ...(q.category ? { gameType: q.category } : {}),
      ...(q.vendor ? { vassalage: q.vendor } : {}),
      ...(q.name ? { gameName: q.name } : {}),
    },
    quiet,
  );
  return readGameList(v, pageSize);
}
export const loadHotGames = async (size = 12): Promise<Game[]> =>
  readGameLane(
    await wps().relay(
      'GCSGAME_hotGamesV2',
      { ...gameQuery(), merchantCode: merchantCode(), isPlatform: HOT_GAMES_PLATFORM },
      quiet,
    ),
  )
    .slice(0, size)
    .map((g) => ({ ...g, hot: true }));
export const loadRecentGames = async (): Promise<Game[]> =>
  readGameLane(
    await wps().relay(
      'GCS_recentGame',
      { ...gameQuery(), page: 1, pageSize: GAME_LIST_PAGE_SIZE, clientType: Number(GAME_CLIENT_TYPE) },
      quiet,
    ),
  );
export const loadFavourites = async (): Promise<Game[]> =>
  readGameLane(await wps().relay('MCSFE_getFavoriteGamesList', { ...gameQuery(), pageNo: 1, pageSize: 100 }, quiet));
export const loadRankList = async (size = 10) =>
  readRankList(
    await wps().relay(
      'GCSGAME_getRankList',
      { gameCategory: RANK_LIST_CATEGORY, language: tenantStore.language, limitNum: size },
      quiet,
    ),
  ).slice(0, size);
export const loadMatches = async () => readMatches(await wps().relay('GCSGAME_getGameMatchV2', {}, quiet));
export const loadPromotionCategories = async () =>
  readPromotionCategories(await wps().relay('PROMOFE_getPromotionAnnouncementCategory', {}, quiet));

/**
 * The announcements answer the home and the content pages read (announcements-object): the
 * banners, the notices, the popups and the promotions in one call, as the real client asks for
 * them (cached: each part reads the same answer).
 */
const announcementsAnswer = () =>
  wps().relay(
    'CCSFE_getListAnnouncements',
    {
      types: [
        ANNOUNCEMENT_TYPES.banners,
        ANNOUNCEMENT_TYPES.player,
        ANNOUNCEMENT_TYPES.popup,
        ANNOUNCEMENT_TYPES.promotion,
      ].join(','),
      platform: ANNOUNCEMENT_PLATFORM,
    },
    quiet,
  );
/** S3 banners of a group (default m_top): inside the announcements answer. */
export const loadBanners = async (groupName = DEFAULT_BANNER_GROUP) =>
  readBanners(await announcementsAnswer(), groupName);

/**
 * Announcements of one kind: MARQUEE and NEWS are the notices (player), POPUP the popups, PR the
 * promotions. The notices scroll in the marquee and are listed on the news page.
 */
export async function loadAnnouncements(types: 'MARQUEE' | 'POPUP' | 'PR' | 'NEWS'): Promise<Announcement[]> {
  const v = await announcementsAnswer();
  if (types === 'POPUP') return readAnnouncements(v, 'popup');
  if (types === 'PR') return readAnnouncements(v, 'promotion');
  return readAnnouncements(v, 'player').map((a) => ({ ...a, type: types }));
}

/** The download popup's text (S3, S7): the download setting and the app-download announcements, both without authorisation. */
export async function loadDownloadInfo() {
  const [setting, announcements] = await Promise.all([
    wps().relay('WPSCORE_getDownloadSetting', { domain: location.hostname }, { ...quiet, auth: false }),
    wps().relay(
      'CCSFE_getListAnnouncements',
      { types: ANNOUNCEMENT_TYPES.promotion, platform: ANNOUNCEMENT_PLATFORM, category: 'app_download' },
      { ...quiet, auth: false },
    ),
  ]);
  return {
    setting: readDownloadSetting(setting, tenantStore.language),
    announcements: readAnnouncements(announcements, 'promotion').filter((a) => a.category === 'app_download'),
  };
}

/** A favourite is kept by the game's node (the real client's favourite marks), else by its id. */
export const favouriteKey = (g: Pick<Game, 'id' | 'nodeId'>): string => g.nodeId ?? g.id;
/** The member's favourites as they change on this page (the lanes and the stars agree). */
export const favouritesStore = proxy<{ ids: string[] | null }>({ ids: null });
/** The member's favourite marks (MCSFE_getFavoriteGames: their nodeIds). */
export async function loadFavouriteKeys(): Promise<string[]> {
  const v = await wps().relay('MCSFE_getFavoriteGames', { pageNo: 1, pageSize: 100 }, quiet);
  return (Array.isArray(v) ? v : []).map(String);
}
/** Star or unstar a game: MCSFE_addFavoriteGameV2 (POST) or MCSFE_removeFavoriteGameV2 (DELETE), by its node and vendor. */
export async function toggleFavourite(game: Pick<Game, 'id' | 'nodeId' | 'vendor'>, favourite: boolean): Promise<void> {
  const key = favouriteKey(game);
  const body = { nodeId: key, vendor: game.vendor };
  if (favourite) await wps().relay('MCSFE_addFavoriteGameV2', body);
  else await wps().relay('MCSFE_removeFavoriteGameV2', body);
  const ids = favouritesStore.ids ?? [];
  favouritesStore.ids = favourite ? [...new Set([...ids, key])] : ids.filter((x) => x !== key);
}

/** S3: "Announcement text items: codes (language codes) and text; language falls back to EN" (and to the back end's default text). */
export function announcementText(a: Pick<Announcement, 'texts'>, language: string): AnnouncementText {
  return (
    a.texts.find((t) => t.codes.includes(language)) ??
    a.texts.find((t) => t.codes.includes(DEFAULT_LANGUAGE)) ??
    a.texts.find((t) => t.isDefault) ??
    a.texts[0] ?? { codes: [], text: '' }
  );
}
