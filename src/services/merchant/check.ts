/** Checks a merchant config from the status call with the precompiled validator; says why it is not valid. */
import { validate } from './merchant-config.validate.generated.js';
import type { MerchantConfig } from '../../../schemas/src/merchant-config.ts';

export type Checked = { ok: true; value: MerchantConfig } | { ok: false; reason: string };

export function checkMerchantConfig(value: unknown): Checked {
  if (validate(value)) return { ok: true, value: value as MerchantConfig };
  const e = validate.errors?.[0];
  if (!e) return { ok: false, reason: 'the merchant config is not valid' };
  const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : e.keyword === 'required' ? '' : '';
  return { ok: false, reason: `merchant config ${e.instancePath || '/'}: ${e.message ?? e.keyword}${extra}` };
}
