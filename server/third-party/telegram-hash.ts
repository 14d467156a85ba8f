/**
 * The messaging app's login check, exactly as Telegram specifies it
 * (core.telegram.org/widgets/login, "Checking authorization"): the data check string is every
 * received field but hash, as key=value lines sorted by key; the secret key is SHA-256 of the bot
 * token; the hash is the hex HMAC-SHA-256 of the string under that key. Compared in constant
 * time; auth_date must be recent. The stand-in auth page signs with the same function.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How old a login proof may be (Telegram leaves the window to the site): one day. */
export const TELEGRAM_AUTH_MAX_AGE_S = 86_400;
/** A proof dated this far in the future is refused (clock skew allowance). */
export const TELEGRAM_CLOCK_SKEW_S = 60;

export interface TelegramUser {
  id: string;
  firstName: string;
  lastName?: string;
  username?: string;
  authDate: number;
  hash: string;
}
export type TelegramCheck = { ok: true; user: TelegramUser } | { ok: false; reason: 'malformed' | 'hash' | 'expired' };

type Fields = Record<string, string | number>;

export function dataCheckString(fields: Readonly<Fields>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
}

export function telegramHash(fields: Readonly<Fields>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

/** The fields as Telegram sends them: flat strings and numbers only, an integer id and auth_date, a hex hash. */
function asFields(auth: unknown): Fields | undefined {
  if (!auth || typeof auth !== 'object' || Array.isArray(auth)) return undefined;
  const out: Fields = {};
  for (const [k, v] of Object.entries(auth)) {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    out[k] = v;
  }
  const ok =
    /^\d{1,20}$/.test(String(out.id ?? '')) &&
    /^\d{1,12}$/.test(String(out.auth_date ?? '')) &&
    typeof out.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(out.hash);
  return ok ? out : undefined;
}

export function checkTelegramAuth(
  auth: unknown,
  botToken: string,
  nowMs: number,
  maxAgeS = TELEGRAM_AUTH_MAX_AGE_S,
): TelegramCheck {
  const f = asFields(auth);
  if (!f) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(telegramHash(f, botToken), 'hex');
  const given = Buffer.from(String(f.hash), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'hash' };
  const age = Math.floor(nowMs / 1000) - Number(f.auth_date);
  if (age > maxAgeS || age < -TELEGRAM_CLOCK_SKEW_S) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    user: {
      id: String(f.id),
      firstName: String(f.first_name ?? ''),
      ...(f.last_name !== undefined ? { lastName: String(f.last_name) } : {}),
      ...(f.username !== undefined ? { username: String(f.username) } : {}),
      authDate: Number(f.auth_date),
      hash: String(f.hash),
    },
  };
}
