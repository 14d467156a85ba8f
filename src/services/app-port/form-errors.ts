/**
 * Server errors that belong to a form field. Services throw a FieldError; the form shows it on
 * the field when the form has that field, else as an alert (design.md "server errors map back to fields").
 */
import { WpsError } from '../http/wps-error.ts';

export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'FieldError';
  }
}

/** Which field each server code belongs to (docs/contract.md). */
export const FIELD_ERROR_CODES: Readonly<Record<string, string>> = {
  'register.username.invalid': 'username',
  'register.username.exists': 'username',
  'register.password.invalid': 'password',
  'register.mobile.invalid': 'mobileNum',
  'register.mobile.exists': 'mobileNum',
  'sms.code.invalid': 'smsCode',
  'sms.mobile.invalid': 'mobileNum',
  'mobile.country.invalid': 'mobileNum',
  'password.old.wrong': 'oldPassword',
  'password.new.invalid': 'newPassword',
  'password.same': 'newPassword',
  'password.default': 'newPassword',
  'verification.code.invalid': 'code',
  'promocode.invalid': 'code',
  'promocode.expired': 'code',
  'promocode.used': 'code',
};
export const FIELD_CODES = Object.keys(FIELD_ERROR_CODES);

/** A WpsError whose code belongs to a field becomes a FieldError; anything else is returned as is. */
export function toFieldError(e: unknown): unknown {
  if (e instanceof WpsError && FIELD_ERROR_CODES[e.code])
    return new FieldError(FIELD_ERROR_CODES[e.code]!, e.message, e.code);
  return e;
}
