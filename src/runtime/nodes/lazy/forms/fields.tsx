/**
 * The plain form fields: text, password, checkbox and drop-down list, each with its rules from
 * JSON (forms/rules.ts) and its error, subscribed by its name (forms/use-field.ts).
 */
import { Type } from '@sinclair/typebox';
import { Text, described } from '../../../../core/schema/common.ts';
import { field } from '../../../../core/node-props.ts';
import { TextInput, PasswordInput, Checkbox, Select } from '../../../../components/fields.tsx';
import { useField } from '../../../forms/use-field.ts';
import { defineNode } from '../../define.ts';

export const TextField = defineNode(
  {
    props: field('A text input in a form.', {
      autocomplete: Type.Optional(
        Type.String({ description: 'The HTML autocomplete hint, e.g. username, email, tel.' }),
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
