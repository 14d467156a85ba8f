/** URL helpers. A7/S7: token and authorization query parameters never travel in a URL. */
import { STRIPPED_QUERY_PARAMS } from '../../core/spec-constants.ts';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** Removes token/authorization (any letter case) from a URL, keeping it relative if it was. */
export function stripTokenParams(url: string): string {
  const u = new URL(url, 'http://relative.invalid');
  for (const name of [...u.searchParams.keys()]) {
    if ((STRIPPED_QUERY_PARAMS as readonly string[]).includes(name.toLowerCase())) u.searchParams.delete(name);
  }
  const out =
    u.origin === 'http://relative.invalid' && !/^https?:/i.test(url)
      ? `${u.pathname}${u.search}${u.hash}`
      : u.toString();
  return out.replace(/\?$/, '');
}

export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
