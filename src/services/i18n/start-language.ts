/**
 * The language the app starts in, decided the same way by the early loader and by boot: the stored
 * choice, else the cookie (where storage is blocked it is all that keeps the choice, and the server
 * chose the page by it), else the browser's languages, else the tenant's default.
 */
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../../core/language-choice.ts';
import { cookieLanguage } from '../../core/page-language.ts';
import type { Language } from '../../core/spec-constants.ts';
import { local } from '../session/storage.ts';

export function startLanguage(offered: readonly string[]): Language {
  return chooseLanguage(
    offered,
    local.get(LANGUAGE_STORAGE_KEY) ?? cookieLanguage(document.cookie),
    navigator.languages ?? [navigator.language],
  );
}
