/** The English keys every tenant inherits (tenants/_base/i18n/EN.json), for the docs and editor completion. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';

export const ENGLISH_FILE = 'tenants/_base/i18n/EN.json';

export function englishKeys(root = ROOT): string[] {
  const table = JSON.parse(readFileSync(join(root, ENGLISH_FILE), 'utf8')) as Record<string, unknown>;
  return Object.keys(table).filter((k) => k !== '$schema');
}
