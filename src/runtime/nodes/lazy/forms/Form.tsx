/**
 * The Form node: its fields (lazy/forms/*), then a submit button. Forms validate on submit, then
 * on every change; one submit at a time (a second tap while busy does nothing); server errors
 * show on their field, or as an alert when the form has none. The form itself subscribes to
 * none of its state (forms/use-form.ts): a keystroke re-renders the field, not the form.
 */
import { useMemo, useRef, useState } from 'react';
import { Type } from '@sinclair/typebox';
import { useForm, FormProvider } from '../../../forms/use-form.ts';
import type { FieldValues } from '../../../forms/form-state.ts';
import { Text, described } from '../../../../core/schema/common.ts';
import { ACTION, CHILDREN } from '../../../../core/node-props.ts';
import { Button } from '../../../../components/controls.tsx';
import { FieldError } from '../../../../services/app-port/form-errors.ts';
import { pushAlert } from '../../../../services/app-port/notify.ts';
import { WpsError } from '../../../../services/http/wps-error.ts';
import { useRuntime } from '../../../context.ts';
import { useText } from '../../../text.ts';
import { runAction } from '../../../actions/registry.ts';
import { defineNode } from '../../define.ts';

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
    // The fields as one element kept across renders: the busy state re-renders the submit button
    // alone (each field follows its own value and error by subscription), so the tap on submit
    // paints without rendering the form again (issue 39 INP).
    const fields = useMemo(() => render(node.children), [render, node.children]);
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
        } else if (!(e instanceof WpsError)) {
          // (a server's error was shown by the error catalogue already)
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
          {fields}
          <Button type="submit" disabled={!enabled} busy={submitting}>
            {t(node.submit)}
          </Button>
        </form>
      </FormProvider>
    );
  },
);
