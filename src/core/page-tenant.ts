/**
 * The tenant a page is for, written into the page by the edge that served it (the build's
 * per-tenant pages behind nginx or a CDN that routes by host, the sandbox, the dev server):
 * `<html data-tenant="dragon" data-merchant="DRAGON" data-languages="EN CN TW">`. The early
 * loader and boot read it, so a player's browser never needs a list of all tenants: what it
 * downloads is the same at two tenants or a thousand, and names no other merchant.
 */
export interface PageTenant {
  id: string;
  merchantCode: string;
  /** The languages the tenant offers, its default first (the status call's Language is chosen from them). */
  languages: string[];
}

const ID = /^[a-z0-9-]+$/;
const CODE = /^[A-Za-z0-9_-]+$/;
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** The page's tenant, or null when the page names none (a host no tenant serves) or names it wrongly. */
export function readPageTenant(attributes: { getAttribute(name: string): string | null }): PageTenant | null {
  const id = attributes.getAttribute('data-tenant') ?? '';
  const merchantCode = attributes.getAttribute('data-merchant') ?? '';
  const languages = (attributes.getAttribute('data-languages') ?? '').split(' ').filter(Boolean);
  if (!ID.test(id) || !CODE.test(merchantCode) || !languages.length || !languages.every((l) => LANGUAGE.test(l)))
    return null;
  return { id, merchantCode, languages };
}

/** The attributes that name the tenant, in the order they are written. */
export function pageTenantAttributes(t: PageTenant): [string, string][] {
  if (!ID.test(t.id) || !CODE.test(t.merchantCode) || !t.languages.every((l) => LANGUAGE.test(l)))
    throw new Error(`tenant ${t.id}: id, merchant code or languages cannot be written into a page`);
  return [
    ['data-tenant', t.id],
    ['data-merchant', t.merchantCode],
    ['data-languages', t.languages.join(' ')],
  ];
}

/**
 * A page's HTML with the tenant written on its <html> element (replacing any tenant it named): for
 * the edges that serve a page as text (the sandbox, the dev server). The values are checked above,
 * so nothing needs escaping.
 */
export function withPageTenant(html: string, t: PageTenant): string {
  const attrs = pageTenantAttributes(t)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  return html.replace(/<html\b([^>]*)>/i, (_m, rest: string) => {
    const kept = rest.replace(/\s+data-(tenant|merchant|languages)="[^"]*"/g, '');
    return `<html${kept}${attrs}>`;
  });
}
