/**
 * The real dialect's other content answers, read into what the site shows: the merchant's
 * available promotions, the promotion categories, the matches, the download setting's texts.
 */
import { flag, num, text, firstText, epochMs, isObject, listOf } from './primitives.ts';
import type { Match, Promotions } from '../../core/content-types.ts';
import { PROMOTION_KEYS, DEFAULT_LANGUAGE } from '../../core/spec-constants.ts';

/** MCSFE_getMerchantAvailablePromotions: { KEY: { enabled, count } } (the member centre's is under `content`). */
export function readPromotions(v: unknown): Promotions {
  const o = isObject(v) && isObject(v.content) ? v.content : isObject(v) ? v : {};
  const out: Promotions = {};
  for (const k of PROMOTION_KEYS) {
    const p = o[k];
    if (isObject(p)) out[k] = { enabled: flag(p.enabled) ?? false, count: num(p.count) ?? 0 };
  }
  return out;
}

export interface PromotionCategory {
  id: string;
  name: string;
}
/** PROMOFE_getPromotionAnnouncementCategory: value.categories[{ id, title }] (the earlier bare [{ name }] too). */
export function readPromotionCategories(v: unknown): PromotionCategory[] {
  return listOf(v, 'categories').flatMap((c) => {
    if (!isObject(c)) return [];
    const name = firstText(c.title, c.name);
    const id = firstText(c.id, c.name, c.title);
    return name && id ? [{ id, name }] : [];
  });
}

/** GCSGAME_getGameMatchV2: groups of { matchList } (the earlier flat list too); a match needs its teams and league. */
export function readMatches(v: unknown): Match[] {
  const rows = listOf(v).flatMap((g) => (isObject(g) && Array.isArray(g.matchList) ? g.matchList : [g]));
  return rows.flatMap((m): Match[] => {
    if (!isObject(m)) return [];
    const home = firstText(m.homeTeam, m.home);
    const away = firstText(m.awayTeam, m.away);
    const league = text(m.league);
    const id = firstText(m.matchId, m.id);
    if (!home || !away || !league || !id) return [];
    const at = epochMs(m.matchTime ?? m.startTime);
    const line = isObject(m.moneyLine) ? m.moneyLine : isObject(m.odds) ? m.odds : {};
    const draw = num(line.drawOdds ?? line.draw);
    return [
      {
        id,
        league,
        home,
        away,
        startTime: at !== undefined ? new Date(at).toISOString() : '',
        gameId: firstText(m.gameId, m.roomId) ?? '',
        vendor: text(m.vendor) ?? '',
        odds: {
          home: num(line.homeTeamOdds ?? line.home) ?? 0,
          away: num(line.awayTeamOdds ?? line.away) ?? 0,
          ...(draw !== undefined ? { draw } : {}),
        },
      },
    ];
  });
}

/** WPSCORE_getDownloadSetting: each text a list of { codes, text }, picked by language with EN after it (a plain string is read as is). */
export function readDownloadSetting(v: unknown, language: string): { app_desc: string; login_prompt_text: string } {
  const o = isObject(v) ? v : {};
  const pick = (x: unknown): string => {
    if (typeof x === 'string') return x;
    const list = listOf(isObject(x) ? x.value : x).filter(isObject);
    const has = (l: string) => list.find((e) => listOf(e.codes).includes(l));
    return text((has(language) ?? has(DEFAULT_LANGUAGE) ?? list[0])?.text) ?? '';
  };
  return { app_desc: pick(o.app_desc), login_prompt_text: pick(o.login_prompt_text) };
}
