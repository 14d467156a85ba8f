/**
 * The answers the site acts on, checked at the boundary: a value that is well-formed JSON but not
 * what the contract says (a login with no token, member info with no account) is refused with
 * what is missing, and the player sees that text, never a JavaScript error.
 */
import { isObject as obj } from '../../core/guards.ts';
const text = (v: unknown) => typeof v === 'string' && v.length > 0;
const id = (v: unknown) => text(v) || (typeof v === 'number' && Number.isFinite(v));

/** A3 login response value: a token and who it is. */
export function loginShape(v: unknown): string | null {
  if (!obj(v)) return 'the login value is not an object';
  if (!text(v.token)) return 'no session token';
  if (!id(v.id) && !id(v.customerId)) return 'no customer id';
  if (typeof v.userName !== 'string' && !text(v.customerName)) return 'no user name';
  return null;
}
/** A registration answers a login value when it logged in, else who was registered. */
export function registrationShape(v: unknown): string | null {
  if (!obj(v)) return 'the registration value is not an object';
  if ('token' in v) return loginShape(v);
  return typeof v.userName === 'string' || text(v.customerName) ? null : 'no user name';
}
/** A3 member info. */
export function memberInfoShape(v: unknown): string | null {
  if (!obj(v)) return 'the member info is not an object';
  if (!id(v.id)) return 'no member id';
  if (typeof v.account !== 'string' && typeof v.userName !== 'string') return 'no account';
  if (v.clubLabel !== null && v.clubLabel !== undefined && !obj(v.clubLabel))
    return 'a club label that is not an object';
  if (v.profileIcon !== null && v.profileIcon !== undefined && !Number.isInteger(Number(v.profileIcon)))
    return 'a profile icon that is not a whole number';
  return null;
}
/** S3 country info: the dialling codes the phone field offers. */
export function countryShape(v: unknown): string | null {
  if (!obj(v)) return 'the country info is not an object';
  if (!Array.isArray(v.countries) || !v.countries.every((c) => obj(c) && text(c.countryDialingCode)))
    return 'no list of countries with dialling codes';
  return null;
}
