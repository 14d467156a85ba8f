/**
 * Form nodes, one lazily loaded chunk with their form state (forms/form-state.ts): screens without
 * a form never load it.
 * Forms validate on submit, then on every change; one submit at a time (a second tap while busy
 * does nothing); server errors show on their field, or as an alert when the form has none.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useFormContext, FormProvider } from '../../forms/use-form.ts';
import type { FieldValues } from '../../forms/form-state.ts';
import { useSnapshot } from 'valtio';
import { Type } from '@sinclair/typebox';
import { Text, described } from '../../../core/schema/common.ts';
import { ACTION, CHILDREN, field } from '../../../core/node-props.ts';
import { Button } from '../../../components/controls.tsx';
import { TextInput, PasswordInput, Checkbox, Select } from '../../../components/fields.tsx';
import { FieldError } from '../../../services/app-port/form-errors.ts';
import { pushAlert } from '../../../services/app-port/notify.ts';
import { countryStore, loadCountry } from '../../../services/content/content.ts';
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
  {
    props: Type.Object(
      {
        title: Type.Optional(described(Text, "The form's accessible name (not shown).")),
        submit: described(Text, 'What the submit button says.'),
        action: ACTION('What submitting does with the values (auth.login, auth.register, promo.redeem, ...).'),
        children: CHILDREN,
      },
      {
        additionalProperties: false,
        description:
          'A form: its field children, then a submit button. It checks the field rules, runs its action with the values (one submit at a time) and shows server errors on their field.',
      },
    ),
    example: {
      id: 'login-username',
      title: 'login.withUsername',
      submit: 'login.submit',
      action: { name: 'auth.login', channel: 'username' },
      children: [
        { type: 'TextField', name: 'username', label: 'field.username', rules: { required: true } },
        { type: 'PasswordField', name: 'password', label: 'field.password', rules: { required: true } },
      ],
    },
  },
  function FormNode({ node, enabled, render }) {
    // Validate on submit, then on every change: an error appearing on blur would shift the layout
    // under the finger that is on its way to the submit button, and that tap would be lost.
    const methods = useForm();
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
      <FormProvider form={methods}>
        <form
          ref={formRef}
          className="form"
          // Never a GET: without the app (no JavaScript) a submit must not put the password in the address.
          method="post"
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
  const form = useFormContext();
  const t = useText();
  const error = form.errors[node.name]?.message;
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
  {
    props: field('A text input in a form.', {
      autocomplete: Type.Optional(
        Type.String({ description: 'The HTML autocomplete hint, e.g. username, email, tel.' }),
      ),
      suggest: Type.Optional(
        Type.Object(
          {
            label: described(Text, 'The button text (its accessible name), e.g. register.suggestUsername.'),
            action: ACTION('What the button does with the form; it may fill this field (auth.suggestUsername).'),
          },
          {
            additionalProperties: false,
            description: 'A button under the field that runs an action with the form: a generated username, say.',
          },
        ),
      ),
    }),
    example: {
      id: 'username',
      name: 'username',
      label: 'field.username',
      autocomplete: 'username',
      rules: {
        required: true,
        minLength: 4,
        maxLength: 20,
        messages: { required: 'validation.required', minLength: 'validation.minLength' },
      },
    },
  },
  function TextFieldNode({ node, enabled }) {
    const f = useField(node);
    const input = (
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
    return node.suggest ? (
      <div className="field-with-action">
        {input}
        <FieldAction label={node.suggest.label} action={node.suggest.action} enabled={enabled} />
      </div>
    ) : (
      input
    );
  },
);

/** A field's button: runs its action with the form's values; a value it sets is checked at once. */
function FieldAction({ label, action, enabled }: { label: Text; action: { name: string }; enabled: boolean }) {
  const form = useFormContext();
  const t = useText();
  const { actions } = useRuntime();
  return (
    <Button
      variant="text"
      disabled={!enabled}
      onClick={() =>
        void runAction(action, {
          ...actions,
          form: form.getValues(),
          setFormValue: (k, v) => {
            form.setValue(k, v);
            void form.trigger([k]);
          },
        })
      }
    >
      {t(label)}
    </Button>
  );
}

