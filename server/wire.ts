/**
 * The sandbox speaks the real WPS dialect (issue 51; ../shared/wire-evidence/, tests/cases/wire.json):
 * its test data (sandbox.json, written in the site's terms: games, banners, announcements,
 * matches) becomes the answers a real back end gives. Written apart from the site's readers
 * (src/services/wire/), so that the shared cases hold both sides to the evidence, not to each other.
 */
import { fnv1a32 } from '../src/core/hash.ts';
import type { Sandbox } from '../src/core/schema/sandbox.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';
import type * as W from '../src/core/wire/answers.ts';
import type { Static } from '@sinclair/typebox';
import { LOTTO_MODE_SEA, DEFAULT_BANNER_GROUP } from '../src/core/spec-constants.ts';

type Content = Sandbox['content'];
type SandboxGame = Content['games'][number];

/** An id of the test data as the dialect's ids are, a number (a steady one from a text id). */
export const wireId = (id: string): number =>
  /^\d+$/.test(id) ? Number(id) : 1_000_000 + (fnv1a32(id) % 1_000_000_000);

/** A game's node: sandbox.json's nodeId, else a steady number from its id (the real nodeIds are numbers). */
export const nodeIdOf = (g: Pick<SandboxGame, 'id' | 'nodeId'>): number | string =>
  g.nodeId !== undefined
    ? /^\d+$/.test(g.nodeId)
      ? Number(g.nodeId)
      : g.nodeId
    : 100_000 + (fnv1a32(g.id) % 900_000_000);

/** game-list: a game as the real lists carry it; `image` already in the format asked (ext). */
export function wireGame(g: SandboxGame & { image: string }): Static<typeof W.WireGame> {
  return {
    nodeId: nodeIdOf(g),
    roomId: g.id,
    gameId: g.id,
    vassalage: g.vendor,
    gameType: g.category,
    gameName: g.name,
    nodeName: g.name,
    showIcon: g.image,
    defaultIcon: g.image,
    supportPlay: 1,
    freeplay: g.trial ? 1 : 0,
    ...(g.lotto
      ? {
          lottoMode: g.lotto.area === 'SEA' ? LOTTO_MODE_SEA : 'VN',
          gameCode: g.id,
          ...(g.lotto.prizeMode ? { lottoPrizeMode: g.lotto.prizeMode } : {}),
        }
      : {}),
  };
}

/** The game list's page (game-list): pageNo from 1, pageSize 1-100 (else 20). */
export function wirePage<T>(
  items: T[],
  q: Record<string, unknown>,
): { items: T[]; pageNum: number; totalPages: number; totalCount: number } {
  const size = Math.min(Math.max(Number(q.pageSize ?? 20) || 20, 1), 100);
  const pageNum = Math.max(Number(q.pageNo ?? q.page ?? 1) || 1, 1);
  return {
    items: items.slice((pageNum - 1) * size, pageNum * size),
    pageNum,
    totalPages: Math.max(1, Math.ceil(items.length / size)),
    totalCount: items.length,
  };
}

/** vendor-lanes: the categories as lanes, each with its vendors' cards and their classifications. */
export function wireLanes(
  categories: {
    title: string;
    cards: {
      accountTypeName: string;
      displayName: string;
      freeplay: boolean;
      gameClassify: string;
      gameCount?: number;
    }[];
  }[],
  iconOf: (vendor: string) => string | null = () => null,
): Static<typeof W.WireLanes> {
  return {
    data: {
      lanes: categories.map((c) => {
        const classes = [...new Set(c.cards.map((card) => card.gameClassify))];
        return {
          title: c.title,
          gameCount: c.cards.reduce((n, card) => n + (card.gameCount ?? 0), 0),
          // Ours: the classification's name beside its vendors (the real entries carry more than vendors).
          gameClassify: classes.map((k) => ({
            gameClassify: k,
            vendors: c.cards.filter((card) => card.gameClassify === k).map((card) => card.accountTypeName),
          })),
          cards: c.cards.map((card) => ({
            accountTypeName: card.accountTypeName,
            displayName: card.displayName,
            // vendor-lanes: a card's freeplay is a boolean (the games' flags are 0/1).
            freeplay: card.freeplay,
            smallIcon: iconOf(card.accountTypeName),
            // Ours: the vendor's own game count (the real lanes count per lane).
            gameCount: card.gameCount ?? 0,
          })),
        };
      }),
    },
  };
}

