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

export function hostAllowed(
  host: string,
  tenantHosts: readonly string[],
  domainList: readonly string[],
  currentHost: string,
): boolean {
  const h = host.toLowerCase();
  if (h === currentHost.toLowerCase().replace(/:\d+$/, '')) return true;
  return (
    tenantHosts.some((t) => (t.startsWith('.') ? h.endsWith(t) || h === t.slice(1) : h === t)) ||
    domainList.some((d) => d.toLowerCase() === h)
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
  allowed: (host: string) => boolean,
  p: RedirectParams,
): string | undefined {
  if (!redirectUrl) return undefined;
  let u: URL;
  try {
    u = new URL(redirectUrl);
  } catch {
    return undefined;
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || !allowed(u.hostname)) return undefined;
  u.searchParams.set('token', p.token);
  u.searchParams.set('language', p.language);
  u.searchParams.set('headerColor', p.headerColor);
  u.searchParams.set('b2c', REDIRECT_PARAMS.b2c);
  u.searchParams.set('title', p.title);
  return u.toString();
}
