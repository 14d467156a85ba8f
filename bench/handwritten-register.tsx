/**
 * The register screen written by hand in React: the same fields, rules, messages and
 * presentational components as tenants/_base/screens/register.json renders (username form).
 * The benchmark mounts it beside the JSON-rendered screen.
 */
import { useForm, useFormErrors } from '../src/runtime/forms/use-form.ts';
import type { FieldValues } from '../src/runtime/forms/form-state.ts';
import { Link } from 'react-router-dom';
import { Stack, Heading, Logo } from '../src/components/layout.tsx';
import { Button } from '../src/components/controls.tsx';
import { TextInput, PasswordInput, Checkbox } from '../src/components/fields.tsx';
import { useT } from '../src/runtime/i18n.tsx';

export function HandwrittenRegister({
  onSubmit,
  logo,
}: {
  onSubmit: (v: FieldValues) => void;
  logo: { src: string; alt: string };
}) {
  const { t } = useT();
  // As a form written by hand usually is: its state at the top, every error read there (so a
  // keystroke that changes one re-renders the whole form; react-hook-form's formState.errors does the same).
  const form = useForm();
  const { register, handleSubmit, getValues } = form;
  const errors = useFormErrors(form);
  const msg = (k: string) => errors[k]?.message;
  return (
    <Stack gap={3}>
      <Logo src={logo.src} alt={logo.alt} />
      <Heading level={1}>{t('register.title')}</Heading>
      <form
        className="form"
        noValidate
        aria-label={t('register.withUsername')}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      >
        <TextInput
          label={t('field.username')}
          error={msg('username')}
          autoComplete="username"
          aria-required
          {...register('username', {
            required: t('validation.required'),
            minLength: { value: 4, message: t('validation.minLength', { count: 4 }) },
            maxLength: { value: 20, message: t('validation.maxLength', { count: 20 }) },
            pattern: { value: /^[a-zA-Z0-9_]+$/, message: t('validation.username') },
          })}
        />
        <PasswordInput
          label={t('field.password')}
          error={msg('password')}
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          aria-required
          {...register('password', {
            required: t('validation.required'),
            minLength: { value: 6, message: t('validation.minLength', { count: 6 }) },
            maxLength: { value: 20, message: t('validation.maxLength', { count: 20 }) },
          })}
        />
        <PasswordInput
          label={t('field.confirmPassword')}
          error={msg('confirmPassword')}
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          aria-required
          {...register('confirmPassword', {
            required: t('validation.required'),
            validate: { equalsField: (v: unknown) => v === getValues('password') || t('validation.passwordsDiffer') },
          })}
        />
        <Checkbox
          label={t('register.agree')}
          error={msg('agree')}
          aria-required
          {...register('agree', { required: t('validation.agree') })}
        />
        <Button type="submit">{t('register.submit')}</Button>
      </form>
      <Link className="link" to="/m/login">
        {t('register.toLogin')}
      </Link>
    </Stack>
  );
}
