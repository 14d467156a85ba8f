/** Form fields with behaviour: phone with dialling code, SMS code with send button and countdown, captcha slot. */
import { useEffect, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { NodeOf } from '../registry/components.tsx';
import { useText } from '../text.ts';
import { useRuntime } from '../context.ts';
import { runAction } from '../actions/registry.ts';
import { toRegisterOptions } from './rules.ts';
import { Select, TextInput } from '../../components/fields.tsx';
import { Button } from '../../components/controls.tsx';
import { countryStore, loadCountry } from '../../services/content.ts';
import { FieldError } from '../../services/form-errors.ts';

export const DIALING_CODE_FIELD = 'countryDialingCode';
/** A5: "Only digit-only strings pass the digits check." */
const DIGITS = /^\d+$/;

export function PhoneFieldNode({ node, enabled }: { node: NodeOf<'PhoneField'>; enabled: boolean }) {
  const form = useFormContext<FieldValues>();
  const t = useText();
  const { info, failed } = useSnapshot(countryStore);
  useEffect(() => {
    void loadCountry();
  }, []);
  useEffect(() => {
    if (info && !form.getValues(DIALING_CODE_FIELD)) form.setValue(DIALING_CODE_FIELD, info.countryDialingCode);
  }, [info, form]);
  const error = form.formState.errors[node.name]?.message;
  const options = (info?.countries ?? []).map((c) => ({
    value: c.countryDialingCode,
    label: `+${c.countryDialingCode} ${c.name}`,
  }));
  const rules = toRegisterOptions(node.rules, t, (n) => form.getValues(n));
  return (
    <div className="field-row phone">
      <Select
        label={node.dialingCodeLabel ? t(node.dialingCodeLabel) : t('field.dialingCode')}
        options={options.length ? options : [{ value: '', label: failed ? t('content.loadFailed') : t('app.loading') }]}
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
}

export function SmsCodeFieldNode({ node, enabled }: { node: NodeOf<'SmsCodeField'>; enabled: boolean }) {
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
      <Button variant="secondary" disabled={!enabled || sending || left > 0} busy={sending} onClick={() => void send()}>
        {left > 0 ? t('sms.resendIn', { count: left }) : node.sendLabel ? t(node.sendLabel) : t('sms.send')}
      </Button>
    </div>
  );
}

/** The captcha result lives in the form's "captcha" value; this shows its state and offers to verify now. */
export function CaptchaSlotNode({ node, enabled }: { node: NodeOf<'CaptchaSlot'>; enabled: boolean }) {
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
}
