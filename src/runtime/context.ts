/** What every rendered node can reach: the rule context and the action environment. */
import { createContext, useContext } from 'react';
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
