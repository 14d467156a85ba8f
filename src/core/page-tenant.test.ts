import { describe, it, expect } from 'vitest';
import { readPageTenant, withPageTenant, pageTenantAttributes } from './page-tenant.ts';

const attributesOf = (html: string) => {
  const tag = /<html\b[^>]*>/i.exec(html)![0];
  return { getAttribute: (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null };
};
const dragon = { id: 'dragon', merchantCode: 'DRAGON', languages: ['EN', 'CN', 'TW'] };

describe('the tenant a page names', () => {
  it('is written on <html> and read back as it was written', () => {
    const html = withPageTenant('<!doctype html><html lang="en"><head></head></html>', dragon);
    expect(html).toBe(
      '<!doctype html><html lang="en" data-tenant="dragon" data-merchant="DRAGON" data-languages="EN CN TW"><head></head></html>',
    );
    expect(readPageTenant(attributesOf(html))).toEqual(dragon);
  });

  it('replaces a tenant the page named before (a page re-served for another host), never doubles it', () => {
    const once = withPageTenant('<html lang="en">', dragon);
    const twice = withPageTenant(once, { id: 'lotus', merchantCode: 'LOTUS', languages: ['EN', 'VI'] });
    expect(twice).toBe('<html lang="en" data-tenant="lotus" data-merchant="LOTUS" data-languages="EN VI">');
  });

  it('a page that names none, or names it wrongly, has no tenant (boot says no tenant serves the host)', () => {
    expect(readPageTenant(attributesOf('<html lang="en">'))).toBeNull();
    for (const bad of [
      '<html data-tenant="Dragon" data-merchant="DRAGON" data-languages="EN">',
      '<html data-tenant="dragon" data-merchant="DRA GON" data-languages="EN">',
      '<html data-tenant="dragon" data-merchant="DRAGON" data-languages="">',
      '<html data-tenant="dragon" data-merchant="DRAGON" data-languages="EN &lt;x">',
    ])
      expect(readPageTenant(attributesOf(bad)), bad).toBeNull();
  });

  it('refuses to write a value that would need escaping in the page', () => {
    expect(() => pageTenantAttributes({ ...dragon, merchantCode: 'A"B' })).toThrow(
      'tenant dragon: id, merchant code or languages cannot be written into a page',
    );
    expect(() => withPageTenant('<html>', { ...dragon, languages: ['EN"><script>'] })).toThrow();
  });
});
