/**
 * Every WPS call of the spec as a typed function (A7, S7). Screens and services call these; no
 * path string is scattered elsewhere. Answer shapes the spec does not show are our contract
 * (docs/contract.md) and the sandbox answers them.
 */
import { loginShape, registrationShape, memberInfoShape, countryShape } from './answer-shapes.ts';
import type { WpsClient, CallOptions } from './client.ts';
import { readLoginValue, readRegistration, readMemberInfo, readGeetest } from '../wire/session.ts';
import { readWallet, type Wallet } from '../wire/member.ts';
import type { Query } from './url.ts';
import { imageExt } from './image-ext.ts';
import {
  RELAY_PREFIX,
  GAME_LAUNCH_TIMEOUT_MS,
  PING_ABORT_MS,
  MODULE_ID_REGISTER,
  MODULE_ID_REGISTER_MOBILE,
  WALLET_BALANCE_PATH,
  WALLET_TYPE_ALL,
} from '../../core/spec-constants.ts';
import {
  RELAYS,
  type GetRelay,
  type RelayName,
  type RelayParams,
  type RelayAnswer,
  type RelaySpec,
} from '../../core/relays.ts';
import type { StoredEvent } from '../../core/tracking/events.ts';
import type { Static } from '@sinclair/typebox';
import type { WireLaunchContent } from '../../core/wire/answers.ts';

export type { LoginRequest, LoginValue, MemberInfo, CountryInfo, DeviceKind, GeetestChallenge } from './call-types.ts';
import type { LoginRequest, LoginValue, MemberInfo, CountryInfo, DeviceKind, GeetestChallenge } from './call-types.ts';

export const relayPath = (name: string) => `${RELAY_PREFIX}${encodeURIComponent(name)}`;

