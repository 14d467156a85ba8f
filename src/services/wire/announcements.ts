/**
 * The real announcements answer (announcements-object): one object `{ promotion, banners, player,
 * popup, hot }` whose items carry their text per language in `contents[{ language, isDefault,
 * title, content }]`, and whose banners carry their picture in `url`. Read into the site's
 * announcements and banners. The back end's text is HTML: it becomes plain text here (tags
 * dropped, breaks kept, entities decoded), always shown as text (no HTML reaches the page).
 */
import { flag, text, firstText, isObject, listOf } from './primitives.ts';
import type { Announcement, AnnouncementText, Banner } from '../../core/content-types.ts';
import { ANNOUNCEMENT_DEFAULT_LANGUAGE, DEFAULT_BANNER_GROUP } from '../../core/spec-constants.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML as plain text: block ends and <br> are line breaks, every tag is dropped, entities decoded. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The kinds of the answer, each the site's announcement type. */
const KINDS = { player: 'MARQUEE', popup: 'POPUP', promotion: 'PR', hot: 'HOT' } as const;
export type AnnouncementKind = keyof typeof KINDS;

function textsOf(o: Record<string, unknown>): AnnouncementText[] {
  const contents = listOf(o.contents).filter(isObject);
  const texts = contents.map((c): AnnouncementText => {
    const language = text(c.language) ?? ANNOUNCEMENT_DEFAULT_LANGUAGE;
    const title = text(c.title);
    return {
      codes: [language],
      ...(title ? { title: htmlToText(title) } : {}),
      text: htmlToText(text(c.content) ?? ''),
      ...(flag(c.isDefault) ? { isDefault: true } : {}),
    };
  });
  // The earlier shape: texts[{ codes, text }] as they are.
  if (!texts.length && Array.isArray(o.texts)) return o.texts as AnnouncementText[];
  if (!texts.length && (text(o.content) || text(o.title)))
    return [
      {
        codes: [ANNOUNCEMENT_DEFAULT_LANGUAGE],
        title: htmlToText(text(o.title) ?? ''),
        text: htmlToText(text(o.content) ?? ''),
        isDefault: true,
      },
    ];
  return texts;
}

function imageOf(o: Record<string, unknown>): string | undefined {
  const images = listOf(o.announcementImages).filter(isObject);
  const first = images.find((i) => i.sequence === 1) ?? images[0];
  const contents = listOf(o.contents).filter(isObject);
  return firstText(first?.url, ...contents.map((c) => c.mobileImageUrl), o.image);
}

/** An announcement of one kind of the answer, or null without an id. */
export function readAnnouncement(v: unknown, kind: AnnouncementKind): Announcement | null {
  if (!isObject(v)) return null;
  const id = text(v.id);
  if (!id) return null;
  const key = firstText(v.promotionType, v.key);
  const image = imageOf(v);
  const categories = listOf(v.promoAnnouncementCategoryIds)
    .map(text)
    .filter((c): c is string => !!c);
  return {
    id,
    type: KINDS[kind],
    category: firstText(v.category, categories[0]) ?? '',
    ...(key ? { key } : {}),
    ...(image ? { image } : {}),
    texts: textsOf(v),
  };
}

/** The announcements of one kind in an answer; an earlier back end's bare list is read as is. */
export function readAnnouncements(v: unknown, kind: AnnouncementKind): Announcement[] {
  const list = Array.isArray(v) ? v : isObject(v) ? listOf(v[kind]) : [];
  return list.map((a) => readAnnouncement(a, kind)).filter((a): a is Announcement => a !== null);
}

const LINKAGE = new Set(['P', 'URL', 'G']);
/**
 * A banner of the answer. Its routing is read from `redirect` when the back end sends one (PROMO:
 * the promotion; REDIRECT_URL: the external link; GAME_LINKAGE: the game), else from
 * `linkageType` and `linkage` (P: the promotion; URL: the link; G: the game, roomId and nodeId).
 */
export function readBanner(v: unknown): Banner | null {
  if (!isObject(v)) return null;
  // The earlier shape kept the picture in `image` and the link in `url`; the real one the picture in `url`.
  const earlier = 'image' in v;
  const image = earlier ? text(v.image) : text(v.url);
  const id = firstText(v.announcementId, v.bannerId, v.id, image);
  if (!id || !image) return null;
  const base = {
    id,
    title: text(v.title) ?? '',
    groupName: text(v.groupName) ?? DEFAULT_BANNER_GROUP,
    image,
  };
  const game = (m: Record<string, unknown>) => {
    const vendor = text(m.vendor);
    const gameType = text(m.gameType);
    const nodeId = text(m.nodeId);
    const roomId = text(m.roomId);
    return {
      ...(vendor ? { vendor } : {}),
      ...(gameType ? { gameType } : {}),
      ...(nodeId ? { nodeId } : {}),
      ...(roomId ? { roomId } : {}),
    };
  };
  const redirect = text(v.redirect);
  if (redirect === 'PROMO' && text(v.redirectPromotionId))
    return { ...base, linkageType: 'P', linkage: text(v.redirectPromotionId)!, url: '' };
  if (redirect === 'REDIRECT_URL' && text(v.externalLink))
    return { ...base, linkageType: 'URL', linkage: '', url: text(v.externalLink)! };
  if (redirect === 'GAME_LINKAGE' && isObject(v.gameLinkageMapping)) {
    // A slot game has no room: its node names it (the launch and the favourites go by node).
    const g = game(v.gameLinkageMapping);
    return { ...base, linkageType: 'G', linkage: g.roomId ?? g.nodeId ?? text(v.linkage) ?? '', url: '', ...g };
  }
  const type = text(v.linkageType);
  const linkageType = type && LINKAGE.has(type) ? (type as Banner['linkageType']) : 'URL';
  const g = game(v);
  const linkage = text(v.linkage) ?? '';
  if (linkageType === 'URL') return { ...base, linkageType, linkage: '', url: earlier ? (text(v.url) ?? '') : linkage };
  return {
    ...base,
    linkageType,
    linkage: linkageType === 'G' ? (g.roomId ?? linkage) : linkage,
    url: '',
    ...g,
  };
}

/** The banners of an answer in one group (S3 groupName, default m_top). */
export function readBanners(v: unknown, group: string = DEFAULT_BANNER_GROUP): Banner[] {
  const list = Array.isArray(v) ? v : isObject(v) ? listOf(v.banners) : [];
  return list
    .map(readBanner)
    .filter((b): b is Banner => b !== null)
    .filter((b) => b.groupName === group);
}
