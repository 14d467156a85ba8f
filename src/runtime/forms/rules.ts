/** Field rules from tenant JSON -> the form state's rules (form-state.ts) with translated messages. */
import type { Static } from '@sinclair/typebox';
import type { RegisterOptions } from './form-state.ts';
import type { FieldRules } from '../../core/node-props.ts';
import type { Translate } from '../text.ts';

export type Rules = Static<typeof FieldRules>;

export function toRegisterOptions(
  rules: Rules | undefined,
  t: Translate,
  getValue: (name: string) => unknown,
): RegisterOptions {
  if (!rules) return {};
  const m = rules.messages ?? {};
  const out: RegisterOptions = {};
  if (rules.required) out.required = t(m.required ?? 'validation.required');
  if (rules.minLength !== undefined)
    out.minLength = {
      value: rules.minLength,
      message: t(m.minLength ?? 'validation.minLength', { count: rules.minLength }),
    };
  if (rules.maxLength !== undefined)
    out.maxLength = {
      value: rules.maxLength,
      message: t(m.maxLength ?? 'validation.maxLength', { count: rules.maxLength }),
    };
  if (rules.pattern !== undefined) {
    let re: RegExp | undefined;
    try {
      re = new RegExp(rules.pattern);
    } catch {
      re = undefined;
    }
    if (re) out.pattern = { value: re, message: t(m.pattern ?? 'validation.pattern') };
  }
  if (rules.equalsField) {
    const other = rules.equalsField;
    out.validate = { equalsField: (v: unknown) => v === getValue(other) || t(m.equalsField ?? 'validation.pattern') };
  }
  return out;
}
