/**
 * What `tenant init` writes: a new tenant folder made from _base or from an existing tenant, with
 * its own id, name, merchant code, hosts, brand texts, placeholder logo and demo accounts. Pure
 * transformations plus one function that writes the folder; init.ts decides where (a temporary
 * folder first) and validates before anything becomes visible.
 */
import { isObject as isObj } from '../../src/core/guards.ts';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { BASE_ID } from '../../src/core/tooling/tenant-files.ts';
import { PROMOTION_KEYS } from '../../src/core/spec-constants.ts';

type Json = Record<string, unknown>;
const readJsonFile = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJsonFile = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value, null, 2) + '\n');

export interface ScaffoldOptions {
  /** Where the tenants are read from (the source and _base). */
  root: string;
  from: string;
  id: string;
  name: string;
  /** Exact hosts and ".suffix" hosts; `<id>.localhost` is always first. */
  hosts: string[];
  /** Declared languages; default: the source's. Each must have a translation file to start from. */
  languages?: string[];
  /** theme.colors.primary of the new tenant (the logo is drawn in it). */
  primary?: string;
}

export const merchantCodeOf = (id: string) => id.replace(/-/g, '').toUpperCase();
export const nameOf = (id: string) =>
  id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

const xml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface LogoColors {
  primary: string;
  onPrimary: string;
  text: string;
}

/**
 * A 160x48 placeholder logo: the initial on a rounded square in the primary colour and the name
 * beside it, shrunk to fit (about 0.6 em per character), so the header shows the tenant, not its source.
 */
export function placeholderLogo(name: string, c: LogoColors): string {
  const size = Math.max(8, Math.min(18, Math.floor(104 / (0.6 * Math.max(1, name.length)))));
  const initial = xml([...name.trim()][0]?.toUpperCase() ?? '?');
  // As wide as the artwork (about 0.62 em per bold character), so the image box centres it.
  const width = Math.min(160, Math.ceil(50 + 0.62 * size * name.length + 4));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${xml(name)}">` +
    `<rect x="2" y="4" width="40" height="40" rx="10" fill="${c.primary}"/>` +
    `<text x="22" y="32" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="22" font-weight="800" fill="${c.onPrimary}" text-anchor="middle">${initial}</text>` +
    `<text x="50" y="${24 + Math.round(size / 3)}" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="${size}" font-weight="800" fill="${c.text}">${xml(name)}</text>` +
    `</svg>\n`
  );
}

/** The 64x64 icon (favicon, splash, home-screen icon): the initial on the primary colour. */
export function placeholderIcon(name: string, c: LogoColors): string {
  const initial = xml([...name.trim()][0]?.toUpperCase() ?? '?');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${c.primary}"/>` +
    `<text x="32" y="44" font-family="sans-serif" font-size="34" font-weight="700" fill="${c.onPrimary}" text-anchor="middle">${initial}</text>` +
    `</svg>\n`
  );
}

export interface Rebrand {
  fromId: string;
  /** The source's names as players read them (tenant name, brand appName). */
  fromNames: string[];
  id: string;
  name: string;
}

const replaceNames = (text: string, r: Rebrand) => r.fromNames.reduce((t, n) => t.split(n).join(r.name), text);
/** An id as the first segment of an i18n key, which has no hyphens: "fire-dragon" -> "fireDragon". */
export const keyPrefixOf = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** Tenant-specific keys carry the tenant's id as prefix ("lotus.loginTitle"): they move to the new id. */
const renameKey = (key: string, r: Rebrand) => {
  const from = `${keyPrefixOf(r.fromId)}.`;
  return key.startsWith(from) ? `${keyPrefixOf(r.id)}.${key.slice(from.length)}` : key;
};

/**
 * The source's translations as the new tenant's: tenant keys renamed, the source's name replaced by
 * the new one. A brand text (its English names the source) whose translation does not contain the
 * name as written (a localised brand such as 龙彩) takes the new English text: a brand name is not
 * translated, and the source's would be wrong.
 */
