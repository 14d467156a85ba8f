/** What every rendered node can reach: the rule context, the action environment, the enclosing form. */
import { createContext, useContext } from 'react';
import type { UseFormReturn, FieldValues } from 'react-hook-form';
import type { RuleContext } from '../core/schema/rule-context.ts';
import type { ActionEnv } from './actions/registry.ts';

export interface RuntimeValue {
  rules: RuleContext;
  actions: ActionEnv;
  logo: { src: string; alt: string };
}
export const RuntimeContext = createContext<RuntimeValue | null>(null);
export function useRuntime(): RuntimeValue {
  const v = useContext(RuntimeContext);
  if (!v) throw new Error('useRuntime outside a screen');
  return v;
}

export const FormContext = createContext<UseFormReturn<FieldValues> | null>(null);
