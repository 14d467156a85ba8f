import { describe, it, expect } from 'vitest';
import { checkTelegramAuth, dataCheckString, telegramHash, TELEGRAM_AUTH_MAX_AGE_S } from './telegram-hash.ts';

// Vectors computed outside this code, with openssl:
//   KEY=$(printf '%s' "$TOKEN" | openssl dgst -sha256 -hex)   # secret = SHA-256(bot token)
//   printf 'auth_date=...\n...' | openssl dgst -sha256 -mac HMAC -macopt hexkey:$KEY -hex
const TOKEN = '5000000001:AAE-telegram-test-vector-token-0123456789';
const A = { id: 7000001, first_name: 'Lan', username: 'lan_player', auth_date: 1700000000 };
const A_HASH = '5de50749eb400f7dd4261fec03a0b1f84f121931778c215da23e9b9ba1083107';
const B = {
  id: '7000001',
  first_name: 'Lan',
  last_name: 'Nguyễn',
  photo_url: 'https://t.me/i/userpic/320/lan.jpg',
  auth_date: '1700000000',
};
const B_HASH = '7829fb43fd21e34cfb3c1273c3ab68313e252eb20b33906b8ad3baac167c09b9';
const AT = 1700000000 * 1000 + 5000;

describe('the messaging-app login check (Telegram "Checking authorization")', () => {
  it('builds the data check string from sorted key=value lines without hash', () => {
    expect(dataCheckString({ ...A, hash: 'x' })).toBe(
      'auth_date=1700000000\nfirst_name=Lan\nid=7000001\nusername=lan_player',
    );
  });
  it('matches the openssl vectors (numbers and strings alike, UTF-8 names)', () => {
    expect(telegramHash(A, TOKEN)).toBe(A_HASH);
    expect(telegramHash(B, TOKEN)).toBe(B_HASH);
  });
  it('accepts the vectors and gives the user', () => {
    expect(checkTelegramAuth({ ...A, hash: A_HASH }, TOKEN, AT)).toEqual({
      ok: true,
      user: { id: '7000001', firstName: 'Lan', username: 'lan_player', authDate: 1700000000, hash: A_HASH },
    });
    expect(checkTelegramAuth({ ...B, hash: B_HASH }, TOKEN, AT).ok).toBe(true);
  });
  it('refuses a changed field, another bot token, or a changed hash', () => {
    expect(checkTelegramAuth({ ...A, id: 7000002, hash: A_HASH }, TOKEN, AT)).toEqual({ ok: false, reason: 'hash' });
    expect(checkTelegramAuth({ ...A, hash: A_HASH }, `${TOKEN}x`, AT)).toEqual({ ok: false, reason: 'hash' });
    const flipped = (A_HASH[0] === 'a' ? 'b' : 'a') + A_HASH.slice(1);
    expect(checkTelegramAuth({ ...A, hash: flipped }, TOKEN, AT)).toEqual({ ok: false, reason: 'hash' });
  });
  it(`refuses proofs older than ${TELEGRAM_AUTH_MAX_AGE_S} s (one day) or from the future`, () => {
    expect(TELEGRAM_AUTH_MAX_AGE_S).toBe(86_400);
    const day = 86_400_000;
    expect(checkTelegramAuth({ ...A, hash: A_HASH }, TOKEN, 1700000000 * 1000 + day).ok).toBe(true);
    expect(checkTelegramAuth({ ...A, hash: A_HASH }, TOKEN, 1700000000 * 1000 + day + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkTelegramAuth({ ...A, hash: A_HASH }, TOKEN, 1700000000 * 1000 - 61_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
  it('refuses what is not a flat proof', () => {
    for (const bad of [null, 'x', [], { ...A }, { ...A, hash: 'zz' }, { ...A, hash: A_HASH, extra: { a: 1 } }])
      expect(checkTelegramAuth(bad, TOKEN, AT)).toEqual({ ok: false, reason: 'malformed' });
  });
});