export function rebrandTranslations(
  tables: Record<string, Record<string, string>>,
  r: Rebrand,
): Record<string, Record<string, string>> {
  const english = tables.EN ?? {};
  const brandKeys = new Set(Object.keys(english).filter((k) => r.fromNames.some((n) => english[k]!.includes(n))));
  const out: Record<string, Record<string, string>> = {};
  for (const [lang, table] of Object.entries(tables)) {
    const next: Record<string, string> = {};
    for (const [key, text] of Object.entries(table)) {
      const named = r.fromNames.some((n) => text.includes(n));
      next[renameKey(key, r)] =
        lang !== 'EN' && brandKeys.has(key) && !named ? replaceNames(english[key]!, r) : replaceNames(text, r);
    }
    out[lang] = next;
  }
  return out;
}

/** A JSON value with every string inside it passed through `f` (keys stay). */
function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** Every string of a screen or template that is one of the renamed keys follows the rename. */
const renameKeysIn = (value: unknown, keys: Set<string>, r: Rebrand) =>
  mapStrings(value, (s) => (keys.has(s) ? renameKey(s, r) : s));

/** Texts players read in the sandbox's content (announcements, promotions) name the new tenant. */
const replaceNamesDeep = (value: unknown, r: Rebrand) => mapStrings(value, (s) => replaceNames(s, r));

const asset = (id: string, file: string) => `/tenants/${id}/assets/${file}`;

/** A tenant's own demo accounts: the source's, renamed to the new id ("lotusplayer" -> "tigerplayer"). */
const ownUsername = (u: string, r: Rebrand) => username(r.id, u.startsWith(r.fromId) ? u.slice(r.fromId.length) : u);
function ownAccounts(accounts: Json[], r: Rebrand): Json[] {
  return accounts.map((a) => ({ ...a, username: ownUsername(String(a.username), r) }));
}
/** The source's sign-in test users, bound to the renamed accounts. */
const ownIdentities = (identities: Json[], r: Rebrand): Json[] =>
  identities.map((i) => (i.boundTo ? { ...i, boundTo: ownUsername(String(i.boundTo), r) } : i));
/** A bot of its own (the operator puts the merchant's real bot token here): no two tenants sign with one bot. */
const newBotToken = () => `${randomInt(1e9, 1e10)}:AAH${randomBytes(27).toString('base64url')}`;
/** Usernames are 4-20 of [a-zA-Z0-9_]: the id without hyphens, cut so the role suffix fits. */
const username = (id: string, suffix: string) =>
  id.replace(/-/g, '').slice(0, Math.max(0, 20 - suffix.length)) + suffix;

/** Game ids taking one of each category in turn, in catalogue order. */
export function roundRobin(games: { id: string; category: string }[]): string[] {
  const byCategory = new Map<string, string[]>();
  for (const g of games) byCategory.set(g.category, [...(byCategory.get(g.category) ?? []), g.id]);
  const queues = [...byCategory.values()];
  const out: string[] = [];
  for (let i = 0; out.length < games.length; i++) for (const q of queues) if (q[i]) out.push(q[i]!);
  return out;
}

/** The merchant country of a tenant made from _base (the operator edits it in sandbox.json). */
const MERCHANT_COUNTRY = {
  countryCode: 'VN',
  countryDialingCode: '84',
  currency: 'VND',
  currencySymbol: '₫',
  currencyPosition: 'after',
};

