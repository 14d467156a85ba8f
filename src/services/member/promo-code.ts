/**
 * Promo-code entry (/m/promocode, S3 PROMOCODE): the member types a code, the server redeems it
 * once (PROMOFE_redeemPromoCode, our contract); a wrong, expired or used code shows on the field.
 */
import { PROMO_CODE_RULE, keepsRule } from '../../core/account-rules.ts';
import { wps } from '../http/instance.ts';
import { toFieldError, FieldError } from '../app-port/form-errors.ts';
import { pushAlert } from '../app-port/notify.ts';
import { appPort } from '../app-port/port.ts';

export async function redeemPromoCode(form: Record<string, unknown>, resetForm?: () => void): Promise<void> {
  const code = String(form.code ?? '')
    .trim()
    .toUpperCase();
  if (!keepsRule(PROMO_CODE_RULE, code)) throw new FieldError('code', appPort().t('promocode.format'));
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
