/** Loads the static tenant package the build made: resolved config, translations per language. */
import { getStaticJson } from '../http/static-json.ts';
import type { TenantPackage } from '../../core/schema/tenant.ts';

export const loadTenantPackage = (id: string) =>
  getStaticJson<TenantPackage>(`/tenants/${encodeURIComponent(id)}/tenant.json`);
export const loadTranslations = (id: string, language: string) =>
  getStaticJson<Record<string, string>>(`/tenants/${encodeURIComponent(id)}/i18n/${encodeURIComponent(language)}.json`);
