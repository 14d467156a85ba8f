/**
 * Promo-code entry (/m/promocode, S3 PROMOCODE): the member types a code, the server redeems it
 * once (PROMOFE_claimPromoCode, the member centre's call; its body field and answer are ours:
 * docs/contract.md); a wrong, expired or used code shows on the field.
 */
import { PROMO_CODE_RULE, keepsRule } from '../../core/account-rules.ts';
import { wps } from '../http/instance.ts';
import { toFieldError, FieldError } from '../app-port/form-errors.ts';
import { pushAlert } from '../app-port/notify.ts';
import { appPort } from '../app-port/port.ts';
import { isObject, num, text } from '../wire/primitives.ts';

export async function redeemPromoCode(form: Record<string, unknown>, resetForm?: () => void): Promise<void> {
  const code = String(form.code ?? '')
    .trim()
    .toUpperCase();
  if (!keepsRule(PROMO_CODE_RULE, code)) throw new FieldError('code', appPort().t('promocode.format'));
  // A double tap sends one request: the form does not submit again while this runs.
  try {
    const r = await wps().relay(
      'PROMOFE_claimPromoCode',
      { promoCode: code },
      { expected: ['promocode.invalid', 'promocode.expired', 'promocode.used'] },
    );
    resetForm?.();
    const bonus = isObject(r) ? num(r.bonus) : undefined;
    const currency = isObject(r) ? text(r.currency) : undefined;
    // A back end that says only that it worked: the code is named without a bonus.
    pushAlert(
      bonus !== undefined && currency
        ? appPort().t('promocode.done', { code, bonus, currency })
        : appPort().t('promocode.claimed', { code }),
    );
  } catch (e) {
    throw toFieldError(e);
  }
}
