/**
 * The lobby content a tenant's sandbox serves, from sandbox.json (the shared catalogue in
 * _base/sandbox.json, each tenant's order, banners, announcements and matches) and the database
 * (plays, recent games, favourites): what the relay routes and the game launch answer.
 */
import { fnv1a32 } from '../src/core/hash.ts';
import type { Db } from './db.ts';
import type { SandboxTenant } from './tenants.ts';
import type { Game, RankEntry, VendorCard } from '../src/core/content-types.ts';
import { nodeIdOf } from './wire.ts';

type Content = SandboxTenant['data']['content'];
const EXTS = new Set(['webp', 'avif']);

/**
 * The catalogue indexed once per games list (the merchant's catalogue, or the one the test controls
 * set): by id, by category, by vendor and by both, with the hot games marked. A call then costs what
 * its answer holds, not what the catalogue holds (issue 53: 5,000 games answered like 152).
 */
export interface Catalogue {
  all: Game[];
  byId: Map<string, Game>;
  /** Key `${category}|${vendor}`; either may be empty (any). */
  byFilter: Map<string, Game[]>;
}
const catalogues = new WeakMap<Content['games'], { hotGames: Content['hotGames']; catalogue: Catalogue }>();
export function catalogueOf(content: Content): Catalogue {
  const held = catalogues.get(content.games);
  if (held && held.hotGames === content.hotGames) return held.catalogue;
  const hot = new Set(content.hotGames ?? []);
  const all: Game[] = content.games.map((g) => ({ ...g, hot: hot.has(g.id) }));
  const byFilter = new Map<string, Game[]>();
  const add = (key: string, g: Game) => {
    const list = byFilter.get(key);
    if (list) list.push(g);
    else byFilter.set(key, [g]);
  };
  for (const g of all) {
    add(`${g.category}|`, g);
    add(`|${g.vendor}`, g);
    add(`${g.category}|${g.vendor}`, g);
  }
  byFilter.set('|', all);
  const catalogue = { all, byId: new Map(all.map((g) => [g.id, g])), byFilter };
  catalogues.set(content.games, { hotGames: content.hotGames, catalogue });
  return catalogue;
}

/** The games of a category and/or vendor (either may be empty: any), from the index. */
export const gamesWhere = (content: Content, category = '', vendor = ''): Game[] =>
  catalogueOf(content).byFilter.get(`${category}|${vendor}`) ?? [];

/** A game as the relays answer it: its image in the asked format (S7 ext), done per answered game. */
export function withExt(g: Game, ext?: string): Game {
  const format = ext && EXTS.has(ext) ? ext : undefined;
  return format ? { ...g, image: g.image.replace(/\.(png|jpe?g)$/i, `.${format}`) } : g;
}

/** The tenant's categories in its order (sandbox.json "categories"; all of the catalogue's when it lists none). */
export function categoryOrder(content: Content): string[] {
  const all = [...new Set(content.vendors.map((v) => v.category))];
  const listed = (content.categories ?? []).filter((c) => all.includes(c));
  return listed.length ? listed : all;
}

/** GCSGAME_gameVendor: every vendor; with onlyNew, GCSGAME_newGameVendor: those the merchant added lately (docs/decisions.md). */
export function vendorStructure(
  content: Content,
  onlyNew = false,
): { categories: { title: string; cards: (VendorCard & { gameCount: number })[] }[] } {
  const categories = categoryOrder(content).map((title) => ({
    title,
    cards: content.vendors
      .filter((v) => v.category === title && (!onlyNew || v.new === true))
      .map((v) => ({
        accountTypeName: v.code,
        displayName: v.name,
        freeplay: gamesWhere(content, '', v.code).some((g) => g.trial),
        gameClassify: v.classify ?? v.category,
        gameCount: gamesWhere(content, '', v.code).length,
      })),
  }));
  // The new vendors' structure has only the categories that have one.
  return { categories: onlyNew ? categories.filter((c) => c.cards.length) : categories };
}

const byNode = new WeakMap<Content['games'], Map<string, Content['games'][number]>>();
/** The game of a node id (the real client's favourites name games by node). */
export function gameByNode(content: Content, nodeId: string | undefined) {
  if (nodeId === undefined) return undefined;
  let index = byNode.get(content.games);
  if (!index) {
    index = new Map(content.games.map((g) => [String(nodeIdOf(g)), g]));
    byNode.set(content.games, index);
  }
  return index.get(nodeId);
}

/** One more play of a game (the rank list follows what players do). */
export function countPlay(db: Db, merchant: string, gameId: string): void {
  db.prepare(
    'INSERT INTO game_plays (merchant, game_id, plays) VALUES (?, ?, 1) ON CONFLICT (merchant, game_id) DO UPDATE SET plays = plays + 1',
  ).run(merchant, gameId);
}

/** The rank list's rows: the most played games (the hot games stand in until enough has been played), each with a win. */
export function rankList(
  db: Db,
  merchant: string,
  content: Content,
  size = 10,
): (Required<Pick<RankEntry, 'rank' | 'gameId' | 'vendor' | 'name' | 'image' | 'winAmount'>> & { plays: number })[] {
  const plays = new Map(
    (
      db.prepare('SELECT game_id, plays FROM game_plays WHERE merchant = ?').all(merchant) as {
        game_id: string;
        plays: number;
      }[]
    ).map((r) => [r.game_id, r.plays]),
  );
  const hotRank = new Map((content.hotGames ?? []).map((id, i) => [id, i]));
  const { byId } = catalogueOf(content);
  return [...new Set([...plays.keys(), ...hotRank.keys()])]
    .map((id) => byId.get(id))
    .filter((g) => g !== undefined)
    .sort(
      (a, b) =>
        (plays.get(b.id) ?? 0) - (plays.get(a.id) ?? 0) || (hotRank.get(a.id) ?? 99) - (hotRank.get(b.id) ?? 99),
    )
    .slice(0, Math.min(Math.max(size, 1), 50))
    .map((g, i) => ({
      rank: i + 1,
      gameId: g.id,
      vendor: g.vendor,
      name: g.name,
      image: g.image,
      plays: plays.get(g.id) ?? 0,
      // A stand-in "biggest win today", steady for a game: the amounts read as real in the demo.
      winAmount: 5000 + ((hash(g.id) % 90) + 10) * 1000,
    }));
}

export const hash = fnv1a32;