function sandboxFor(
  o: ScaffoldOptions,
  source: Json | undefined,
  baseContent: { games: { id: string; category: string }[]; countries: unknown },
  r: Rebrand,
): Json {
  const { games: baseGames, countries: baseCountries } = baseContent;
  const code = merchantCodeOf(o.id);
  const own = {
    merchantCode: code,
    domainRoute: { domainList: o.hosts.filter((h) => !h.startsWith('.')).map((domainName) => ({ domainName })) },
    mobileTemplate: {
      h5_logo: asset(o.id, 'logo.svg'),
      favicon: asset(o.id, 'icon.svg'),
      splash: asset(o.id, 'icon.svg'),
      apple_touch_icon: asset(o.id, 'icon.svg'),
    },
  };
  const secrets = { defaultPassword: `${o.id}-welcome` };
  if (!source) {
    const account = (username: string, password: string, customerType: number) => ({
      username,
      password,
      customerType,
      firstTimeLogin: false,
      passwordExpired: false,
      verify: { email: false, authenticator: false, sms: false },
      clubLabel: null,
    });
    return {
      $schema: '../../schemas/sandbox.schema.json',
      merchantConfig: own,
      secrets,
      accounts: [account(username(o.id, 'player'), 'player123', 0), account(username(o.id, 'agent'), 'agent123', 1)],
      content: {
        // The lobby's hot row is not empty on the first start: one game of each category in turn.
        hotGames: roundRobin(baseGames).slice(0, 8),
        country: { ...MERCHANT_COUNTRY, countries: baseCountries },
        // No promotion runs yet: the operator turns them on (the promotions page says there are none).
        promotions: Object.fromEntries(PROMOTION_KEYS.map((k) => [k, { enabled: false, count: 0 }])),
      },
    };
  }
  const mc = replaceNamesDeep(source.merchantConfig, r) as Json;
  // A line channel of its own: the client id names one merchant's channel.
  if (isObj(mc.gw) && mc.gw.LINE_CLIENT_ID) mc.gw = { ...mc.gw, LINE_CLIENT_ID: String(randomInt(1e9, 1e10)) };
  // Ad pixels are the merchant's own accounts: a copy would report its players to the source's pixels.
  if (isObj(mc.analytics)) {
    const { consent, scripts } = mc.analytics;
    mc.analytics = { ...(consent ? { consent } : {}), ...(scripts ? { scripts } : {}) };
  }
  const resources = Array.isArray(mc.resources)
    ? mc.resources.map((res: Json) => ({
        ...res,
        // The source's file names (/downloads/lotus.apk, /downloads/lotus-play-ios) become the new tenant's.
        url: String(res.url).replace(new RegExp(`/${o.from}(?=[.-])`), `/${o.id}`),
      }))
    : undefined;
  return {
    ...source,
    merchantConfig: { ...mc, ...own, ...(resources ? { resources } : {}) },
    secrets:
      isObj(source.secrets) && source.secrets.telegramBotToken
        ? { ...secrets, telegramBotToken: newBotToken() }
        : secrets,
    accounts: ownAccounts((source.accounts ?? []) as Json[], r),
    ...(source.identities ? { identities: ownIdentities(source.identities as Json[], r) } : {}),
    content: replaceNamesDeep(source.content, r),
  };
}

/** Which language files to write: the requested ones, each of which the source must be able to give. */
export function pickLanguages(available: string[], requested: string[] | undefined, from: string): string[] {
  const langs = requested ?? available;
  const missing = langs.filter((l) => l !== 'EN' && !available.includes(l));
  if (missing.length)
    throw new Error(
      `"${from}" has no ${missing.join(', ')} translations to start from (it has ${available.join(', ')}); ` +
        `init with those, then add i18n/<LANG>.json and list the language`,
    );
  return langs.includes('EN') ? langs : ['EN', ...langs];
}

