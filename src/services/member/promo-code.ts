/**
 * Promo-code entry (/m/promocode, S3 PROMOCODE): the member types a code, the server redeems it
 * once (PROMOFE_redeemPromoCode, our contract); a wrong, expired or used code shows on the field.
 */
import { wps } from '../http/instance.ts';
import { toFieldError, FieldError } from '../app-port/form-errors.ts';
import { pushAlert } from '../app-port/notify.ts';
import { appPort } from '../app-port/port.ts';

/** Letters and digits, 4 to 16, as the merchant prints them; typed in any case. */
export const PROMO_CODE = /^[A-Z0-9]{4,16}$/;

export async function redeemPromoCode(form: Record<string, unknown>, resetForm?: () => void): Promise<void> {
  const code = String(form.code ?? '')
    .trim()
    .toUpperCase();
  if (!PROMO_CODE.test(code)) throw new FieldError('code', appPort().t('promocode.format'));
  // A double tap sends one request: the form does not submit again while this runs.
  try {
    const r = await wps().relay(
      'PROMOFE_redeemPromoCode',
      { code },
      { expected: ['promocode.invalid', 'promocode.expired', 'promocode.used'] },
    );
    resetForm?.();
    pushAlert(appPort().t('promocode.done', { code: r.code, bonus: r.bonus, currency: r.currency }));
  } catch (e) {
    throw toFieldError(e);
  }
}
