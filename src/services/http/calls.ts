/**
 * Every WPS call of the spec as a typed function (A7, S7). Screens and services call these; no
 * path string is scattered elsewhere. Answer shapes the spec does not show are our contract
 * (docs/contract.md) and the sandbox answers them.
 */
import { loginShape, registrationShape, memberInfoShape, countryShape, autoUsernameShape } from './answer-shapes.ts';
import type { WpsClient, CallOptions } from './client.ts';
import type { Query } from './url.ts';
import { imageExt } from './image-ext.ts';
import {
  RELAY_PREFIX,
  GAME_LAUNCH_TIMEOUT_MS,
  PING_ABORT_MS,
  MODULE_ID_REGISTER,
  MODULE_ID_REGISTER_MOBILE,
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

/** A3 "Login request". */
export interface LoginRequest {
  username?: string;
  password?: string;
  type: 'username' | 'sms' | 'firebase' | 'line' | 'telegram';
  isSms?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  lineSessionToken?: string;
  telegramAuth?: unknown;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: unknown;
  geetestRisk?: { geeToken: string; scene: string };
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  countryDialingCode?: string;
  mobileNum?: string;
  smsCode?: string;
}
/** A3 "Login response" value. */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  id?: number | string;
  customerId?: number | string;
  userName: string;
  customerType: number;
  /** Our contract: the password is the merchant default (A5 {secret}), so a change is forced. */
  usesDefaultPassword?: boolean;
  email?: boolean;
  ga?: boolean;
  sms?: boolean;
}
export interface MemberInfo {
  id: number | string;
  account: string;
  type: number;
  language: string;
  clubLabel: { labelName: string; type: string; rankLevel: number; labelId: number } | null;
  /** Our contract: the profile icon the member chose (1..PROFILE_ICON_COUNT); absent or null: the first. */
  profileIcon?: number | null;
}
export interface CountryInfo {
  countries: { countryCode: string; countryDialingCode: string; name: string }[];
  countryCode: string;
  countryDialingCode: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: string;
}
export type DeviceKind = 'IPAD' | 'PWA' | 'WEBCLIP';
/** GET /wps/captcha/geetest: v3 or v4 (docs/contract.md). */
export type GeetestChallenge =
  | { gt: string; challenge: string; new_captcha: boolean; success: number }
  | { captchaId: string; challenge: string; version: 'v4' };

export const relayPath = (name: string) => `${RELAY_PREFIX}${encodeURIComponent(name)}`;

export function wpsCalls(c: WpsClient) {
  return {
    session: {
      login: (req: LoginRequest, device?: DeviceKind, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login', {
          ...opts,
          check: loginShape,
          body: req,
          encrypt: true,
          auth: false,
          headers: { ...(device ? { Device: device } : {}), 'Content-Type': 'application/json' },
        }),
      verification: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login/verification', {
          ...opts,
          body,
          encrypt: true,
          auth: false,
          check: loginShape,
        }),
      maya: (
        body: { sessionId: string; env: string; registerUrl: string; affiliateCode: string; domain: string },
        opts: CallOptions = {},
      ) => c.post<LoginValue>('/wps/session/login/maya', { ...opts, body, auth: false, check: loginShape }),
      line: (lineSessionToken: string, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login/line', {
          ...opts,
          body: { lineSessionToken },
          auth: false,
          check: loginShape,
        }),
      telegram: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<LoginValue>('/wps/session/login/telegram', { ...opts, body, auth: false, check: loginShape }),
    },
    member: {
      info: () => c.get<MemberInfo>('/wps/member/info', { check: memberInfoShape }),
      /** Our contract (S3 PROFILE_ICON_COUNT): the member's profile icon. */
      profileIcon: (icon: number) => c.post<{ profileIcon: number }>('/wps/member/profileIcon', { body: { icon } }),
      language: (language: string, merchantCode: string) =>
        c.post<unknown>('/wps/member/language', { body: { language, merchantCode } }),
      register: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<Partial<LoginValue>>('/wps/member/register', {
          ...opts,
          body,
          encrypt: true,
          auth: false,
          headers: { ModuleId: MODULE_ID_REGISTER },
          check: registrationShape,
        }),
      /** A7 "POST /wps/member/register/autoUsername | Registration payload": a free username, held for this device a while. */
      autoUsername: (body: Record<string, unknown>) =>
        c.post<{ username: string }>('/wps/member/register/autoUsername', {
          body,
          auth: false,
          check: autoUsernameShape,
        }),
      registerMobile: (body: Record<string, unknown>, opts: CallOptions = {}) =>
        c.post<Partial<LoginValue>>('/wps/member/register/mobile', {
          ...opts,
          body,
          encrypt: true,
          auth: false,
          headers: { ModuleId: MODULE_ID_REGISTER_MOBILE },
          check: registrationShape,
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
      geetest: () => c.get<GeetestChallenge>('/wps/captcha/geetest', { query: { t: Date.now() }, auth: false }),
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
      if (spec.method === 'POST') return c.post<RelayAnswer<N>>(relayPath(name), { ...o, body: params ?? {} });
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
      /** S7: "timeout 10000 ms; needs authorisation"; the launch's own 10 s measure aborts it through the signal. */
      launch: (params: Query, opts: CallOptions = {}) =>
        c.get<{ gameUrl: string }>('/wps/game/launchGame', { ...opts, query: params, timeout: GAME_LAUNCH_TIMEOUT_MS }),
    },
  };
}
export type WpsCalls = ReturnType<typeof wpsCalls>;
