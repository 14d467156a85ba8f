/** Switching language: lazy load, store the choice (A3 local storage key "language"), update the page. */
import type { Translator } from '../services/i18n/translator.ts';
import { tenantStore } from '../state/app.ts';
import { switchLanguage } from '../services/i18n/i18n.ts';
import { LANGUAGE_STORAGE_KEY } from '../core/language-choice.ts';
import { loadTranslations } from '../services/tenant/package.ts';
import type { Language } from '../core/spec-constants.ts';
import { htmlLang } from '../core/language-tag.ts';
import { syncLanguage } from '../services/member/member-info.ts';
import { local } from '../services/session/storage.ts';
import { languageCookie, cookieLanguage } from '../core/page-language.ts';
import { clearPageData } from '../core/page-data.ts';
import { forgetPageCopies } from '../services/pwa/page-copies.ts';

/** The server picks the pre-rendered page in this language next time (docs/deploy.md). */
function rememberPageLanguage(language: string): void {
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

let instance: Translator | undefined;
export function bindI18n(i: Translator) {
  instance = i;
  // A choice stored before the cookie existed (or with cookies cleared) names the next page's language too.
  const stored = local.get(LANGUAGE_STORAGE_KEY);
  if (stored === i.language && cookieLanguage(document.cookie) !== stored) rememberPageLanguage(stored);
}

export async function setLanguage(language: Language): Promise<void> {
  const tenant = tenantStore.tenant;
  if (!instance || !tenant || !tenant.languages.includes(language)) return;
  await switchLanguage(instance, language, (l) => loadTranslations(tenant.id, l));
  tenantStore.language = language;
  clearPageData(); // the page's data is in the page's language
  local.set(LANGUAGE_STORAGE_KEY, language); // private mode: the choice lasts this visit
  rememberPageLanguage(language);
  void forgetPageCopies(); // the worker's copies are in the last language: the next page from the server
  document.documentElement.lang = htmlLang(language);
  syncLanguage(); // a member's choice goes to the server (A7, not for type 4)
}
