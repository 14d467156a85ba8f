/** The sandbox's answer for a mobile number whose calling code the merchant does not take (UPDATEMOBILEICC3 off). */
import type { Context } from 'hono';
import { fail } from './context.ts';
import type { SandboxTenant } from './tenants.ts';

export function foreignNumber(c: Context, t: SandboxTenant) {
  const own = t.data.content.country.countryDialingCode;
  return fail(c, 'mobile.country.invalid', `Use a mobile number with the +${own} country code.`);
}
