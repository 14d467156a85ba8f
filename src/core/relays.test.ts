import { describe, it, expect } from 'vitest';
import { RELAYS, isRelayName, type RelayName } from './relays.ts';
import { RELAY_DOCS } from './relay-docs.ts';

const names = Object.keys(RELAYS) as RelayName[];
const where = (
  p: (r: {
    method: string;
    auth: string;
    cache?: boolean;
    ext?: boolean;
    concurrency?: number;
    noBody?: boolean;
  }) => boolean,
) => names.filter((n) => p(RELAYS[n])).sort();

describe('relay catalogue (S7)', () => {
  it('the relays that carry the image ext are exactly the nine S7 lists', () => {
    // "announcements, favourite games, game list, recent games, hot games, rank list, game vendor and new game vendor"
    expect(where((r) => !!r.ext)).toEqual(
      [
        'MCSFE_getListAnnouncements',
        'CCSFE_getListAnnouncements',
        'MCSFE_getFavoriteGamesList',
        'GCSGAME_gameList',
        'GCS_recentGame',
        'GCSGAME_hotGamesV2',
        'GCSGAME_getRankList',
        'GCSGAME_gameVendor',
        'GCSGAME_newGameVendor',
      ].sort(),
    );
  });
  it('the game list runs 2 at a time; every other relay has the path group default', () => {
    expect(where((r) => r.concurrency !== undefined)).toEqual(['GCSGAME_gameList']);
    expect(RELAYS.GCSGAME_gameList.concurrency).toBe(2);
  });
  it('S6: available promotions go without authorisation; the writes and member data need a session', () => {
    expect(RELAYS.MCSFE_getMerchantAvailablePromotions.auth).toBe('none');
    // The methods the real client sends (fcm-unsubscribe-delete: DELETE; favourites: POST and DELETE).
    expect(where((r) => r.method === 'POST')).toEqual(
      [
        'CSP_fcmBind',
        'CSP_fcmSubscribe',
        'WPSCORE_saveMemberInfoByAuthKey',
        'MCSFE_addFavoriteGameV2',
        'MCSFE_uploadPlayerAvatar',
        'PROMOFE_claimPromoCode',
        'WPS3RD_verifyLineCode',
      ].sort(),
    );
    expect(where((r) => r.method === 'DELETE')).toEqual(['CSP_fcmUnsubscribe', 'MCSFE_removeFavoriteGameV2'].sort());
    expect(where((r) => r.method === 'PUT')).toEqual([]);
    // save-authkey-returns-key: the one call that sends no body.
    expect(where((r) => !!r.noBody)).toEqual(['WPSCORE_saveMemberInfoByAuthKey']);
    // The line exchange is how a visitor becomes a member: a POST keeps the verifier and the token out of URLs.
    expect(where((r) => r.method !== 'GET' && r.auth !== 'member')).toEqual(['WPS3RD_verifyLineCode']);
    expect(RELAYS.CBS_unreadCount.auth).toBe('member');
    expect(RELAYS.EMFE_getInboxUnreadCount.auth).toBe('member');
    expect(RELAYS.MCSFE_getDepositSettings.auth).toBe('member');
    expect(RELAYS.MCSFE_getReferralDetails.auth).toBe('member');
    expect(RELAYS.MCSFE_getListAnnouncements.cache).toBe(true); // S7 "(...; cached)"
  });
  it('only own entries are relays', () => {
    expect(isRelayName('CBS_unreadCount')).toBe(true);
    for (const n of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '']) expect(isRelayName(n)).toBe(false);
  });
  it('every relay is documented', () => {
    expect(Object.keys(RELAY_DOCS).sort()).toEqual([...names].sort());
  });
});
