/**
 * i18next for React, in the few lines this app needs: the provider listens to i18next once (a
 * language change, or a language's translations arriving) and hands a new context value down;
 * each text node only reads the context. (react-i18next did the same for ~2 KiB gzip more.)
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

interface Value {
  t: TFunction;
  language: string;
}
const I18nContext = createContext<Value | null>(null);

export function I18nProvider({ i18n, children }: { i18n: i18n; children?: ReactNode }) {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    return () => {
      i18n.off('languageChanged', bump);
      i18n.store.off('added', bump);
    };
  }, [i18n]);
  // A new value (and a new t) whenever the language or its translations change, so readers re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo<Value>(() => ({ t: i18n.t.bind(i18n) as TFunction, language: i18n.language }), [i18n, version]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Value {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useT outside I18nProvider');
  return v;
}
