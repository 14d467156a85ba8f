/**
 * The remembered credential (A3, A4, A5): {type, username or mobileNum, password, merchant}, the
 * password double Base64 encoded with a random salt key kept separately. This keeps it from
 * reading as plain text in storage; it is not encryption, and it is only stored when the merchant's
 * auto-login option is on and the player ticked remember-me.
 */
import { utf8ToBase64 as b64, base64ToUtf8 as unb64 } from '../../core/base64.ts';
import { STORAGE_KEYS } from '../../core/spec-constants.ts';
import { local, type SafeStorage } from './storage.ts';

export interface Remembered {
  type: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  password?: string;
  merchant: string;
}

function saltKey(store: SafeStorage): string {
  let key = store.get(STORAGE_KEYS.rememberKey);
  if (!key || !/^[A-Za-z0-9]{12}$/.test(key)) {
    key = Array.from(
      crypto.getRandomValues(new Uint8Array(12)),
      (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62],
    ).join('');
    store.set(STORAGE_KEYS.rememberKey, key);
  }
  return key;
}

export const encodePassword = (password: string, salt: string) => b64(`${salt}${b64(password)}`);
export function decodePassword(encoded: string, salt: string): string | undefined {
  try {
    const inner = unb64(encoded);
    return inner.startsWith(salt) ? unb64(inner.slice(salt.length)) : undefined;
  } catch {
    return undefined;
  }
}

/** Captcha and identity-provider fields never reach storage: only these are kept. */
export function saveRemembered(r: Remembered, store: SafeStorage = local): void {
  const salt = saltKey(store);
  const kept = {
    type: r.type,
    merchant: r.merchant,
    ...(r.username ? { username: r.username } : {}),
    ...(r.mobileNum ? { mobileNum: r.mobileNum } : {}),
    ...(r.password ? { password: encodePassword(r.password, salt) } : {}),
  };
  store.setJson(STORAGE_KEYS.remembered, kept);
}

export function loadRemembered(store: SafeStorage = local): Remembered | null {
  const r = store.getJson<Remembered>(STORAGE_KEYS.remembered);
  if (!r || typeof r !== 'object') return null;
  if (r.password) {
    const salt = store.get(STORAGE_KEYS.rememberKey);
    const pw = salt ? decodePassword(r.password, salt) : undefined;
    if (pw === undefined) delete r.password;
    else r.password = pw;
  }
  return r;
}

export function clearRemembered(store: SafeStorage = local): void {
  store.remove(STORAGE_KEYS.remembered);
}

/** A4 auto-login flag: '0' turns auto login off (token_ip_different). */
export const autoLoginDisabled = (store: SafeStorage = local) => store.get(STORAGE_KEYS.autoLogin) === '0';
export const disableAutoLogin = (store: SafeStorage = local) => store.set(STORAGE_KEYS.autoLogin, '0');
export const enableAutoLogin = (store: SafeStorage = local) => store.remove(STORAGE_KEYS.autoLogin);
