/**
 * The money fields of a marketing event (S3 payload: revenue, amount, value, currency, af_revenue,
 * af_currency): one value under the names each consumer reads (the ad networks read value and
 * currency, the attribution SDKs af_revenue and af_currency), in the merchant's currency: the
 * country info's, mapped as S5 says (TLB is PHP, else the first 3 letters).
 */
import type { TrackPayload } from '../../core/tracking/events.ts';
import { countryStore, loadCountry } from '../content/country.ts';
import { currencyCode } from '../games/currency.ts';

/** The merchant's currency code, or undefined when the country info cannot be had. */
export async function merchantCurrency(): Promise<string | undefined> {
  await loadCountry();
  const raw = countryStore.info?.currency;
  return raw ? currencyCode(raw) : undefined;
}

/** The fields for a value (none when it is not known) in a currency (none when it is not known). */
export function moneyFields(value: number | undefined, currency: string | undefined): TrackPayload {
  return {
    ...(value !== undefined ? { revenue: value, amount: value, value, af_revenue: value } : {}),
    ...(currency ? { currency, af_currency: currency } : {}),
  };
}
