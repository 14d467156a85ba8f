/**
 * i18next for React, in the few lines this app needs: a provider and a hook that re-renders when
 * the language changes or a language's translations arrive. (react-i18next did the same for ~2 KiB
 * gzip more in the first load.)
 */
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useT(): { t: TFunction; language: string } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT outside I18nProvider');
  const subscribe = useCallback((notify: () => void) => {
    i18n.on('languageChanged', notify);
    i18n.store.on('added', notify);
    return () => { i18n.off('languageChanged', notify); i18n.store.off('added', notify); };
  }, [i18n]);
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return { t: i18n.t.bind(i18n) as TFunction, language };
}
