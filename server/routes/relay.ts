/**
 * S7 relay calls (/wps/relay/<NAME>), answered in the real dialect (server/wire.ts) from the
 * tenant's sandbox.json content and the database. The catalogue (src/core/relays.ts) says which
 * relays exist, their method and who may call them; TypeScript makes this table answer every one
 * of them with the catalogue's shape (src/core/wire/answers.ts).
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
import { catalogueOf, gamesWhere, withExt, gameByNode, vendorStructure, rankList } from '../content.ts';
import { wireGame, wirePage, wireLanes, wireAnnouncement, wireBanner, wireMatches } from '../wire.ts';
import { gamePageUrl } from './pages.ts';
import { referralInfo, redeemPromoCode, accountOf, depositsOf } from '../member-centre.ts';
import type { Member } from '../store/members.ts';
import { parseJson, parseStored, Refusal } from '../json-guard.ts';
import { ANNOUNCEMENT_TYPES, DEFAULT_BANNER_GROUP } from '../../src/core/spec-constants.ts';

type Input = Record<string, unknown>;
/** An error answer (code, message) instead of a value. */
type RelayError = { error: [string, string] | [string, string, 400 | 403] };
type Handler<N extends RelayName> = (c: Ctx, input: Input, member: Member | undefined) => RelayAnswer<N> | RelayError;
type Handlers = { [N in RelayName]: Handler<N> };

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
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
/** The sandbox's announcement types (sandbox.json) under the kinds of the real answer. */
const KIND_TYPES = { player: ['MARQUEE', 'NEWS'], popup: ['POPUP'], promotion: ['PR'] } as const;
const KIND_CODES = { player: 'PL', popup: 'PU', promotion: 'PR' } as const;
/** A masked winner name, steady for a game (the real board masks its winners: ab***9). */
const maskedWinner = (seed: number) => {
  const a = 'abcdefghijkmnpqrstuvwxyz';
  return `${a[seed % a.length]}${a[(seed >> 5) % a.length]}***${seed % 10}`;
};

