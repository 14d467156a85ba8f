import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageFiles } from './package-files.ts';

function tenantsWith(logo: string): string {
  const root = mkdtempSync(join(tmpdir(), 'package-files-'));
  mkdirSync(join(root, 'acme/assets'), { recursive: true });
  writeFileSync(join(root, 'acme/assets/logo.svg'), logo);
  return root;
}
const doc = {
  $schema: '../../schemas/tenant.schema.json',
  id: 'acme',
  merchantCode: 'ACME',
  languages: ['EN', 'VI'],
  translations: { VI: { 'home.title': 'Trang chủ' }, EN: { 'home.title': 'Home' } },
};

describe("a tenant's package", () => {
  it('is tenant.json (with its print, without translations or $schema), a file per language and the assets', () => {
    const { files, print } = packageFiles('acme', doc, tenantsWith('<svg/>'));
    expect([...files.keys()].sort()).toEqual(['assets/logo.svg', 'i18n/EN.json', 'i18n/VI.json', 'tenant.json']);
    expect(JSON.parse(files.get('tenant.json') as string)).toEqual({
      id: 'acme',
      merchantCode: 'ACME',
      languages: ['EN', 'VI'],
      print,
    });
    expect(print).toMatch(/^[0-9a-f]{12}$/);
  });

  it('the same inputs give the same print and bytes; any change to config, a translation or an asset gives another print', () => {
    const a = packageFiles('acme', doc, tenantsWith('<svg/>'));
    const again = packageFiles('acme', structuredClone(doc), tenantsWith('<svg/>'));
    expect(again.print).toBe(a.print);
    expect(again.files.get('tenant.json')).toBe(a.files.get('tenant.json'));
    const changed = [
      packageFiles('acme', { ...doc, merchantCode: 'ACME2' }, tenantsWith('<svg/>')),
      packageFiles(
        'acme',
        { ...doc, translations: { ...doc.translations, EN: { 'home.title': 'Lobby' } } },
        tenantsWith('<svg/>'),
      ),
      packageFiles('acme', doc, tenantsWith('<svg width="1"/>')),
    ];
    expect(new Set([a.print, ...changed.map((c) => c.print)]).size).toBe(4);
  });
});