type SandboxAnnouncement = NonNullable<Content['announcements']>[number];
/** The sandbox's announcements run from the start of 2026, with no end (the real answers carry both dates anyway). */
const SINCE = Date.parse('2026-01-01T00:00:00Z');
const UNTIL = Date.parse('2099-12-31T23:59:59Z');
/** announcements-object: an announcement with its texts as contents[] (the first text is the default). */
export function wireAnnouncement(
  a: SandboxAnnouncement,
  type: string,
  merchantCode: string,
  termsTitle: (language: string) => string,
): Static<typeof W.WireAnnouncement> {
  const contents = a.texts.flatMap((t, i) =>
    t.codes.map((language) => ({
      language,
      isDefault: i === 0 && language === t.codes[0],
      title: t.title ?? '',
      // The real content is one HTML body, a promotion's terms a titled part of it as the
      // merchant wrote them: the sandbox's text as a paragraph, then its terms under their title.
      content:
        `<p>${escapeHtml(t.text)}</p>` +
        (t.terms ? `<h3>${escapeHtml(termsTitle(language))}</h3><p>${escapeHtml(t.terms)}</p>` : ''),
      mobileImageUrl: a.image ?? null,
      mobileImageWebpUrl: null,
      mobileImageAvifUrl: null,
      sequence: i,
    })),
  );
  return {
    id: wireId(a.id),
    type,
    title: a.texts[0]?.title ?? '',
    content: contents[0]?.content ?? '',
    merchantCode,
    status: 'A',
    startDate: SINCE,
    endDate: UNTIL,
    noExpiry: 1,
    platform: 'M',
    priority: 0,
    category: a.category || null,
    read: false,
    promotionType: a.key ?? null,
    promoAnnouncementCategoryIds: a.category ? [a.category] : [],
    announcementImages: a.image ? [{ sequence: 1, url: a.image }] : [],
    contents,
    sequence: 0,
    announcementDisplaySpeed: 'MEDIUM',
    utcStartDateTime: SINCE,
    utcEndDateTime: null,
  };
}
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type SandboxBanner = NonNullable<Content['banners']>[number];
/** announcements-object: a banner; its picture in `url`, its target in linkage (a URL banner's link too). */
export function wireBanner(b: SandboxBanner, games: Content['games']): Static<typeof W.WireBanner> {
  const game = b.linkageType === 'G' ? games.find((g) => g.id === b.linkage) : undefined;
  return {
    announcementId: wireId(b.id),
    bannerId: null,
    title: b.title,
    url: b.image,
    // P: the promotion's id, as the announcements carry it (announcements-object: "5685599").
    linkage:
      b.linkageType === 'URL' ? b.url || b.linkage : b.linkageType === 'P' ? String(wireId(b.linkage)) : b.linkage,
    linkageType: b.linkageType,
    groupName: b.groupName || DEFAULT_BANNER_GROUP,
    vendor: b.vendor ?? game?.vendor ?? null,
    gameType: b.gameType ?? game?.category ?? null,
    nodeId: b.nodeId ?? (game ? nodeIdOf(game) : null),
    roomId: b.roomId ?? (b.linkageType === 'G' ? b.linkage : null),
    platform: 'M',
    noExpiry: 1,
    startDate: SINCE,
    endDate: null,
    // The newer routing beside it, as the real banners carry both: a promotion and a game by
    // their redirect; a link stays with its linkageType (a real REDIRECT_URL is an outside page).
    redirect: b.linkageType === 'P' ? 'PROMO' : b.linkageType === 'G' ? 'GAME_LINKAGE' : null,
    externalLink: null,
    redirectPromotionId: b.linkageType === 'P' ? wireId(b.linkage) : null,
    gameLinkageMapping:
      b.linkageType === 'G'
        ? {
            gameType: b.gameType ?? game?.category ?? null,
            vendor: b.vendor ?? game?.vendor ?? null,
            roomId: b.roomId ?? b.linkage,
            nodeId: b.nodeId ?? (game ? nodeIdOf(game) : null),
          }
        : null,
  };
}

/** GCSGAME_getGameMatchV2: the matches in one group's matchList. */
export function wireMatches(matches: Content['matches'], games: Content['games']): Static<typeof W.WireMatchGroups> {
  return [
    {
      matchList: (matches ?? []).map((m) => {
        const game = games.find((g) => g.id === m.gameId);
        return {
          matchId: m.id,
          league: m.league,
          homeTeam: m.home,
          awayTeam: m.away,
          matchTime: Date.parse(m.startTime),
          vendor: m.vendor,
          gameId: m.gameId,
          ...(game ? { nodeId: nodeIdOf(game) } : {}),
          moneyLine: { homeTeamOdds: m.odds.home, awayTeamOdds: m.odds.away, drawOdds: m.odds.draw },
        };
      }),
    },
  ];
}

/** The value-level fields of the real status answer (the rest is under `info`). */
const VALUE_LEVEL = [
  'maintenance',
  'maintenanceEnd',
  'maintenanceMessage',
  'regionRestriction',
  'regionRestrictionMessage',
] as const;

/**
 * status-nested: the merchant config under `info`; location, maintenance (its end in epoch
 * milliseconds, as the dialect's dates are) and the region restriction beside it. The real
 * answer keeps the gateway settings and the template's flags as text: so does this one.
 */
export function wireStatus(mc: MerchantConfig, ip: string): Record<string, unknown> {
  const info: Record<string, unknown> = { ...mc };
  for (const k of VALUE_LEVEL) delete info[k];
  info.gw = Object.fromEntries(Object.entries(mc.gw).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
  info.domainRoute = mc.domainRoute.domainList;
  // The template's switches the real client reads as text (the member centre, the deposit page), and the
  // real info's `whitelabel` beside `whitelabelVal` (the site reads neither).
  info.mobileTemplate = { mem_cen: '1', dep_func: '1', ...mc.mobileTemplate };
  info.whitelabel = {};
  return {
    info,
    location: { ip },
    maintenance: mc.maintenance,
    maintenanceEnd: mc.maintenanceEnd ? Date.parse(mc.maintenanceEnd) : null,
    maintenanceMessage: mc.maintenanceMessage,
    regionRestriction: mc.regionRestriction,
    regionRestrictionMessage: mc.regionRestrictionMessage,
  };
}
