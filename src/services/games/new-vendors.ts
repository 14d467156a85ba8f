/**
 * S7 GCSGAME_newGameVendor (docs/decisions.md): the vendors the merchant added lately, for the
 * lobby's NEW marks. Its own module: only the lobby loads it (services/content/content.ts is on every
 * first screen).
 */
import { wps } from '../http/instance.ts';
import { mergedCode } from './vendors.ts';
import { readVendorLanes } from '../wire/games.ts';
import { GAME_PLATFORM } from '../../core/spec-constants.ts';

let newVendors: Promise<ReadonlySet<string>> | undefined;
/**
 * S7 GCSGAME_newGameVendor: the vendors the merchant added lately (docs/decisions.md), as lobby
 * codes (merged codes folded as the lobby folds them), once per visit; a failure marks none and is
 * asked again next time.
 */
export function loadNewVendors(): Promise<ReadonlySet<string>> {
  newVendors ??= wps()
    .relay('GCSGAME_newGameVendor', { platform: GAME_PLATFORM }, { quiet: true })
    .then(
      (v) =>
        new Set(readVendorLanes(v).categories.flatMap((c) => c.cards.map((card) => mergedCode(card.accountTypeName)))),
    )
    .catch(() => {
      newVendors = undefined;
      return new Set<string>();
    });
  return newVendors;
}
