/**
 * Form nodes, one lazily loaded chunk with react-hook-form: screens without a form never load it.
 * Forms validate on submit, then on every change; one submit at a time (a second tap while busy
 * does nothing); server errors show on their field, or as an alert when the form has none.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useFormContext, FormProvider, type FieldValues } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Type } from '@sinclair/typebox';
import { Text } from '../../../core/schema/common.ts';
import { ACTION, CHILDREN, field } from '../../../core/node-props.ts';
import { Button } from '../../../components/controls.tsx';
import { TextInput, PasswordInput, Checkbox, Select } from '../../../components/fields.tsx';
import { FieldError } from '../../../services/form-errors.ts';
import { pushAlert } from '../../../services/notify.ts';
import { countryStore, loadCountry } from '../../../services/content.ts';
import { useRuntime } from '../../context.ts';
import { dialingOptions } from '../../../core/mobile-country.ts';
import { useText } from '../../text.ts';
import { runAction } from '../../actions/registry.ts';
import { toRegisterOptions, type Rules } from '../../forms/rules.ts';
import { defineNode } from '../define.ts';

export const DIALING_CODE_FIELD = 'countryDialingCode';
/** A5: "Only digit-only strings pass the digits check." */
const DIGITS = /^\d+$/;

export const Form = defineNode(
  Type.Object(
    { title: Type.Optional(Text), submit: Text, action: ACTION, children: CHILDREN },
    { additionalProperties: false },
  ),
  function FormNode({ node, enabled, render }) {
    // Validate on submit, then on every change: an error appearing on blur would shift the layout
    // under the finger that is on its way to the submit button, and that tap would be lost.
    const methods = useForm<FieldValues>({ mode: 'onSubmit', reValidateMode: 'onChange' });
    const { actions } = useRuntime();
    const t = useText();
    const busy = useRef(false);
    const formRef = useRef<HTMLFormElement>(null);
    const [submitting, setSubmitting] = useState(false);
    const onValid = async (values: FieldValues) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      try {
        await runAction(node.action, {
          ...actions,
          form: values,
          setFormValue: (k, v) => methods.setValue(k, v),
          // Emptied for the next one, the first field focused (an alert after it gives focus back there).
          resetForm: () => {
            methods.reset();
            formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]):not(:disabled), select')?.focus();
          },
        });
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
          ref={formRef}
          className="form"
          noValidate
          aria-label={node.title ? t(node.title) : undefined}
          onSubmit={(e) => void methods.handleSubmit(onValid)(e)}
        >
          {render(node.children)}
          <Button type="submit" disabled={!enabled} busy={submitting}>
            {t(node.submit)}
          </Button>
        </form>
      </FormProvider>
    );
  },
);

