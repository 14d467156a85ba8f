/**
 * React's view of a form's state (form-state.ts), subscribed per field as react-hook-form's
 * useFormState({ name }) is: a keystroke re-renders the field whose error changed and what reads
 * it (a watcher, or a form that asked for all its errors), not the form around it.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createFormState, type FieldError, type FormState } from './form-state.ts';

const FormStateContext = createContext<FormState | null>(null);

/** The form's state, made once for the form's life; reading it subscribes to nothing. */
export function useForm(): FormState {
  const [form] = useState(createFormState);
  return form;
}

export function FormProvider({ form, children }: { form: FormState; children: ReactNode }) {
  return createElement(FormStateContext.Provider, { value: form }, children);
}

/** The enclosing form's state, for a field (no subscription: see useFieldError, useWatch). */
export function useFormContext(): FormState {
  const form = useContext(FormStateContext);
  if (!form) throw new Error('A form field outside a Form');
  return form;
}

/** One field's error; re-renders when that error changes (and only then). */
export function useFieldError(form: FormState, name: string): FieldError | undefined {
  const read = () => form.errors[name];
  return useSyncExternalStore(useNamedSubscription(form, name), read, read);
}

/** Every field's error; re-renders when any of them changes (a form written by hand that shows them all). */
export function useFormErrors(form: FormState): FormState['errors'] {
  const read = () => form.errors;
  return useSyncExternalStore(form.subscribe, read, read);
}

/** A value (the captcha's result); re-renders when it is set or, for a field, typed. */
export function useWatch(form: FormState, name: string): unknown {
  const read = () => form.watch(name);
  return useSyncExternalStore(useNamedSubscription(form, name), read, read);
}

/** Kept across renders: a new function each render would make React unsubscribe and subscribe again each time. */
const useNamedSubscription = (form: FormState, name: string) =>
  useCallback((l: () => void) => form.subscribe(l, name), [form, name]);
