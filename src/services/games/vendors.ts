/**
 * The game vendor structure (S3: categories with vendor cards) and what the lobby derives from it
 * (S3: "derived sorting, mapping, vendorSorting, display, ordinal, allVendors"), with the S9
 * numbers: the default vendor ordinal starts at 100 and rises by 100 per category; ELOTT also maps
 * ELOTTO to the same ordinal and SEA_LOTT to +5; LOTT maps VIETNAM_LOTTO to +1; the vendor codes RNG
 * and PVP merge into TCG. React-free; the lobby nodes render what this returns.
 */
import type { VendorCard, VendorStructure } from '../../core/content-types.ts';
import {
  VENDOR_ORDINAL_START,
  VENDOR_ORDINAL_STEP,
  CLASSIFY_ORDINAL_ALIASES,
  MERGED_VENDOR_CODES,
} from '../../core/spec-constants.ts';

export interface LobbyVendor {
  code: string;
  name: string;
  category: string;
  /** Where the vendor sorts: its game classification's ordinal (S9), then the order it came in. */
  ordinal: number;
  freeplay: boolean;
  /** How many games it has, when the back end says (the real lanes count per lane, not per vendor). */
  gameCount?: number;
  /** The codes this lobby vendor stands for (TCG stands for RNG and PVP too). */
  codes: string[];
}
export interface LobbyCategory {
  code: string;
  ordinal: number;
  vendors: LobbyVendor[];
}
export interface Lobby {
  categories: LobbyCategory[];
  /** Every vendor of every category, in ordinal order (S3 "allVendors"). */
  allVendors: LobbyVendor[];
  /** Vendor code (merged codes included) -> its category (S3 "mapping"). */
  categoryOfVendor: Record<string, string>;
}

/** S9: one ordinal per category, 100, 200, 300... in the order the structure gives them. */
export function categoryOrdinals(titles: readonly string[]): Record<string, number> {
  return Object.fromEntries(titles.map((t, i) => [t, VENDOR_ORDINAL_START + VENDOR_ORDINAL_STEP * i]));
}

/**
 * S9: the ordinal of a game classification: a category's own, or an alias's (ELOTTO = ELOTT,
 * SEA_LOTT = ELOTT + 5, VIETNAM_LOTTO = LOTT + 1); unknown ones sort after everything.
 */
export function classifyOrdinal(classify: string, ordinals: Readonly<Record<string, number>>): number {
  if (classify in ordinals) return ordinals[classify]!;
  const alias = CLASSIFY_ORDINAL_ALIASES[classify];
  if (alias && alias.of in ordinals) return ordinals[alias.of]! + alias.plus;
  return Number.MAX_SAFE_INTEGER;
}

/** S9: "Vendor codes RNG and PVP merge into TCG." */
export const mergedCode = (code: string): string => MERGED_VENDOR_CODES[code] ?? code;

/** A category's vendors: merged codes folded into one card, sorted by ordinal then by arrival. */
function vendorsOf(cards: readonly VendorCard[], category: string, ordinals: Record<string, number>): LobbyVendor[] {
  const byCode = new Map<string, LobbyVendor & { arrival: number }>();
  cards.forEach((card, arrival) => {
    const code = mergedCode(card.accountTypeName);
    const ordinal = classifyOrdinal(card.gameClassify || category, ordinals);
    const have = byCode.get(code);
    if (have) {
      if (card.gameCount !== undefined) have.gameCount = (have.gameCount ?? 0) + card.gameCount;
      have.freeplay ||= card.freeplay;
      have.ordinal = Math.min(have.ordinal, ordinal);
      if (!have.codes.includes(card.accountTypeName)) have.codes.push(card.accountTypeName);
      return;
    }
    byCode.set(code, {
      code,
      // A merged vendor is named after the vendor it merges into, when that vendor has a card.
      name: code === card.accountTypeName ? card.displayName : code,
      category,
      ordinal,
      freeplay: card.freeplay,
      ...(card.gameCount !== undefined ? { gameCount: card.gameCount } : {}),
      codes: [card.accountTypeName],
      arrival,
    });
  });
  for (const card of cards) {
    const v = byCode.get(card.accountTypeName);
    if (v && v.code === card.accountTypeName) v.name = card.displayName;
  }
  return [...byCode.values()]
    .sort((a, b) => a.ordinal - b.ordinal || a.arrival - b.arrival)
    .map(({ arrival: _arrival, ...v }) => v);
}

export function deriveLobby(structure: VendorStructure): Lobby {
  const titles = structure.categories.map((c) => c.title);
  const ordinals = categoryOrdinals(titles);
  const categories = structure.categories
    .map((c) => ({ code: c.title, ordinal: ordinals[c.title]!, vendors: vendorsOf(c.cards, c.title, ordinals) }))
    .sort((a, b) => a.ordinal - b.ordinal);
  const allVendors = categories.flatMap((c) => c.vendors).sort((a, b) => a.ordinal - b.ordinal);
  const categoryOfVendor: Record<string, string> = {};
  for (const v of allVendors) for (const code of [v.code, ...v.codes]) categoryOfVendor[code] ??= v.category;
  return { categories, allVendors, categoryOfVendor };
}
