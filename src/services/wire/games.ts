/**
 * The real dialect's game answers read into the site's games (game-list, hot-games, rank-list,
 * vendor-lanes, vendor-launch-content-game-url, trial-launch): ids that are numbers or text, the
 * name in gameName or nodeName, the picture in showIcon or defaultIcon (or mobileLargeIcon /
 * iconUrl), the vendor in vassalage, trial play in freeplay. A game without an id or a name is
 * left out, not shown broken. The sandbox's own earlier shape ({ id, name, vendor, ... }) is read too.
 */
import { flag, num, text, firstText, isObject, listOf } from './primitives.ts';
import type { Game, RankEntry, VendorStructure, VendorCard } from '../../core/content-types.ts';
import { LOTTO_MODE_SEA } from '../../core/spec-constants.ts';

function lottoOf(o: Record<string, unknown>): Game['lotto'] | undefined {
  if (isObject(o.lotto) && (o.lotto.area === 'VN' || o.lotto.area === 'SEA')) {
    const prizeMode = text(o.lotto.prizeMode);
    return { area: o.lotto.area, ...(prizeMode ? { prizeMode } : {}) };
  }
  const mode = text(o.lottoMode);
  if (!mode) return undefined;
  const prizeMode = text(o.lottoPrizeMode);
  return { area: mode === LOTTO_MODE_SEA || mode === 'SEA' ? 'SEA' : 'VN', ...(prizeMode ? { prizeMode } : {}) };
}

/** One game of any real list, or null when it has no id or no name. */
export function readGame(v: unknown): Game | null {
  if (!isObject(v)) return null;
  const nodeId = text(v.nodeId);
  const id = firstText(v.roomId, v.gameId, v.gameCode, v.id, v.nodeId);
  const name = firstText(v.gameName, v.nodeName, v.name, v.defaultLanguage);
  if (!id || !name) return null;
  const lotto = lottoOf(v);
  return {
    id,
    name,
    vendor: firstText(v.vassalage, v.vendor) ?? '',
    category: firstText(v.gameType, v.category) ?? '',
    image: firstText(v.showIcon, v.defaultIcon, v.mobileLargeIcon, v.iconUrl, v.imgUrl, v.image) ?? '',
    hot: flag(v.hot) ?? false,
    trial: flag(v.freeplay) ?? flag(v.trial) ?? false,
    ...(nodeId ? { nodeId } : {}),
    ...(lotto ? { lotto } : {}),
  };
}

/** Every readable game of a list. */
export const readGames = (list: unknown[]): Game[] => list.map(readGame).filter((g): g is Game => g !== null);

export interface GamePage {
  list: Game[];
  /** How many games the whole list has (totalCount; else estimated from the pages). */
  total: number;
  page: number;
  totalPages: number;
}
/** game-list: { games, pageNum, totalPages, totalCount } (or the earlier { list, total, page, pageSize }). */
export function readGameList(v: unknown, pageSize: number): GamePage {
  const o = isObject(v) ? v : {};
  const list = readGames(listOf(o, 'games', 'list', 'content'));
  const page = num(o.pageNum) ?? num(o.page) ?? 1;
  const totalPages = num(o.totalPages) ?? (num(o.total) !== undefined ? Math.ceil(num(o.total)! / pageSize) : page);
  const total =
    num(o.totalCount) ??
    num(o.total) ??
    (page < totalPages ? totalPages * pageSize : (page - 1) * pageSize + list.length);
  return { list, total, page, totalPages };
}

/** hot-games (value.list), recent games (value.list), favourites (value.content): the games of a lane. */
export const readGameLane = (v: unknown): Game[] =>
  readGames(listOf(v, 'list', 'content', 'hotFreshnessData', 'games'));

/** rank-list: the winner board, value.list[].vo, biggest win first. */
export function readRankList(v: unknown): RankEntry[] {
  const rows = listOf(v, 'list', 'records', 'rankList').map((r) => (isObject(r) && isObject(r.vo) ? r.vo : r));
  const entries = rows.flatMap((r): Omit<RankEntry, 'rank'>[] => {
    if (!isObject(r)) return [];
    const name = firstText(r.gameName, r.name);
    const winAmount = num(r.winAmount);
    if (!name || winAmount === undefined) return [];
    const gameId = firstText(r.gameId, r.roomId);
    const nodeId = text(r.nodeId);
    const winner = text(r.customerName);
    const lotto = lottoOf(r);
    return [
      {
        name,
        winAmount,
        vendor: firstText(r.vendor, r.vassalage) ?? '',
        image: firstText(r.iconUrl, r.image, r.showIcon) ?? '',
        ...(gameId ? { gameId } : {}),
        ...(nodeId ? { nodeId } : {}),
        ...(winner ? { winner } : {}),
        ...(lotto ? { lotto } : {}),
      },
    ];
  });
  return entries.sort((a, b) => b.winAmount - a.winAmount).map((e, i) => ({ rank: i + 1, ...e }));
}

/**
 * vendor-lanes: value.data.lanes[] of { title, cards, gameClassify[{ vendors }], gameCount } (or
 * the lanes bare, or the earlier { categories }). A card's classification is the name of the
 * gameClassify entry that lists its vendor, when the entry has one, else the lane's title.
 */
export function readVendorLanes(v: unknown): VendorStructure {
  const o = isObject(v) ? v : {};
  const lanes = isObject(o.data) ? listOf(o.data, 'lanes') : listOf(o, 'lanes', 'categories');
  const categories = (Array.isArray(v) ? v : lanes).flatMap((lane) => {
    if (!isObject(lane)) return [];
    const title = text(lane.title);
    if (!title) return [];
    const classes = listOf(lane.gameClassify).filter(isObject);
    const cards = listOf(lane.cards).flatMap((c): VendorCard[] => {
      if (!isObject(c)) return [];
      const code = firstText(c.accountTypeName, c.vassalage);
      if (!code) return [];
      const cls = classes.find((k) => listOf(k.vendors).includes(code));
      const gameCount = num(c.gameCount);
      return [
        {
          accountTypeName: code,
          displayName: firstText(c.displayName, c.accountTypeName) ?? code,
          freeplay: flag(c.freeplay) ?? false,
          gameClassify:
            (typeof c.gameClassify === 'string' ? text(c.gameClassify) : undefined) ??
            (cls ? firstText(cls.gameClassify, cls.code, cls.name, cls.title) : undefined) ??
            title,
          ...(gameCount !== undefined ? { gameCount } : {}),
        },
      ];
    });
    return [{ title, cards }];
  });
  return { categories };
}

/** vendor-launch-content-game-url, trial-launch: value.content.game_url or game_url2 (the lottery: value.gameUrl). */
export function readLaunchUrl(v: unknown): string | undefined {
  if (typeof v === 'string') return text(v);
  if (!isObject(v)) return undefined;
  const c = isObject(v.content) ? v.content : {};
  return firstText(c.game_url, c.game_url2, v.gameUrl, v.game_url, v.url);
}
