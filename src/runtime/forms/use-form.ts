/** React's view of a form's state (form-state.ts): the form and its fields re-render when its errors or watched values change. */
import { createContext, createElement, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createFormState, type FormState } from './form-state.ts';

const FormStateContext = createContext<FormState | null>(null);

const useUpdates = (form: FormState) => useSyncExternalStore(form.subscribe, form.version, form.version);

/** The form's state, made once for the form's life. */
export function useForm(): FormState {
  const [form] = useState(createFormState);
  useUpdates(form);
  return form;
}

export function FormProvider({ form, children }: { form: FormState; children: ReactNode }) {
  return createElement(FormStateContext.Provider, { value: form }, children);
}

/** The enclosing form's state, for a field. */
export function useFormContext(): FormState {
  const form = useContext(FormStateContext);
  if (!form) throw new Error('A form field outside a Form');
  useUpdates(form);
  return form;
}
