/**
 * S7 relay calls (/wps/relay/<NAME>), answered from the tenant's sandbox.json content and the
 * database. The catalogue (src/core/relays.ts) says which relays exist, their method and who may
 * call them; TypeScript makes this table answer every one of them with the catalogue's shape.
 */
import { captchaPolicy } from '../../src/core/captcha-policy.ts';
import { consumeCaptcha, CAPTCHA_FAILURES } from '../captcha-result.ts';
import type { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { ok, fail, memberOf, jsonBody, str, type Deps, type Env, type Ctx } from '../context.ts';
import { botId } from '../third-party/telegram.ts';
import { exchangeLineCode, exchangeLineAccessToken } from '../third-party/line.ts';
import { standInHost } from '../third-party/hosts.ts';
import { RELAYS, isRelayName, type RelayName, type RelayAnswer } from '../../src/core/relays.ts';
import { gamesOf, vendorStructure, bannersOf, rankList } from '../content.ts';
import { gamePageUrl } from './pages.ts';
import { referralInfo, redeemPromoCode, accountOf, depositsOf } from '../member-centre.ts';
import type { Member } from '../store/members.ts';
import { parseJson, parseStored, Refusal } from '../json-guard.ts';

type Input = Record<string, unknown>;
/** An error answer (code, message) instead of a value. */
type RelayError = { error: [string, string] | [string, string, 400 | 403] };
type Handler<N extends RelayName> = (c: Ctx, input: Input, member: Member | undefined) => RelayAnswer<N> | RelayError;
type Handlers = { [N in RelayName]: Handler<N> };

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const page = <T>(items: T[], q: Input) => {
  const size = Math.min(Math.max(Number(q.pageSize ?? q.size ?? 20) || 20, 1), 100);
  const pageNo = Math.max(Number(q.page ?? q.pageNo ?? 1) || 1, 1);
  return { list: items.slice((pageNo - 1) * size, pageNo * size), total: items.length, page: pageNo, pageSize: size };
};
/** The trial launch's captcha result from its query: v3 fields as they are, v4's object from its JSON text. */
function trialProof(q: Record<string, unknown>): Record<string, unknown> {
  if (typeof q.geetestValidateV4 !== 'string') return q;
  try {
    return { ...q, geetestValidateV4: parseJson(q.geetestValidateV4, 'geetestValidateV4') };
  } catch (e) {
    // Not JSON is a wrong captcha result (captcha.invalid); too long or too deep is refused as such.
    if (e instanceof Refusal && e.code === 'request.json.invalid') return { ...q, geetestValidateV4: {} };
    throw e;
  }
}

export function relayRoutes(app: Hono<Env>, deps: Deps) {
  // With the test controls' replaced lists (a merchant's new banners).
  const content = (c: Ctx) => deps.tenants.content(c.get('tenant'));
  const games = (c: Ctx, q: Input) => gamesOf(content(c), text(q.ext));
  const announcements = (c: Ctx, q: Input) =>
    (content(c).announcements ?? []).filter(
      (a) =>
        (!text(q.types) || text(q.types)!.split(',').includes(a.type)) &&
        (!text(q.category) || a.category === q.category),
    );
  const merchant = (c: Ctx) => c.get('tenant').merchantCode;
  const account = (c: Ctx, m: Member) => accountOf(c.get('tenant').data.accounts, m);
  const pushRow = (c: Ctx, token: string) =>
    deps.db
      .prepare('SELECT topics FROM push_bindings WHERE merchant = ? AND registration_token = ?')
      .get(c.get('tenant').merchantCode, token) as { topics: string } | undefined;

  const HANDLERS: Handlers = {
    CBS_launchChat: (_c, q) => {
      const page = new URLSearchParams({
        desk: text(q.b2c) ?? '',
        title: text(q.title) ?? '',
        language: text(q.language) ?? 'EN',
        backUrl: text(q.backUrl) ?? '/m/home',
      });
      return { url: `/__chat/?${page}` };
    },
    CBS_unreadCount: (c, _q, m) => ({ count: account(c, m!)?.unread ?? 0 }),
    MCSFE_getMerchantAvailablePromotions: (c) => content(c).promotions,
    MCSFE_getListAnnouncements: (c, q) => announcements(c, q),
    CCSFE_getListAnnouncements: (c, q) => announcements(c, q),
    MCSFE_getFavoriteGamesList: (c, q, m) => {
      const all = games(c, q);
      return deps.members
        .favourites(m!.id)
        .map((id) => all.find((g) => g.id === id))
        .filter((g) => g !== undefined);
    },
    GCS_gameTrialLaunch: (c, q) => {
      const g = content(c).games.find((x) => x.id === q.gameId);
      if (!g || !g.trial) return { error: ['game.trial.unavailable', 'This game has no trial play.'] };
      if (captchaPolicy(deps.tenants.merchantConfig(c.get('tenant'))).trialGame) {
        const check = consumeCaptcha(deps.codes, merchant(c), trialProof(q));
        if (check !== 'ok') return { error: CAPTCHA_FAILURES[check] };
      }
      return {
        gameUrl: gamePageUrl(merchant(c), { code: g.id, vendor: g.vendor, mode: 'trial' }),
      };
    },
    GCSGAME_gameList: (c, q) =>
      page(
        games(c, q).filter(
          (g) => (!text(q.category) || g.category === q.category) && (!text(q.vendor) || g.vendor === q.vendor),
        ),
        q,
      ),
    GCS_recentGame: (c, q, m) => {
      const rows = deps.db
        .prepare('SELECT game_id FROM recent_games WHERE member_id = ? ORDER BY played_at DESC LIMIT 20')
        .all(m!.id) as { game_id: string }[];
      const all = games(c, q);
      return rows.map((r) => all.find((g) => g.id === r.game_id)).filter((g) => g !== undefined);
    },
    GCSGAME_hotGamesV2: (c, q) => {
      const all = games(c, q);
      const hot = (content(c).hotGames ?? []).map((id) => all.find((g) => g.id === id)).filter((g) => g !== undefined);
      return hot.slice(0, Math.min(Math.max(Number(q.size ?? 20) || 20, 1), 50));
    },
    GCSGAME_getRankList: (c, q) =>
      rankList(deps.db, merchant(c), content(c), Number(q.size ?? 10) || 10).map((r) => ({
        ...r,
        image: games(c, q).find((g) => g.id === r.gameId)?.image ?? r.image,
      })),
    GCSGAME_gameVendor: (c) => vendorStructure(content(c)),
    GCSGAME_newGameVendor: (c) => vendorStructure(content(c), true),
    MCSFE_getPlayerRankProgress: (c, _q, m) => {
      const p = m!.clubLabel ? account(c, m!)?.vipProgress : undefined;
      return {
        completedConditions: p?.completedConditions ?? 0,
        totalExpectedConditions: p?.totalExpectedConditions ?? 0,
        labelId: m!.clubLabel?.labelId ?? null,
      };
    },
    PAYFE_getDepositSetting: (c, _q, m) => depositsOf(deps.db, account(c, m!), m!),
    MCSFE_getReferralInfo: (_c, _q, m) => referralInfo(deps.db, m!),
    PROMOFE_redeemPromoCode: (c, b, m) => {
      const r = redeemPromoCode(deps.db, content(c), m!, str(b.code) ?? '', deps.now());
      return r.ok ? { code: r.code, bonus: r.bonus, currency: r.currency } : { error: r.error };
    },
    WPSCORE_getCustomerServiceScript: (c) => deps.tenants.merchantConfig(c.get('tenant')).customerService,
    PROMOFE_getPromotionAnnouncementCategory: (c) =>
      [
        ...new Set(
          content(c)
            .announcements.map((a) => a.category)
            .filter(Boolean),
        ),
      ].map((name) => ({ name })),
    GCSGAME_getGameMatchV2: (c) => content(c).matches ?? [],
    MCSFE_getBannerList: (c, q) => bannersOf(content(c), text(q.groupName)),
    MCSFE_saveFavoriteGame: (c, b, m) => {
      const id = str(b.gameId);
      if (!id || !content(c).games.some((g) => g.id === id))
        return { error: ['game.not.found', 'There is no such game.'] };
      if (typeof b.favourite !== 'boolean') return { error: ['favourite.invalid', 'favourite is true or false'] };
      deps.members.setFavourite(m!.id, id, b.favourite);
      return { favourites: deps.members.favourites(m!.id) };
    },
    WPSCORE_getDownloadSetting: (c) => {
      const t = deps.tenants.merchantConfig(c.get('tenant')).mobileTemplate;
      return { app_desc: t.app_desc, login_prompt_text: t.login_prompt_text };
    },
    PROMOFE_getPromoCodeEnable: (c) => ({ enabled: content(c).promotions.PROMOCODE?.enabled ?? false }),
    /** The bot id (the public part of the bot token) and where the messaging app's auth page is: the stand-in's host. */
    WPSCORE_getTelegramLoginSetting: (c) => {
      const id = botId(c.get('tenant'));
      return id
        ? { botId: id, authDomain: standInHost('telegram', c.req.header('Host')) }
        : { error: ['telegram.not.configured', 'Messaging-app login is not set up for this site.'] };
    },
    WPS3RD_refreshMayaTokens: (_c, q) => ({
      env: text(q.env) ?? 'sandbox',
      accessToken: randomBytes(16).toString('hex'),
      expiresIn: 3600,
    }),
    /** A7: the line code exchange (code, redirect; our contract adds the PKCE verifier and the nonce). */
    WPS3RD_verifyLineCode: (c, q) =>
      exchangeLineCode(deps, c.get('tenant'), {
        code: text(q.code),
        redirect: text(q.redirect),
        codeVerifier: text(q.codeVerifier),
        nonce: text(q.nonce),
      }),
    /** A7: the line session exchange by accessToken (a native app's line SDK; our contract). */
    WPS3RD_verifyLineAccessToken: (c, q) =>
      exchangeLineAccessToken(deps, c.get('tenant'), { accessToken: text(q.accessToken) }),
    CSP_fcmBind: (c, b, m) => {
      const token = str(b.registrationToken);
      if (!token) return { error: ['push.token.missing', 'registrationToken is required'] };
      deps.db
        .prepare(
          'INSERT INTO push_bindings (registration_token, merchant, member_id, topics, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (merchant, registration_token) DO UPDATE SET member_id = excluded.member_id',
        )
        .run(token, c.get('tenant').merchantCode, m!.id, '[]', deps.now());
      return { bound: true };
    },
    CSP_fcmSubscribe: (c, b) => {
      const token = str(b.registrationToken);
      const topic = str(b.topic);
      if (!token || !topic) return { error: ['push.params.invalid', 'registrationToken and topic are required'] };
      const row = pushRow(c, token);
      if (!row) return { error: ['push.not.bound', 'Bind the token first (CSP_fcmBind).'] };
      const topics = [...new Set([...parseStored<string[]>(row.topics), topic])];
      deps.db
        .prepare('UPDATE push_bindings SET topics = ? WHERE merchant = ? AND registration_token = ?')
        .run(JSON.stringify(topics), c.get('tenant').merchantCode, token);
      return { topics };
    },
    CSP_fcmUnsubscribe: (c, b) => {
      const token = str(b.registrationToken);
      if (!token) return { error: ['push.token.missing', 'registrationToken is required'] };
      const merchant = c.get('tenant').merchantCode;
      // S7: "unsubscribeAll default true"
      if (b.unsubscribeAll !== false)
        deps.db.prepare('DELETE FROM push_bindings WHERE merchant = ? AND registration_token = ?').run(merchant, token);
      else if (str(b.topic)) {
        const row = pushRow(c, token);
        if (row)
          deps.db
            .prepare('UPDATE push_bindings SET topics = ? WHERE merchant = ? AND registration_token = ?')
            .run(JSON.stringify(parseStored<string[]>(row.topics).filter((t) => t !== b.topic)), merchant, token);
      }
      return { unsubscribed: true };
    },
    WPSCORE_saveMemberInfoByAuthKey: (_c, b, m) => {
      const key = str(b.authKey);
      if (!key) return { error: ['chat.authkey.missing', 'authKey is required'] };
      deps.db
        .prepare(
          'INSERT INTO auth_keys (member_id, auth_key, saved_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET auth_key = excluded.auth_key, saved_at = excluded.saved_at',
        )
        .run(m!.id, key, deps.now());
      return { saved: true };
    },
  };

  const handle = async (c: Ctx) => {
    const name = c.req.param('name') ?? '';
    if (!isRelayName(name)) return fail(c, 'relay.not.found', `no relay call ${name}`, 404);
    const spec = RELAYS[name];
    if (spec.method !== c.req.method) return fail(c, 'relay.method', `${name} is called with ${spec.method}`, 405);
    let member: Member | undefined;
    if (spec.auth === 'member') {
      const r = memberOf(c, deps);
      if ('res' in r) return r.res;
      member = r.member;
    }
    const input = spec.method === 'GET' ? c.req.query() : await jsonBody(c);
    const value = (HANDLERS[name] as Handler<RelayName>)(c, input, member);
    const err = (value as Partial<RelayError> | null)?.error;
    return err ? fail(c, err[0], err[1], err[2]) : ok(c, value);
  };
  app.get('/wps/relay/:name', handle);
  app.post('/wps/relay/:name', handle);
}