/** Writes the new tenant into `dir` (which must not exist yet). */
export function writeTenant(dir: string, o: ScaffoldOptions): void {
  const fromBase = o.from === BASE_ID;
  const src = join(o.root, o.from);
  const base = readJsonFile(join(o.root, BASE_ID, 'tenant.json'));
  const tenant = readJsonFile(join(src, 'tenant.json'));
  const brand = isObj(tenant.brand) ? tenant.brand : {};
  const fromNames = [tenant.name, brand.appName].filter((n): n is string => typeof n === 'string' && n.length > 0);
  const r: Rebrand = { fromId: o.from, fromNames: [...new Set(fromNames)], id: o.id, name: o.name };

  const i18nDir = join(src, 'i18n');
  const sourceTables: Record<string, Record<string, string>> = {};
  if (!fromBase && existsSync(i18nDir))
    for (const f of readdirSync(i18nDir).filter((f) => f.endsWith('.json'))) {
      const { $schema: _s, ...table } = readJsonFile(join(i18nDir, f));
      sourceTables[f.slice(0, -5)] = table as Record<string, string>;
    }
  const sourceLanguages = fromBase ? ['EN'] : ((tenant.languages ?? base.languages ?? ['EN']) as string[]);
  const languages = pickLanguages(
    fromBase ? ['EN'] : sourceLanguages.filter((l) => l === 'EN' || sourceTables[l]),
    o.languages,
    o.from,
  );

  const colors: Record<string, string> = {
    ...((base.theme as Json).colors as Record<string, string>),
    ...(isObj(tenant.theme) && isObj(tenant.theme.colors) ? (tenant.theme.colors as Record<string, string>) : {}),
    ...(o.primary ? { primary: o.primary } : {}),
  };
  // From _base only what the new tenant sets itself; from a tenant its settings, screens and menus
  // (not its device host: one of the source's hosts, which the new tenant does not serve).
  const {
    $schema: _s,
    id: _i,
    name: _n,
    merchantCode: _m,
    hosts: _h,
    deviceHost: _d,
    languages: _l,
    brand: _b,
    ...rest
  } = tenant;
  const kept = fromBase ? {} : rest;
  if (o.primary)
    kept.theme = { ...(isObj(kept.theme) ? kept.theme : {}), colors: fromBase ? { primary: o.primary } : colors };
  const next = {
    $schema: '../../schemas/tenant.schema.json',
    id: o.id,
    name: o.name,
    merchantCode: merchantCodeOf(o.id),
    hosts: o.hosts,
    languages,
    ...kept,
    brand: {
      ...brand,
      appName: o.name,
      logo: asset(o.id, 'logo.svg'),
      favicon: asset(o.id, 'icon.svg'),
      splash: asset(o.id, 'icon.svg'),
    },
  };

  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeJsonFile(join(dir, 'tenant.json'), next);
  const logoColors = { primary: colors.primary!, onPrimary: colors.onPrimary!, text: colors.text! };
  writeFileSync(join(dir, 'assets', 'logo.svg'), placeholderLogo(o.name, logoColors));
  writeFileSync(join(dir, 'assets', 'icon.svg'), placeholderIcon(o.name, logoColors));

  // Translations: the source's rebranded, or (from _base) the one brand text _base leaves generic.
  const tables = fromBase
    ? { EN: { 'home.welcome': `Welcome to ${o.name}` } }
    : rebrandTranslations(Object.fromEntries(Object.entries(sourceTables).filter(([l]) => languages.includes(l))), r);
  mkdirSync(join(dir, 'i18n'));
  for (const [lang, table] of Object.entries(tables))
    writeJsonFile(join(dir, 'i18n', `${lang}.json`), {
      $schema: '../../../schemas/translations.schema.json',
      ...table,
    });

  if (!fromBase) {
    const keys = new Set(Object.values(sourceTables).flatMap((t) => Object.keys(t)));
    for (const folder of ['screens', 'templates']) {
      if (!existsSync(join(src, folder))) continue;
      mkdirSync(join(dir, folder));
      for (const f of readdirSync(join(src, folder)).filter((f) => f.endsWith('.json')))
        writeJsonFile(join(dir, folder, f), renameKeysIn(readJsonFile(join(src, folder, f)), keys, r));
    }
    // Other assets (banners, images a screen names) come along; the brand's own are redrawn above.
    const brandFiles = new Set(
      Object.values(brand)
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.split('/').pop()),
    );
    if (existsSync(join(src, 'assets')))
      for (const f of readdirSync(join(src, 'assets')).filter((f) => !brandFiles.has(f)))
        cpSync(join(src, 'assets', f), join(dir, 'assets', f), { recursive: true });
  }

  const sourceSandbox = fromBase ? undefined : readJsonFile(join(src, 'sandbox.json'));
  const baseSandbox = readJsonFile(join(o.root, BASE_ID, 'sandbox.json'));
  const content = (baseSandbox.content ?? {}) as Json;
  const games = (content.games ?? []) as { id: string; category: string }[];
  const countries = (isObj(content.country) ? content.country.countries : undefined) ?? [];
  writeJsonFile(join(dir, 'sandbox.json'), sandboxFor(o, sourceSandbox, { games, countries }, r));
}
