/** S5 currency: "TLB maps to PHP; otherwise the first 3 letters are used"; amounts with the symbol where the country info puts it. */
import { CURRENCY_ALIASES, CURRENCY_CODE_LENGTH } from '../../core/spec-constants.ts';
import { formatterKind } from '../i18n/intl-formatters.ts';

export function currencyCode(raw: string | null | undefined): string {
  const c = (raw ?? '').trim().toUpperCase();
  return CURRENCY_ALIASES[c] ?? c.slice(0, CURRENCY_CODE_LENGTH);
}

export interface CurrencyFormat {
  currency: string;
  currencySymbol: string;
  currencyPosition: string;
}

// One formatter per locale: making one costs far more than using it (a rank list of five took
// 70 ms on a phone-speed CPU making one per row).
/** Made before a list's data arrives (services/i18n/intl-formatters.ts says how). */
export const amounts = formatterKind('NumberFormat', { maximumFractionDigits: 2 });
/** A balance: always to the cent (1,250.50), as a wallet shows money. */
export const balances = formatterKind('NumberFormat', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the player reads it: grouped digits in their language, the symbol before or after. */
export function formatAmount(
  amount: number,
  f: CurrencyFormat | null,
  locale = 'en-US',
  kind: typeof amounts = amounts,
): string {
  const digits = kind.get(locale).format(amount);
  if (!f) return digits;
  const symbol = f.currencySymbol || currencyCode(f.currency);
  return f.currencyPosition === 'after' ? `${digits} ${symbol}` : `${symbol}${digits}`;
}