export const PasswordField = defineNode(
  {
    props: field('A password input with a show / hide button.', {
      autocomplete: Type.Optional(
        Type.Union([Type.Literal('current-password'), Type.Literal('new-password')], {
          description: 'current-password (log in) or new-password (register, change), for password managers.',
        }),
      ),
    }),
    example: {
      name: 'confirmPassword',
      label: 'field.confirmPassword',
      autocomplete: 'new-password',
      rules: { required: true, equalsField: 'password', messages: { equalsField: 'validation.passwordsDiffer' } },
    },
    keys: ['password.show', 'password.hide'],
  },
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

export const CheckboxField = defineNode(
  {
    props: field('A checkbox; its value is true or false.', {}),
    example: { name: 'remember', label: 'login.remember', visible: { var: 'settings.autoLogin' } },
  },
  function CheckboxFieldNode({ node, enabled }) {
    const f = useField(node);
    return <Checkbox label={f.label} error={f.error} disabled={!enabled} aria-required={f.required} {...f.register} />;
  },
);

export const SelectField = defineNode(
  {
    props: field('A drop-down list of options.', {
      options: Type.Array(
        Type.Object(
          {
            value: Type.String({ description: 'The value the form sends when this option is chosen.' }),
            label: described(Text, 'What the option says.'),
          },
          { additionalProperties: false, description: 'An option.' },
        ),
        { minItems: 1, description: 'The options, in order; at least one.' },
      ),
    }),
    example: {
      name: 'currency',
      label: { text: 'Currency' },
      options: [
        { value: 'VND', label: { text: 'Vietnamese dong' } },
        { value: 'THB', label: { text: 'Thai baht' } },
      ],
    },
  },
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
  {
    props: field(
      `A mobile number: a dialling-code list (country info, sent as ${DIALING_CODE_FIELD}) and the number, digits only (A5).`,
      {
        dialingCodeLabel: Type.Optional(
          described(Text, 'The label of the dialling-code list (default field.dialingCode).'),
        ),
      },
    ),
    example: {
      name: 'mobileNum',
      label: 'field.mobile',
      rules: { required: true, minLength: 6, maxLength: 15 },
    },
    keys: ['field.dialingCode', 'content.loadFailed', 'app.loading', 'validation.digits'],
  },
  function PhoneFieldNode({ node, enabled }) {
    const form = useFormContext();
    const t = useText();
    const { info, failed } = useSnapshot(countryStore);
    const { rules: context } = useRuntime();
    useEffect(() => {
      void loadCountry();
    }, []);
    useEffect(() => {
      if (info && !form.getValues(DIALING_CODE_FIELD)) form.setValue(DIALING_CODE_FIELD, info.countryDialingCode);
    }, [info, form]);
    const error = form.errors[node.name]?.message;
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

const regStatus = () => import('../../../services/auth/registration-status.ts');

export const SmsCodeField = defineNode(
  {
    props: field('An SMS code input with a send button (sms.send) that counts down before a resend.', {
      phoneField: Type.String({ description: 'Name of the PhoneField whose number gets the code.' }),
      sendLabel: Type.Optional(described(Text, 'What the send button says (default sms.send).')),
      sender: Type.Optional(
        Type.Union([Type.Literal('site'), Type.Literal('identityProvider')], {
          description:
            "Who sends the code: site (default: the site's SMS service, sms.send) or identityProvider (the identity provider's phone sign-in, auth.idpSendCode).",
        }),
      ),
    }),
    example: {
      name: 'smsCode',
      label: 'field.smsCode',
      phoneField: 'mobileNum',
      visible: { var: 'flags.REGMOBVERF3' },
      rules: { required: true, pattern: '^\\d{6}$', messages: { pattern: 'validation.smsCode' } },
    },
    keys: ['sms.resendIn', 'sms.send'],
  },
  function SmsCodeFieldNode({ node, enabled }) {
    const form = useFormContext();
    const country = useSnapshot(countryStore);
    const t = useText();
    const { actions } = useRuntime();
    const [left, setLeft] = useState(0);
    const [sending, setSending] = useState(false);
    // A5/S5 registration status: a code sent before a reload still counts down and names its
    // number (its own chunk, after the first paint; services/auth/registration-status.ts).
    useEffect(() => {
      if (node.sender !== 'identityProvider')
        void regStatus().then((m) => m.restoreRegStatus(form, node.phoneField, DIALING_CODE_FIELD, setLeft));
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
    const send = async () => {
      if (sending || left > 0) return;
      const ok = await form.trigger([node.phoneField, DIALING_CODE_FIELD]);
      if (!ok) return;
      setSending(true);
      try {
        const action =
          node.sender === 'identityProvider'
            ? { name: 'auth.idpSendCode' }
            : { name: 'sms.send', field: node.phoneField };
        const r = (await runAction(action, { ...actions, form: form.getValues() })) as
          { cooldownSeconds?: number } | undefined;
        setLeft(r?.cooldownSeconds ?? 0);
      } catch (e) {
        if (e instanceof FieldError)
          form.setError(e.field === 'mobileNum' ? node.phoneField : e.field, { message: e.message });
      } finally {
        setSending(false);
      }
    };
    const error = form.errors[node.name]?.message;
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
          // No country codes yet (they load with the page): no number to send to, so not tappable.
          disabled={!enabled || sending || left > 0 || !country.info}
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
  {
    props: Type.Object(
      { label: described(Text, 'The label before the captcha status.') },
      {
        additionalProperties: false,
        description: 'Where the captcha status shows in a form; the captcha opens on submit or from its button.',
      },
    ),
    example: { id: 'captcha', label: 'captcha.label', visible: { var: 'settings.loginCaptcha' } },
    keys: ['captcha.done', 'captcha.pending', 'captcha.verify'],
  },
  function CaptchaSlotNode({ node, enabled }) {
    const form = useFormContext();
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
