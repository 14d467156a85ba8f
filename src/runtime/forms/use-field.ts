/** What a form field node needs from its form: its texts, its error (subscribed by name) and its input's props. */
import { useFormContext, useFieldError } from './use-form.ts';
import { toRegisterOptions, type Rules } from './rules.ts';
import { useText } from '../text.ts';

type Key = Parameters<ReturnType<typeof useText>>[0];

export function useField(node: { name: string; label: Key; placeholder?: Key; rules?: Rules }) {
  const form = useFormContext();
  const t = useText();
  const error = useFieldError(form, node.name);
  return {
    form,
    t,
    label: t(node.label),
    placeholder: node.placeholder ? t(node.placeholder) : undefined,
    error: error?.message,
    register: form.register(
      node.name,
      toRegisterOptions(node.rules, t, (n) => form.getValues(n)),
    ),
    required: !!node.rules?.required,
  };
}
