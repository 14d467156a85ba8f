/**
 * S7 relay calls (/wps/relay/<NAME>), answered from the tenant's sandbox.json content and the
 * database. Shapes the spec does not show are documented in docs/contract.md.
 */
import type { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { ok, fail, memberOf, jsonBody, str, type Deps, type Env, type Ctx } from '../context.ts';
import { resolveTenant } from '../../src/core/node/tenant-files.ts';
import type { Member } from '../store/members.ts';

type Handler = (c: Ctx, q: Record<string, string>, member: Member | undefined) => unknown;
interface Relay {
  auth: boolean;
  handle: Handler;
}

const page = <T>(items: T[], q: Record<string, string>) => {
  const size = Math.min(Math.max(Number(q.pageSize ?? q.size ?? 20) || 20, 1), 100);
  const pageNo = Math.max(Number(q.page ?? q.pageNo ?? 1) || 1, 1);
  return { list: items.slice((pageNo - 1) * size, pageNo * size), total: items.length, page: pageNo, pageSize: size };
};
const withExt = (image: string, ext: string | undefined) =>
  ext && image ? image.replace(/\.(png|jpe?g)$/i, `.${ext}`) : image;

export function relayRoutes(app: Hono<Env>, deps: Deps) {
  const content = (c: Ctx) => c.get('tenant').data.content;
  const games = (c: Ctx, q: Record<string, string>) =>
    content(c).games.map((g) => ({ ...g, image: withExt(g.image, q.ext) }));
  const announcements = (c: Ctx, q: Record<string, string>) =>
    content(c).announcements.filter(
      (a) => (!q.types || q.types.split(',').includes(a.type)) && (!q.category || a.category === q.category),
    );
  const vendorStructure = (c: Ctx) => {
    const byCategory = new Map<string, { title: string; cards: unknown[] }>();
    for (const v of content(c).vendors) {
      const cat = byCategory.get(v.category) ?? { title: v.category, cards: [] };
      cat.cards.push({
        accountTypeName: v.code,
        displayName: v.name,
        freeplay: content(c).games.some((g) => g.vendor === v.code && g.trial),
        gameClassify: v.category,
        gameCount: content(c).games.filter((g) => g.vendor === v.code).length,
      });
      byCategory.set(v.category, cat);
    }
    return { categories: [...byCategory.values()] };
  };

  const GET: Record<string, Relay> = {
    CBS_launchChat: {
      auth: false,
      handle: (_c, q) => ({
        url: `/__chat/?title=${encodeURIComponent(q.title ?? '')}&language=${encodeURIComponent(q.language ?? 'EN')}`,
      }),
    },
    CBS_unreadCount: { auth: true, handle: () => ({ count: 0 }) },
    MCSFE_getMerchantAvailablePromotions: { auth: false, handle: (c) => content(c).promotions },
    MCSFE_getListAnnouncements: { auth: false, handle: (c, q) => announcements(c, q) },
    CCSFE_getListAnnouncements: { auth: false, handle: (c, q) => announcements(c, q) },
    MCSFE_getFavoriteGamesList: {
      auth: true,
      handle: (c, q, m) => {
        const ids = (
          deps.db.prepare('SELECT game_id FROM favourites WHERE member_id = ? ORDER BY added_at DESC').all(m!.id) as {
            game_id: string;
          }[]
        ).map((r) => r.game_id);
        return games(c, q).filter((g) => ids.includes(g.id));
      },
    },
    GCS_gameTrialLaunch: {
      auth: false,
      handle: (c, q) => {
        const g = content(c).games.find((x) => x.id === q.gameId);
        if (!g || !g.trial) return { error: ['game.trial.unavailable', 'This game has no trial play.'] };
        return {
          gameUrl: `/__game/?merchant=${encodeURIComponent(c.get('tenant').merchantCode)}&code=${encodeURIComponent(g.id)}&trial=1`,
        };
      },
    },
    GCSGAME_gameList: {
      auth: false,
      handle: (c, q) =>
        page(
          games(c, q).filter((g) => (!q.category || g.category === q.category) && (!q.vendor || g.vendor === q.vendor)),
          q,
        ),
    },
    GCS_recentGame: {
      auth: true,
      handle: (c, q, m) => {
        const ids = (
          deps.db
            .prepare('SELECT game_id FROM recent_games WHERE member_id = ? ORDER BY played_at DESC LIMIT 20')
            .all(m!.id) as { game_id: string }[]
        ).map((r) => r.game_id);
        return ids.map((id) => games(c, q).find((g) => g.id === id)).filter(Boolean);
      },
    },
    GCSGAME_hotGamesV2: { auth: false, handle: (c, q) => games(c, q).filter((g) => g.hot) },
    GCSGAME_getRankList: {
      auth: false,
      handle: (c, q) =>
        games(c, q).map((g, i) => ({
          rank: i + 1,
          gameId: g.id,
          name: g.name,
          image: g.image,
          winAmount: 1000 * (games(c, q).length - i),
        })),
    },
    GCSGAME_gameVendor: { auth: false, handle: (c) => vendorStructure(c) },
    GCSGAME_newGameVendor: { auth: false, handle: (c) => vendorStructure(c) },
    MCSFE_getPlayerRankProgress: {
      auth: true,
      handle: (_c, _q, m) => ({
        completedConditions: m!.clubLabel ? 2 : 0,
        totalExpectedConditions: m!.clubLabel ? 3 : 0,
        labelId: m!.clubLabel?.labelId ?? null,
      }),
    },
    WPSCORE_getCustomerServiceScript: {
      auth: false,
      handle: (c) => deps.tenants.merchantConfig(c.get('tenant')).customerService,
    },
    PROMOFE_getPromotionAnnouncementCategory: {
      auth: false,
      handle: (c) =>
        [
          ...new Set(
            content(c)
              .announcements.map((a) => a.category)
              .filter(Boolean),
          ),
        ].map((name) => ({ name })),
    },
    GCSGAME_getGameMatchV2: { auth: false, handle: () => [] },
    WPSCORE_getDownloadSetting: {
      auth: false,
      handle: (c) => {
        const t = deps.tenants.merchantConfig(c.get('tenant')).mobileTemplate;
        return { app_desc: t.app_desc, login_prompt_text: t.login_prompt_text };
      },
    },
    PROMOFE_getPromoCodeEnable: {
      auth: false,
      handle: (c) => ({ enabled: content(c).promotions.PROMOCODE?.enabled ?? false }),
    },
    WPSCORE_getTelegramLoginSetting: {
      auth: false,
      handle: (c) => {
        const integrations = (resolveTenant(c.get('tenant').id).doc.integrations ?? {}) as { messagingBot?: string };
        return { botId: integrations.messagingBot ?? '', authDomain: c.req.header('Host') ?? '' };
      },
    },
    WPS3RD_refreshMayaTokens: {
      auth: true,
      handle: (_c, q) => ({ env: q.env ?? 'sandbox', accessToken: randomBytes(16).toString('hex'), expiresIn: 3600 }),
    },
    /** A7: the line code exchange; the sandbox accepts codes "line:<username>" (docs/contract.md). */
    WPS3RD_verifyLineCode: {
      auth: false,
      handle: (_c, q) =>
        q.code?.startsWith('line:')
          ? { lineSessionToken: q.code, name: q.code.slice(5), picture: '' }
          : { error: ['line_invalid_token', 'The line code is not valid.'] },
    },
  };

  app.get('/wps/relay/:name', (c) => {
    const relay = GET[c.req.param('name')];
    if (!relay) return fail(c, 'relay.not.found', `no relay call ${c.req.param('name')}`, 404);
    let member: Member | undefined;
    if (relay.auth) {
      const r = memberOf(c, deps);
      if ('res' in r) return r.res;
      member = r.member;
    }
    const value = relay.handle(c, c.req.query(), member) as { error?: [string, string] } | unknown;
    const err = (value as { error?: [string, string] } | null)?.error;
    return err ? fail(c, err[0], err[1]) : ok(c, value);
  });

  const POST: Record<string, (c: Ctx, body: Record<string, unknown>, m: Member) => unknown> = {
    CSP_fcmBind: (c, b, m) => {
      const token = str(b.registrationToken);
      if (!token) return { error: ['push.token.missing', 'registrationToken is required'] };
      deps.db
        .prepare(
          'INSERT INTO push_bindings (registration_token, merchant, member_id, topics, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (merchant, registration_token) DO UPDATE SET member_id = excluded.member_id',
        )
        .run(token, c.get('tenant').merchantCode, m.id, '[]', deps.now());
      return { bound: true };
    },
    CSP_fcmSubscribe: (c, b) => {
      const token = str(b.registrationToken);
      const topic = str(b.topic);
      if (!token || !topic) return { error: ['push.params.invalid', 'registrationToken and topic are required'] };
      const row = deps.db
        .prepare('SELECT topics FROM push_bindings WHERE merchant = ? AND registration_token = ?')
        .get(c.get('tenant').merchantCode, token) as { topics: string } | undefined;
      if (!row) return { error: ['push.not.bound', 'Bind the token first (CSP_fcmBind).'] };
      const topics = [...new Set([...(JSON.parse(row.topics) as string[]), topic])];
      deps.db
        .prepare('UPDATE push_bindings SET topics = ? WHERE merchant = ? AND registration_token = ?')
        .run(JSON.stringify(topics), c.get('tenant').merchantCode, token);
      return { topics };
    },
    CSP_fcmUnsubscribe: (c, b) => {
      const token = str(b.registrationToken);
      if (!token) return { error: ['push.token.missing', 'registrationToken is required'] };
      // S7: "unsubscribeAll default true"
      const merchant = c.get('tenant').merchantCode;
      if (b.unsubscribeAll !== false)
        deps.db.prepare('DELETE FROM push_bindings WHERE merchant = ? AND registration_token = ?').run(merchant, token);
      else if (str(b.topic)) {
        const row = deps.db
          .prepare('SELECT topics FROM push_bindings WHERE merchant = ? AND registration_token = ?')
          .get(merchant, token) as { topics: string } | undefined;
        if (row)
          deps.db
            .prepare('UPDATE push_bindings SET topics = ? WHERE merchant = ? AND registration_token = ?')
            .run(JSON.stringify((JSON.parse(row.topics) as string[]).filter((t) => t !== b.topic)), merchant, token);
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
        .run(m.id, key, deps.now());
      return { saved: true };
    },
  };

  app.post('/wps/relay/:name', async (c) => {
    const handler = POST[c.req.param('name')];
    if (!handler) return fail(c, 'relay.not.found', `no relay call ${c.req.param('name')}`, 404);
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const value = handler(c, await jsonBody(c), r.member) as { error?: [string, string] } | unknown;
    const err = (value as { error?: [string, string] } | null)?.error;
    return err ? fail(c, err[0], err[1]) : ok(c, value);
  });
}
