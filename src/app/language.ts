/** Switching language: lazy load, store the choice (A3 local storage key "language"), update the page. */
import type { i18n } from 'i18next';
import { tenantStore } from '../state/app.ts';
import { switchLanguage } from '../services/i18n.ts';
import { LANGUAGE_STORAGE_KEY } from '../services/language-choice.ts';
import { loadTranslations } from '../services/tenant/package.ts';
import type { Language } from '../core/spec-constants.ts';
import { htmlLang } from '../core/language-tag.ts';
import { syncLanguage } from '../services/boot-data.ts';
import { local } from '../services/storage.ts';

let instance: i18n | undefined;
export function bindI18n(i: i18n) {
  instance = i;
}

export async function setLanguage(language: Language): Promise<void> {
  const tenant = tenantStore.tenant;
  if (!instance || !tenant || !tenant.languages.includes(language)) return;
  await switchLanguage(instance, language, (l) => loadTranslations(tenant.id, l));
  tenantStore.language = language;
  local.set(LANGUAGE_STORAGE_KEY, language); // private mode: the choice lasts this visit
  document.documentElement.lang = htmlLang(language);
  syncLanguage(); // a member's choice goes to the server (A7, not for type 4)
}