function useField(node: {
  name: string;
  label: Parameters<ReturnType<typeof useText>>[0];
  placeholder?: Parameters<ReturnType<typeof useText>>[0];
  rules?: Rules;
}) {
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

export const TextField = defineNode(
  field({ autocomplete: Type.Optional(Type.String()) }),
  function TextFieldNode({ node, enabled }) {
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
  },
);

export const PasswordField = defineNode(
  field({ autocomplete: Type.Optional(Type.Union([Type.Literal('current-password'), Type.Literal('new-password')])) }),
  function PasswordFieldNode({ node, enabled }) {
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
  },
);

export const CheckboxField = defineNode(field({}), function CheckboxFieldNode({ node, enabled }) {
  const f = useField(node);
  return <Checkbox label={f.label} error={f.error} disabled={!enabled} aria-required={f.required} {...f.register} />;
});

export const SelectField = defineNode(
  field({
    options: Type.Array(Type.Object({ value: Type.String(), label: Text }, { additionalProperties: false }), {
      minItems: 1,
    }),
  }),
  function SelectFieldNode({ node, enabled }) {
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
  },
);

export const PhoneField = defineNode(
  field({ dialingCodeLabel: Type.Optional(Text) }),
  function PhoneFieldNode({ node, enabled }) {
    const form = useFormContext<FieldValues>();
    const t = useText();
    const { info, failed } = useSnapshot(countryStore);
    const { rules: context } = useRuntime();
    useEffect(() => {
      void loadCountry();
    }, []);
    useEffect(() => {
      if (info && !form.getValues(DIALING_CODE_FIELD)) form.setValue(DIALING_CODE_FIELD, info.countryDialingCode);
    }, [info, form]);
    const error = form.formState.errors[node.name]?.message;
    // UPDATEMOBILEICC3: other calling codes than the merchant's only when the switch is on.
    const options = (info ? dialingOptions(context.flags, info) : []).map((c) => ({
      value: c.countryDialingCode,
      label: `+${c.countryDialingCode}${c.name ? ` ${c.name}` : ''}`,
    }));
    const rules = toRegisterOptions(node.rules, t, (n) => form.getValues(n));
    return (
      <div className="field-row phone">
        <Select
          label={node.dialingCodeLabel ? t(node.dialingCodeLabel) : t('field.dialingCode')}
          options={
            options.length ? options : [{ value: '', label: failed ? t('content.loadFailed') : t('app.loading') }]
          }
          disabled={!enabled || !options.length}
          {...form.register(DIALING_CODE_FIELD, { required: true })}
        />
        <TextInput
          label={t(node.label)}
          error={typeof error === 'string' ? error : undefined}
          inputMode="numeric"
          autoComplete="tel-national"
          disabled={!enabled}
          aria-required={!!node.rules?.required}
          {...form.register(node.name, {
            ...rules,
            validate: {
              ...(typeof rules.validate === 'object' ? rules.validate : {}),
              digits: (v: unknown) => !v || DIGITS.test(String(v)) || t('validation.digits'),
            },
          })}
        />
      </div>
    );
  },
);

export const SmsCodeField = defineNode(
  field({
    phoneField: Type.String({ description: 'Name of the PhoneField whose number gets the code.' }),
    sendLabel: Type.Optional(Text),
  }),
  function SmsCodeFieldNode({ node, enabled }) {
    const form = useFormContext<FieldValues>();
    const t = useText();
    const { actions } = useRuntime();
    const [left, setLeft] = useState(0);
    const [sending, setSending] = useState(false);
    useEffect(() => {
      if (left <= 0) return;
      const id = setTimeout(() => setLeft((s) => s - 1), 1000);
      return () => clearTimeout(id);
    }, [left]);
    const send = async () => {
      if (sending || left > 0) return;
      const ok = await form.trigger([node.phoneField, DIALING_CODE_FIELD]);
      if (!ok) return;
      setSending(true);
      try {
        const r = (await runAction(
          { name: 'sms.send', field: node.phoneField },
          { ...actions, form: form.getValues() },
        )) as { cooldownSeconds?: number } | undefined;
        setLeft(r?.cooldownSeconds ?? 0);
      } catch (e) {
        if (e instanceof FieldError)
          form.setError(e.field === 'mobileNum' ? node.phoneField : e.field, { message: e.message });
      } finally {
        setSending(false);
      }
    };
    const error = form.formState.errors[node.name]?.message;
    return (
      <div className="field-row sms">
        <TextInput
          label={t(node.label)}
          error={typeof error === 'string' ? error : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={!enabled}
          aria-required={!!node.rules?.required}
          {...form.register(
            node.name,
            toRegisterOptions(node.rules, t, (n) => form.getValues(n)),
          )}
        />
        <Button
          variant="secondary"
          disabled={!enabled || sending || left > 0}
          busy={sending}
          onClick={() => void send()}
        >
          {left > 0 ? t('sms.resendIn', { count: left }) : node.sendLabel ? t(node.sendLabel) : t('sms.send')}
        </Button>
      </div>
    );
  },
);

/** The captcha result lives in the form's "captcha" value; this shows its state and offers to verify now. */
export const CaptchaSlot = defineNode(
  Type.Object(
    { label: Text },
    {
      additionalProperties: false,
      description: 'Where the captcha status shows in a form; the captcha opens on submit or from its button.',
    },
  ),
  function CaptchaSlotNode({ node, enabled }) {
    const form = useFormContext<FieldValues>();
    const t = useText();
    const { actions } = useRuntime();
    const done = !!form.watch('captcha');
    return (
      <div className="field captcha-slot">
        <span>
          {t(node.label)}: <strong role="status">{done ? t('captcha.done') : t('captcha.pending')}</strong>
        </span>
        {!done ? (
          <Button
            variant="secondary"
            disabled={!enabled}
            onClick={() =>
              void runAction(
                { name: 'captcha.verify' },
                { ...actions, form: form.getValues(), setFormValue: (k, v) => form.setValue(k, v) },
              )
            }
          >
            {t('captcha.verify')}
          </Button>
        ) : null}
      </div>
    );
  },
);