export function wpsCalls(c: WpsClient) {
  return {
    session: {
      login: (req: LoginRequest, device?: DeviceKind, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login', {
          ...opts,
          check: loginShape,
          read: readLoginValue,
          body: req,
          encrypt: true,
          auth: false,
          trace: true,
          headers: { ...(device ? { Device: device } : {}), 'Content-Type': 'application/json' },
        }),
      verification: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login/verification', {
          ...opts,
          body,
          encrypt: true,
          auth: false,
          trace: true,
          check: loginShape,
          read: readLoginValue,
        }),
      maya: (
        body: { sessionId: string; env: string; registerUrl: string; affiliateCode: string; domain: string },
        opts: CallOptions = {},
      ) =>
        c.post<LoginValue>('/wps/session/login/maya', {
          ...opts,
          body,
          auth: false,
          trace: true,
          check: loginShape,
          read: readLoginValue,
        }),
      line: (lineSessionToken: string, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login/line', {
          ...opts,
          body: { lineSessionToken },
          auth: false,
          trace: true,
          check: loginShape,
          read: readLoginValue,
        }),
      telegram: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login/telegram', {
          ...opts,
          body,
          auth: false,
          trace: true,
          check: loginShape,
          read: readLoginValue,
        }),
    },
    member: {
      info: () => c.get<MemberInfo>('/wps/member/info', { check: memberInfoShape, read: readMemberInfo }),
      /** The wallet as the real member centre asks for it (constants/wire.ts): no error shown when it fails. */
      wallet: () =>
        c.get<Wallet>(WALLET_BALANCE_PATH, { query: { typeId: WALLET_TYPE_ALL }, quiet: true, read: readWallet }),
      /** Our contract (S3 PROFILE_ICON_COUNT): the member's profile icon. */
      profileIcon: (icon: number) => c.post<{ profileIcon: number }>('/wps/member/profileIcon', { body: { icon } }),
      /** A7, sent as the real client sends it (member-language-put): PUT, the body only { language }, the Merchant header. */
      language: (language: string) => c.put<unknown>('/wps/member/language', { body: { language } }),
      /** A7 registration by username; PUT as the real client sends it (register-put; the spec's table says POST). */
      register: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.put<Partial<LoginValue>>('/wps/member/register', {
          ...opts,
          body,
          encrypt: true,
          auth: false,
          trace: true,
          headers: { ModuleId: MODULE_ID_REGISTER },
          check: registrationShape,
          read: readRegistration,
        }),
      /**
       * A7 /register/autoUsername as the real client uses it (autoUsername-is-one-click-register):
       * a registration with a name the server generates, for a third-party identity (the messaging
       * app's auth, the line session token, the identity provider's token) with the registration
       * payload; PUT, not encrypted; with login it answers a login value.
       */
      registerWithIdentity: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.put<Partial<LoginValue>>('/wps/member/register/autoUsername', {
          ...opts,
          body,
          auth: false,
          trace: true,
          headers: { 'Content-Type': 'application/json' },
          check: registrationShape,
          read: readRegistration,
        }),
      /** A7 registration by mobile number; PUT as the real client sends it (register-put). */
      registerMobile: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.put<Partial<LoginValue>>('/wps/member/register/mobile', {
          ...opts,
          body,
          encrypt: true,
          auth: false,
          trace: true,
          headers: { ModuleId: MODULE_ID_REGISTER_MOBILE },
          check: registrationShape,
          read: readRegistration,
        }),
      /** Our contract (A4 "log in with existing account", then bind): a third-party identity joins the member. */
      bindIdentity: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<{ provider: string; bound: boolean }>('/wps/member/identity/bind', { ...opts, body }),
      /** The forced password change (/m/changePsw): our contract (docs/contract.md). */
      changePassword: (body: { oldPassword: unknown; newPassword: unknown }, opts: CallOptions = {}) =>
        c.post<{ changed: boolean }>('/wps/member/password', { ...opts, body, encrypt: true }),
    },
    verification: {
      smsNoLogin: (
        countryDialingCode: string,
        mobileNum: string,
        extra: Record<string, unknown> = {},
        opts: CallOptions = {},
      ) =>
        c.post<{ cooldownSeconds: number }>('/wps/verification/sms/noLogin', {
          ...opts,
          body: { countryDialingCode, mobileNum, ...extra },
          auth: false,
        }),
    },
    captcha: {
      geetest: () =>
        c.get<GeetestChallenge>('/wps/captcha/geetest', { query: { t: Date.now() }, auth: false, read: readGeetest }),
    },
    system: {
      country: () => c.get<CountryInfo>('/wps/system/country', { cache: true, check: countryShape }),
      /** Quiet: its callers have the merchant config's copy of the list to fall back on. */
      domainRoute: (device = 'MOBILE') =>
        c.get<{ domainList: { domainName: string }[] }>('/wps/system/domainRoute', {
          query: { device },
          cache: true,
          quiet: true,
        }),
      /** S7 event upload fallback: "GET /wps/system/test/ping?{params} with a Merchant header and a 15 s abort". */
      ping: (params: Query) =>
        c.get<unknown>('/wps/system/test/ping', { query: params, timeout: PING_ABORT_MS, quiet: true, auth: false }),
    },
    event: {
      /** The event upload (S7: its path is "not shown"; ours is in docs/contract.md). Dedup is the server's, by eventID. */
      upload: (body: { events: StoredEvent[]; dropped: number; droppedId: string }) =>
        c.post<{ stored: number; duplicates: number }>('/wps/event/upload', { body, quiet: true, auth: false }),
    },
    /**
     * A relay call of the catalogue (core/relays.ts): its method, whether the token goes with it,
     * the cache and the image `ext` come from there; the caller gives the parameters.
     */
    relay: <N extends RelayName>(name: N, params?: RelayParams<N>, opts: CallOptions = {}): Promise<RelayAnswer<N>> => {
      const spec = RELAYS[name] as RelaySpec;
      const o: CallOptions = { ...opts, auth: opts.auth ?? spec.auth !== 'none', cache: opts.cache ?? spec.cache };
      if (spec.method !== 'GET') {
        const body = spec.noBody ? null : (params ?? {});
        const write = spec.method === 'POST' ? c.post : spec.method === 'PUT' ? c.put : c.delete;
        return write<RelayAnswer<N>>(relayPath(name), { ...o, body });
      }
      const ext = spec.ext ? imageExt() : null;
      return c.get<RelayAnswer<N>>(relayPath(name), { ...o, query: { ...(params as Query), ...(ext ? { ext } : {}) } });
    },
    /** A GET relay answered synchronously (client.ts getSync says when and why). */
    relaySync: <N extends GetRelay>(name: N, params?: RelayParams<N>, opts: CallOptions = {}): RelayAnswer<N> => {
      const spec = RELAYS[name] as RelaySpec;
      const ext = spec.ext ? imageExt() : null;
      return c.getSync<RelayAnswer<N>>(relayPath(name), {
        ...opts,
        auth: opts.auth ?? spec.auth !== 'none',
        query: { ...(params as Query), ...(ext ? { ext } : {}) },
      });
    },
    game: {
      /**
       * S7: "timeout 10000 ms; needs authorisation"; the launch's own 10 s measure aborts it through
       * the signal. The answer is value.content.game_url (a vendor's game) or value.gameUrl (the
       * lottery): wire/games.ts readLaunchUrl.
       */
      launch: (params: Query, opts: CallOptions = {}) =>
        c.get<Static<typeof WireLaunchContent> | { gameUrl: string }>('/wps/game/launchGame', {
          ...opts,
          query: params,
          timeout: GAME_LAUNCH_TIMEOUT_MS,
        }),
    },
  };
}
export type WpsCalls = ReturnType<typeof wpsCalls>;