export function relayRoutes(app: Hono<Env>, deps: Deps) {
  // With the test controls' replaced lists (a merchant's new banners).
  const content = (c: Ctx) => deps.tenants.content(c.get('tenant'));
  /** Games by id as the relays answer them (the index, the asked image format). */
  const byId = (c: Ctx, q: Input) => {
    const { byId: index } = catalogueOf(content(c));
    return (id: string) => {
      const g = index.get(id);
      return g && withExt(g, text(q.ext));
    };
  };
  const merchant = (c: Ctx) => c.get('tenant').merchantCode;
  const account = (c: Ctx, m: Member) => accountOf(c.get('tenant').data.accounts, m);
  const pushRow = (c: Ctx, token: string) =>
    deps.db
      .prepare('SELECT topics FROM push_bindings WHERE merchant = ? AND registration_token = ?')
      .get(c.get('tenant').merchantCode, token) as { topics: string } | undefined;
  const favouriteGames = (c: Ctx, q: Input, m: Member) => {
    const game = byId(c, q);
    return deps.members
      .favourites(m.id)
      .map(game)
      .filter((g) => g !== undefined);
  };
  /** announcements-object: the kinds `types` asks for (B, PL, PU, PR, H), each an array. */
  const announcements = (c: Ctx, q: Input) => {
    const types = (text(q.types) ?? '').split(',').map((t) => t.trim());
    const all = content(c).announcements ?? [];
    const category = text(q.category);
    const termsTitle = (language: string) => deps.tenants.text(c.get('tenant'), language, 'promo.terms');
    const out: RelayAnswer<'CCSFE_getListAnnouncements'> = {};
    for (const kind of ['player', 'popup', 'promotion'] as const) {
      if (!types.includes(KIND_CODES[kind])) continue;
      out[kind] = all
        .filter(
          (a) => (KIND_TYPES[kind] as readonly string[]).includes(a.type) && (!category || a.category === category),
        )
        .map((a) => wireAnnouncement(a, KIND_CODES[kind], merchant(c), termsTitle));
    }
    if (types.includes(ANNOUNCEMENT_TYPES.hot)) out.hot = [];
    if (types.includes(ANNOUNCEMENT_TYPES.banners)) {
      const group = text(q.groupName);
      out.banners = (content(c).banners ?? [])
        .filter((b) => !group || (b.groupName || DEFAULT_BANNER_GROUP) === group)
        .map((b) => wireBanner(b, content(c).games));
    }
    return out;
  };
  const launchUrl = (url: string) => ({ content: { game_url: url } });
  /** A vendor card's picture: the sandbox has none of its own, so its first game's. */
  const vendorIcon = (c: Ctx) => (vendor: string) => gamesWhere(content(c), '', vendor)[0]?.image ?? null;
  /** The favourite a call names by its node (the real client's favourites are nodeIds). */
  const favourite = (c: Ctx, b: Input, m: Member, on: boolean): RelayAnswer<'MCSFE_addFavoriteGameV2'> | RelayError => {
    const g = gameByNode(content(c), str(b.nodeId) ?? (typeof b.nodeId === 'number' ? String(b.nodeId) : undefined));
    if (!g) return { error: ['game.not.found', 'There is no such game.'] };
    deps.members.setFavourite(m.id, g.id, on);
    return null;
  };

  const HANDLERS: Handlers = {
    CBS_launchChat: (_c, q) => {
      const page = new URLSearchParams({
        desk: text(q.b2c) ?? '',
        title: text(q.title) ?? '',
        language: text(q.language) ?? 'EN',
        backUrl: text(q.backUrl) ?? '/m/home',
      });
      return { chatUrl: `/__chat/?${page}` };
    },
    CBS_unreadCount: (c, _q, m) => ({ unReadCount: account(c, m!)?.unread ?? 0 }),
    EMFE_getInboxUnreadCount: (c, _q, m) => account(c, m!)?.unread ?? 0,
    MCSFE_getMerchantAvailablePromotions: (c) =>
      Object.fromEntries(Object.entries(content(c).promotions).filter((e) => e[1] !== undefined)) as Record<
        string,
        { enabled: boolean; count: number }
      >,
    MCSFE_getListAnnouncements: (c, q) => announcements(c, q),
    CCSFE_getListAnnouncements: (c, q) => announcements(c, q),
    MCSFE_getFavoriteGamesList: (c, q, m) => {
      const p = wirePage(favouriteGames(c, q, m!), q);
      return { content: p.items.map(wireGame), pageNum: p.pageNum, totalPages: p.totalPages };
    },
    MCSFE_getFavoriteGames: (c, q, m) =>
      wirePage(
        favouriteGames(c, q, m!).map((g) => wireGame(g).nodeId),
        q,
      ).items,
    MCSFE_addFavoriteGameV2: (c, b, m) => favourite(c, b, m!, true),
    MCSFE_removeFavoriteGameV2: (c, b, m) => favourite(c, b, m!, false),
    GCS_gameTrialLaunch: (c, q) => {
      const g = catalogueOf(content(c)).byId.get(text(q.gameId) ?? '');
      if (!g || !g.trial) return { error: ['game.trial.unavailable', 'This game has no trial play.'] };
      if (captchaPolicy(deps.tenants.merchantConfig(c.get('tenant'))).trialGame) {
        const check = consumeCaptcha(deps.codes, merchant(c), trialProof(q));
        if (check !== 'ok') return { error: CAPTCHA_FAILURES[check] };
      }
      return launchUrl(gamePageUrl(merchant(c), { code: g.id, vendor: g.vendor, mode: 'trial' }));
    },
    GCSGAME_gameList: (c, q) => {
      // The index gives the category's and vendor's games; only a name search walks them.
      const name = text(q.gameName)?.trim().toLowerCase();
      const listed = gamesWhere(content(c), text(q.gameType) ?? '', text(q.vassalage) ?? '');
      const p = wirePage(name ? listed.filter((g) => g.name.toLowerCase().includes(name)) : listed, q);
      return {
        games: p.items.map((g) => wireGame(withExt(g, text(q.ext)))),
        pageNum: p.pageNum,
        totalPages: p.totalPages,
        totalCount: p.totalCount,
      };
    },
    GCS_recentGame: (c, q, m) => {
      const rows = deps.db
        .prepare('SELECT game_id FROM recent_games WHERE member_id = ? ORDER BY played_at DESC LIMIT 20')
        .all(m!.id) as { game_id: string }[];
      const game = byId(c, q);
      const p = wirePage(
        rows.map((r) => game(r.game_id)).filter((g) => g !== undefined),
        q,
      );
      return { list: p.items.map(wireGame), page: p.pageNum, total: p.totalCount, totalPages: p.totalPages };
    },
    GCSGAME_hotGamesV2: (c, q) => {
      const game = byId(c, q);
      const hot = (content(c).hotGames ?? []).map(game).filter((g) => g !== undefined);
      return { list: hot.slice(0, 50).map(wireGame) };
    },
    GCSGAME_getRankList: (c, q) => {
      const game = byId(c, q);
      return {
        list: rankList(deps.db, merchant(c), content(c), Number(q.limitNum ?? 10) || 10).map((r) => {
          const g = game(r.gameId);
          const seed = Math.floor(r.winAmount / 1000);
          return {
            vo: {
              gameName: r.name,
              customerName: maskedWinner(seed),
              winAmount: r.winAmount,
              gameId: r.gameId,
              ...(g ? { nodeId: wireGame(g).nodeId, gameType: g.category } : {}),
              vendor: r.vendor,
              iconUrl: g?.image ?? r.image,
            },
          };
        }),
      };
    },
    GCSGAME_gameVendor: (c) => wireLanes(vendorStructure(content(c)).categories, vendorIcon(c)),
    GCSGAME_newGameVendor: (c) => wireLanes(vendorStructure(content(c), true).categories, vendorIcon(c)),
    GCSGAME_getVassGameType: (c) => {
      const out: Record<string, Record<string, unknown[]>> = {};
      for (const v of content(c).vendors) (out[v.category] ??= {})[v.code] = [];
      return { content: out };
    },
    MCSFE_getPlayerRankProgress: (c, _q, m) => {
      const p = m!.clubLabel ? account(c, m!)?.vipProgress : undefined;
      return {
        currentProgress: {
          completedConditions: p?.completedConditions ?? 0,
          totalExpectedConditions: p?.totalExpectedConditions ?? 0,
        },
        playerRankProgress: { labelId: m!.clubLabel?.labelId ?? null },
      };
    },
    MCSFE_getDepositSettings: (c, _q, m) => depositsOf(deps.db, account(c, m!), m!),
    MCSFE_getReferralDetails: (_c, _q, m) => {
      const r = referralInfo(deps.db, m!);
      return { referralCode: r.referralCode, affiliateCode: null, promotionDomains: [] };
    },
    MCSFE_getReferralList: (_c, q, m) => {
      const r = referralInfo(deps.db, m!);
      const p = wirePage(r.invited, q);
      return {
        content: p.items.map((x) => ({ account: x.account, registerDate: x.registeredAt })),
        totalCount: r.invitedCount,
      };
    },
    PROMOFE_claimPromoCode: (c, b, m) => {
      const r = redeemPromoCode(deps.db, content(c), m!, str(b.promoCode) ?? str(b.code) ?? '', deps.now());
      return r.ok ? { promoCode: r.code, bonus: r.bonus, currency: r.currency } : { error: r.error };
    },
    MCSFE_getPlayerAvatar: (_c, _q, m) => ({ avatar: (m!.profileIcon ?? 1) - 1, avatarType: 'STATIC' }),
    MCSFE_uploadPlayerAvatar: (c, b, m) => {
      const count = deps.tenants.merchantConfig(c.get('tenant')).gw.PROFILE_ICON_COUNT;
      const n = b.avatar;
      if (b.avatarType !== 'STATIC' || typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= count)
        return {
          error: ['profile.icon.invalid', `The avatar must be STATIC, a number from 0 to ${count - 1}.`],
        };
      deps.members.setProfileIcon(m!.id, n + 1);
      return null;
    },
    /** The chat vendors' scripts: the sandbox's loader stand-in, as a vendor's snippet would be given. */
    WPSCORE_getCustomerServiceScript: (c) => ({
      scripts: deps.tenants.merchantConfig(c.get('tenant')).customerService.length
        ? '<script src="/__chat/loader.js" async></script>'
        : '',
    }),
    PROMOFE_getPromotionAnnouncementCategory: (c) => ({
      categories: [
        ...new Set(
          content(c)
            .announcements.map((a) => a.category)
            .filter(Boolean),
        ),
      ].map((id) => ({
        id,
        title: deps.tenants.text(c.get('tenant'), c.req.header('Language') ?? 'EN', `promo.category.${id}`),
        iconImageUrl: null,
      })),
    }),
    GCSGAME_getGameMatchV2: (c) => wireMatches(content(c).matches, content(c).games),
    WPSCORE_getDownloadSetting: (c) => {
      const t = deps.tenants.merchantConfig(c.get('tenant')).mobileTemplate;
      return {
        app_desc: { value: [{ codes: ['EN'], text: t.app_desc }] },
        login_prompt_text: { value: [{ codes: ['EN'], text: t.login_prompt_text }] },
      };
    },
    PROMOFE_getPromoCodeEnable: (c) => content(c).promotions.PROMOCODE?.enabled ?? false,
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
    /** line-code: the code exchange { code, redirectUri } (ours: the PKCE verifier and the nonce), or { accessToken }. */
    WPS3RD_verifyLineCode: (c, q) =>
      text(q.accessToken) !== undefined
        ? exchangeLineAccessToken(deps, c.get('tenant'), { accessToken: text(q.accessToken) })
        : exchangeLineCode(deps, c.get('tenant'), {
            code: text(q.code),
            redirectUri: text(q.redirectUri),
            codeVerifier: text(q.codeVerifier),
            nonce: text(q.nonce),
          }),
    CSP_fcmBind: (c, b, m) => {
      const token = str(b.registrationToken);
      if (!token) return { error: ['push.token.missing', 'registrationToken is required'] };
      deps.db
        .prepare(
          'INSERT INTO push_bindings (registration_token, merchant, member_id, topics, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (merchant, registration_token) DO UPDATE SET member_id = excluded.member_id',
        )
        .run(token, c.get('tenant').merchantCode, m!.id, '[]', deps.now());
      return null;
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
      return null;
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
      return null;
    },
    /** save-authkey-returns-key: no body; the server makes the member's chat auth key and answers it. */
    WPSCORE_saveMemberInfoByAuthKey: (_c, _b, m) => {
      const key = randomBytes(18).toString('base64url');
      deps.db
        .prepare(
          'INSERT INTO auth_keys (member_id, auth_key, saved_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET auth_key = excluded.auth_key, saved_at = excluded.saved_at',
        )
        .run(m!.id, key, deps.now());
      return key;
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
  for (const method of ['get', 'post', 'put', 'delete'] as const) app[method]('/wps/relay/:name', handle);
}
