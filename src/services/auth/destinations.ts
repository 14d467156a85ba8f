/**
 * Where a player goes after logging in (A2, A4): go only as a same-site path starting with /m/;
 * redirectUrl only to the tenant's own hosts or the merchant's domain list, with the token and
 * the spec's parameters appended. Anything else is ignored, so a token never leaves for a foreign host.
 */
import { REDIRECT_PARAMS } from '../../core/spec-constants.ts';

/** A2: "go ... is honoured only if it starts with /m/", and it must stay on this site. */
export function safeGo(go: string | null | undefined): string | undefined {
  if (!go || !go.startsWith('/m/') || go.startsWith('//') || /[\\\s]/.test(go)) return undefined;
  try {
    const u = new URL(go, 'https://same.invalid');
    return u.origin === 'https://same.invalid' && u.pathname.startsWith('/m/')
      ? `${u.pathname}${u.search}${u.hash}`
      : undefined;
  } catch {
    return undefined;
  }
}

export interface Origins {
  /** The page's own origin (protocol, host name and port), e.g. "https://www.dragon.example". */
  current: string;
  /** The tenant's hosts (exact names, or ".suffix" for a domain and its subdomains). */
  tenantHosts: readonly string[];
  /** The merchant's domains (S7 GET /wps/system/domainRoute, else the merchant config's copy). */
  domainList: readonly string[];
}

const LOCAL = /^(localhost|[a-z0-9-]+\.localhost)$/;

/**
 * Where a token may go (A2 redirectUrl): the page's own origin exactly, or a tenant host or a listed
 * domain over https on the default port. Never userinfo (user:pass@), never another port, never
 * http (except the page's own origin on a localhost name, in development).
 */
export function originAllowed(u: URL, o: Origins): boolean {
  if (u.username || u.password) return false;
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
  if (u.origin === o.current) return u.protocol === 'https:' || LOCAL.test(u.hostname);
  if (u.protocol !== 'https:' || u.port !== '') return false;
  const h = u.hostname;
  return (
    o.tenantHosts.some((t) => (t.startsWith('.') ? h.endsWith(t) || h === t.slice(1) : h === t.toLowerCase())) ||
    o.domainList.some((d) => d.toLowerCase() === h)
  );
}

export interface RedirectParams {
  token: string;
  language: string;
  headerColor: string;
  title: string;
}

/** The redirectUrl target with token, language, headerColor, b2c=1 and title, or undefined when it is not allowed. */
export function redirectTarget(
  redirectUrl: string | null | undefined,
  origins: Origins,
  p: RedirectParams,
  report: (reason: string) => void = () => {},
): string | undefined {
  if (!redirectUrl) return undefined;
  let u: URL;
  try {
    u = new URL(redirectUrl);
  } catch {
    report(`redirectUrl is not an address: ${redirectUrl.slice(0, 200)}`);
    return undefined;
  }
  if (!originAllowed(u, origins)) {
    report(`redirectUrl ${u.origin} is not one of the tenant's origins: ignored`);
    return undefined;
  }
  u.searchParams.set('token', p.token);
  u.searchParams.set('language', p.language);
  u.searchParams.set('headerColor', p.headerColor);
  u.searchParams.set('b2c', REDIRECT_PARAMS.b2c);
  u.searchParams.set('title', p.title);
  return u.toString();
}
