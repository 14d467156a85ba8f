/** Checks a merchant config from the status call with the precompiled validator; says why it is not valid. */
import { validate, type StandaloneError } from './merchant-config.validate.generated.js';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';

export type Checked = { ok: true; value: MerchantConfig } | { ok: false; reason: string };

/** The validator carries no message strings (smaller bundle): the reason is worded here. */
export function describe(e: StandaloneError): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `missing "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'type':
      return `must be ${String(p.type)}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
      return 'is not in the expected form';
    case 'minLength':
      return `must have at least ${String(p.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'anyOf':
      return 'is not any of the allowed forms';
    default:
      return `fails "${e.keyword}"`;
  }
}

export function checkMerchantConfig(value: unknown): Checked {
  if (validate(value)) return { ok: true, value: value as MerchantConfig };
  const e = validate.errors?.[0];
  return {
    ok: false,
    reason: e ? `merchant config ${e.instancePath || '/'} ${describe(e)}` : 'the merchant config is not valid',
  };
}
