/** Every form node in one lazily loaded chunk (react-hook-form comes with it): screens without a form never load it. */
export { FormNode, TextFieldNode, PasswordFieldNode, CheckboxFieldNode, SelectFieldNode } from './FormNode.tsx';
export { PhoneFieldNode, SmsCodeFieldNode, CaptchaSlotNode } from './special-fields.tsx';
