/**
 * The translator for React: the provider listens to it once (a language change, or a language's
 * translations arriving) and hands a new context value down; each text node only reads the context.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Translate, Translator } from '../services/i18n/translator.ts';

interface Value {
  t: Translate;
  language: string;
}
const I18nContext = createContext<Value | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  const [version, setVersion] = useState(0);
  useEffect(() => i18n.subscribe(() => setVersion((v) => v + 1)), [i18n]);
  // A new value (and a new t) whenever the language or its translations change, so readers re-render.
  const value = useMemo<Value>(
    () => ({ t: (key, values) => i18n.t(key, values), language: i18n.language }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, version],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Value {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useT outside I18nProvider');
  return v;
}
