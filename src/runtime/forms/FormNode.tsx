/**
 * Forms from tenant JSON on react-hook-form: field rules with translated messages, one submit at a
 * time (a second tap while busy does nothing), the action run with the form's values.
 */
import { useRef, useState } from 'react';
import { useForm, useFormContext, FormProvider, type FieldValues } from 'react-hook-form';
import type { NodeOf } from '../registry/components.tsx';
import { RenderChildren } from '../Renderer.tsx';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { runAction } from '../actions/registry.ts';
import { toRegisterOptions } from './rules.ts';
import { Button } from '../../components/controls.tsx';
import { TextInput, PasswordInput, Checkbox, Select } from '../../components/fields.tsx';
import { FieldError } from '../../services/form-errors.ts';
import { pushAlert } from '../../services/notify.ts';

export function FormNode({ node, enabled }: { node: NodeOf<'Form'>; enabled: boolean }) {
  // Validate on submit, then on every change: an error appearing on blur would shift the layout
  // under the finger that is on its way to the submit button, and that tap would be lost.
  const methods = useForm<FieldValues>({ mode: 'onSubmit', reValidateMode: 'onChange' });
  const { actions } = useRuntime();
  const t = useText();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  // A second tap while the first is being handled does nothing (one request per submit).
  const onValid = async (values: FieldValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await runAction(node.action, { ...actions, form: values, setFormValue: (k, v) => methods.setValue(k, v) });
    } catch (e) {
      // A server error that belongs to a field shows on it; one the form has no field for is an alert.
      if (e instanceof FieldError) {
        if (e.field in values) methods.setError(e.field, { message: e.message }, { shouldFocus: true });
        else pushAlert(e.message);
      } else if (!(e instanceof Error && e.name === 'WpsError')) {
        pushAlert(e instanceof Error ? e.message : String(e));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };
  return (
    <FormProvider {...methods}>
      <form
        className="form"
        noValidate
        aria-label={node.title ? t(node.title) : undefined}
        onSubmit={(e) => void methods.handleSubmit(onValid)(e)}
      >
        <RenderChildren nodes={node.children} />
        <Button type="submit" disabled={!enabled} busy={submitting}>
          {t(node.submit)}
        </Button>
      </form>
    </FormProvider>
  );
}

function useField(node: NodeOf<'TextField' | 'PasswordField' | 'CheckboxField' | 'SelectField'>) {
  const form = useFormContext<FieldValues>();
  const t = useText();
  const error = form.formState.errors[node.name]?.message;
  return {
    t,
    label: t(node.label),
    placeholder: node.placeholder ? t(node.placeholder) : undefined,
    error: typeof error === 'string' ? error : undefined,
    register: form.register(
      node.name,
      toRegisterOptions(node.rules, t, (n) => form.getValues(n)),
    ),
    required: !!node.rules?.required,
  };
}

export function TextFieldNode({ node, enabled }: { node: NodeOf<'TextField'>; enabled: boolean }) {
  const f = useField(node);
  return (
    <TextInput
      label={f.label}
      error={f.error}
      placeholder={f.placeholder}
      autoComplete={node.autocomplete}
      disabled={!enabled}
      aria-required={f.required}
      {...f.register}
    />
  );
}

export function PasswordFieldNode({ node, enabled }: { node: NodeOf<'PasswordField'>; enabled: boolean }) {
  const f = useField(node);
  return (
    <PasswordInput
      label={f.label}
      error={f.error}
      placeholder={f.placeholder}
      autoComplete={node.autocomplete}
      showLabel={f.t('password.show')}
      hideLabel={f.t('password.hide')}
      disabled={!enabled}
      aria-required={f.required}
      {...f.register}
    />
  );
}

export function CheckboxFieldNode({ node, enabled }: { node: NodeOf<'CheckboxField'>; enabled: boolean }) {
  const f = useField(node);
  return <Checkbox label={f.label} error={f.error} disabled={!enabled} aria-required={f.required} {...f.register} />;
}

export function SelectFieldNode({ node, enabled }: { node: NodeOf<'SelectField'>; enabled: boolean }) {
  const f = useField(node);
  return (
    <Select
      label={f.label}
      error={f.error}
      options={node.options.map((o) => ({ value: o.value, label: f.t(o.label) }))}
      disabled={!enabled}
      aria-required={f.required}
      {...f.register}
    />
  );
}
