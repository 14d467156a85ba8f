/** Checks a merchant config from the status call with the precompiled validator; says why it is not valid. */
import { validate, type StandaloneError } from './merchant-config.validate.generated.js';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';
import { escapeSegment as segment } from '../../core/json-pointer.ts';
import { isObjectOrArray as isRecord } from '../../core/guards.ts';

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

/** What the back end keeps to itself: a config that carries one is refused, not read around. */
export const BACK_END_SECRETS = ['defaultPassword'];

/** The JSON pointers of what `before` had and the validator dropped from `after` (unknown fields). */
export function droppedFields(before: unknown, after: unknown, at = ''): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  return Object.keys(before).flatMap((k) =>
    k in after ? droppedFields(before[k], after[k], `${at}/${segment(k)}`) : [`${at}/${segment(k)}`],
  );
}

/** Unknown fields are reported once a page load each, not on every status call. */
const reported = new Set<string>();

/**
 * A tolerant reader: a field the site does not know is dropped (and reported once to the
 * console), so a back end that adds one does not take the site down; every known field is checked
 * by type and form, and the first problem is the reason.
 */
export function checkMerchantConfig(value: unknown): Checked {
  const before: unknown = isRecord(value) ? structuredClone(value) : value;
  if (!validate(value)) {
    const e = validate.errors?.[0];
    return {
      ok: false,
      reason: e ? `merchant config ${e.instancePath || '/'} ${describe(e)}` : 'the merchant config is not valid',
    };
  }
  const dropped = droppedFields(before, value);
  const secret = dropped.find((p) => BACK_END_SECRETS.includes(p.slice(p.lastIndexOf('/') + 1)));
  if (secret) return { ok: false, reason: `merchant config ${secret} is the back end's secret: it must not be sent` };
  const fresh = dropped.filter((p) => !reported.has(p));
  if (fresh.length) {
    for (const p of fresh) reported.add(p);
    console.warn(`merchant config: ignored what this site does not know: ${fresh.join(', ')}`);
  }
  return { ok: true, value: value as MerchantConfig };
}
