/**
 * The mobile number and its SMS code: the dialling-code list (the country info, loaded with the
 * page), the number (digits only, A5), and the code with its send button and countdown.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Type } from '@sinclair/typebox';
import { Text, described } from '../../../../core/schema/common.ts';
import { field } from '../../../../core/node-props.ts';
import { Button } from '../../../../components/controls.tsx';
import { TextInput, Select } from '../../../../components/fields.tsx';
import { FieldError } from '../../../../services/app-port/form-errors.ts';
import { countryStore, loadCountry } from '../../../../services/content/country.ts';
import { dialingOptions } from '../../../../core/mobile-country.ts';
import { useFormContext, useFieldError } from '../../../forms/use-form.ts';
import { toRegisterOptions } from '../../../forms/rules.ts';
import { useRuntime } from '../../../context.ts';
import { useText } from '../../../text.ts';
import { runAction } from '../../../actions/registry.ts';
import { defineNode } from '../../define.ts';

export const DIALING_CODE_FIELD = 'countryDialingCode';
/** A5: "Only digit-only strings pass the digits check." */
const DIGITS = /^\d+$/;

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
    const error = useFieldError(form, node.name)?.message;
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
          error={error}
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

const regStatus = () => import('../../../../services/auth/registration-status.ts');

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
    const error = useFieldError(form, node.name)?.message;
    return (
      <div className="field-row sms">
        <TextInput
          label={t(node.label)}
          error={error}
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
