/**
 * Login, registration and member answers of the real dialect (login-success-session,
 * register-put, autoUsername-is-one-click-register), read tolerantly into the site's types: ids as
 * numbers or text, customerType as a number or its text, flags as booleans or 0/1, a registration's
 * name in userName or customerName ("merchant@name" in some answers).
 */
import { flag, num, text, isObject } from './primitives.ts';
import type { LoginValue, MemberInfo, GeetestChallenge } from '../http/call-types.ts';

const id = (v: unknown): number | string | undefined => (typeof v === 'number' ? v : text(v));

/** The value of a login (or a registration that logged in); the shape check ran first (answer-shapes.ts). */
export function readLoginValue(v: unknown): LoginValue {
  const o = isObject(v) ? v : {};
  const customerName = text(o.customerName);
  return {
    token: text(o.token) ?? '',
    id: id(o.id) ?? id(o.customerId),
    customerId: id(o.customerId) ?? id(o.id),
    userName: text(o.userName) ?? customerName?.replace(/.*@/, '') ?? '',
    customerType: num(o.customerType) ?? num(o.type) ?? 0,
    firstTimeLogin: flag(o.firstTimeLogin) ?? false,
    passwordExpired: flag(o.passwordExpired) ?? false,
    ...(flag(o.usesDefaultPassword) !== undefined ? { usesDefaultPassword: flag(o.usesDefaultPassword)! } : {}),
    ...(flag(o.email) !== undefined ? { email: flag(o.email)! } : {}),
    ...(flag(o.ga) !== undefined ? { ga: flag(o.ga)! } : {}),
    ...(flag(o.sms) !== undefined ? { sms: flag(o.sms)! } : {}),
    ...(text(o.spanId) ? { spanId: text(o.spanId)! } : {}),
  };
}

/** A registration's value: a login value when it logged in, else who was registered. */
export function readRegistration(v: unknown): Partial<LoginValue> {
  const o = isObject(v) ? v : {};
  if (text(o.token)) return readLoginValue(o);
  const customerName = text(o.customerName);
  const userName = text(o.userName) ?? customerName?.replace(/.*@/, '');
  return {
    ...(id(o.id) !== undefined ? { id: id(o.id)! } : {}),
    ...(id(o.customerId) !== undefined ? { customerId: id(o.customerId)! } : {}),
    ...(userName ? { userName } : {}),
  };
}

/** A3 member info: id, account, type, language, clubLabel; our profileIcon. */
export function readMemberInfo(v: unknown): MemberInfo {
  const o = isObject(v) ? v : {};
  const c = isObject(o.clubLabel) ? o.clubLabel : null;
  return {
    id: id(o.id) ?? '',
    account: text(o.account) ?? text(o.userName) ?? '',
    type: num(o.type) ?? 0,
    language: text(o.language) ?? '',
    clubLabel: c
      ? {
          labelName: text(c.labelName) ?? '',
          type: text(c.type) ?? '',
          rankLevel: num(c.rankLevel) ?? 0,
          labelId: num(c.labelId) ?? 0,
        }
      : null,
    ...(num(o.profileIcon) !== undefined ? { profileIcon: num(o.profileIcon)! } : {}),
  };
}

/** GET /wps/captcha/geetest (A7 "gt, challenge, newCaptcha"; the real client reads newCaptcha): v3, or our v4. */
export function readGeetest(v: unknown): GeetestChallenge {
  const o = isObject(v) ? v : {};
  if (o.version === 'v4' || text(o.captchaId))
    return { captchaId: text(o.captchaId) ?? '', challenge: text(o.challenge) ?? '', version: 'v4' };
  return {
    gt: text(o.gt) ?? '',
    challenge: text(o.challenge) ?? '',
    newCaptcha: flag(o.newCaptcha) ?? flag(o.new_captcha) ?? true,
  };
}
