/**
 * A tenant's package, the files the site fetches at /tenants/<id>/: the resolved config
 * (tenant.json, with `print`: a hash of the package that every page rendered from it carries, so
 * a page is never hydrated over a different package), one translation file per language, and its
 * assets. The same bytes for the same inputs.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { hashTree, readTree } from './atomic-tree.ts';
import { tenantsDir } from '../../src/core/tooling/tenant-files.ts';

export interface PackageFiles {
  /** Paths relative to the tenant's folder (tenant.json, i18n/EN.json, assets/logo.svg). */
  files: Map<string, string | Buffer>;
  /** The package as the site reads it (tenant.json parsed). */
  config: Record<string, unknown> & { id: string; merchantCode: string; languages: string[]; hosts?: string[] };
  print: string;
}

export function packageFiles(id: string, doc: Record<string, unknown>, root = tenantsDir()): PackageFiles {
  const { translations, $schema: _s, ...rest } = doc;
  const files = new Map<string, string | Buffer>();
  const i18n = Object.entries((translations ?? {}) as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  for (const [lang, table] of i18n) files.set(`i18n/${lang}.json`, JSON.stringify(table));
  for (const [path, data] of readTree(join(root, id, 'assets'), 'assets')) files.set(path, data);
  // The print covers everything else in the package, so it can sit in tenant.json itself.
  const print = hashTree(createHash('sha256').update(JSON.stringify(rest)), files)
    .digest('hex')
    .slice(0, 12);
  const config = { ...rest, print } as unknown as PackageFiles['config'];
  files.set('tenant.json', JSON.stringify(config));
  return { files, config, print };
}
