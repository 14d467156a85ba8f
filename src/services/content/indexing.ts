/**
 * S2: "Search-engine indexing is allowed only on the public pages (not deeper than two path
 * levels) on hosts starting with www or localhost; elsewhere it is disabled."
 */
import { INDEXING_MAX_PATH_LEVELS, INDEXING_HOST_PREFIXES } from '../../core/spec-constants.ts';

export function robotsFor(host: string, path: string, isPublic: boolean): 'index,follow' | 'noindex,nofollow' {
  const h = host.toLowerCase().replace(/:\d+$/, '');
  const levels = path.split('/').filter(Boolean).length;
  const hostOk = INDEXING_HOST_PREFIXES.some((p) => h === p || h.startsWith(`${p}.`));
  return hostOk && isPublic && levels <= INDEXING_MAX_PATH_LEVELS ? 'index,follow' : 'noindex,nofollow';
}
