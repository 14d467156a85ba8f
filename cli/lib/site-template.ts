/**
 * Where a tenant's published site is, as an operator gives it (`tenant studio --site`): an http(s)
 * address in which `{id}` stands for the tenant's id, as `https://{id}.m.example.com`.
 */
const ID = '{id}';

/** What is wrong with `template` as a site address, or null. */
export function siteTemplateProblem(template: string): string | null {
  if (!template.includes(ID)) return `give ${ID} where the tenant's id goes (https://${ID}.m.example.com)`;
  let url: URL;
  try {
    url = new URL(template.replaceAll(ID, 'tenant'));
  } catch {
    return 'not an address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'an http or https address';
  if (url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return 'the site itself, without a path, query or fragment (the studio adds /m/home)';
  return null;
}

/** The tenant's home page on the site `template` names. */
export const siteHome = (template: string, id: string) => `${template.replaceAll(ID, id).replace(/\/$/, '')}/m/home`;
