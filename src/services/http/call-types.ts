/** What the typed calls (calls.ts) take and answer, after their readers (services/wire/): the site's types. */

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
  /** The answer's x-app-trace-id (CallOptions.trace): the session's spanId. */
  spanId?: string;
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
  { gt: string; challenge: string; newCaptcha: boolean } | { captchaId: string; challenge: string; version: 'v4' };
