/**
 * S2 banner click routing: linkageType P opens the promotion (/m/activity?id=), URL opens the
 * link (a URL beginning with /m and without http is an internal route; anything else is external,
 * in a new tab, and only http(s)), G opens the game (vendor, gameType, nodeId, roomId).
 */
import type { Banner } from '../../core/content-types.ts';

export type BannerTarget =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'game'; gameId: string; vendor?: string; gameType?: string; nodeId?: string; roomId?: string }
  | { kind: 'none' };

export function bannerTarget(
  b: Pick<Banner, 'linkageType' | 'linkage' | 'url' | 'vendor' | 'gameType' | 'nodeId' | 'roomId'>,
): BannerTarget {
  if (b.linkageType === 'P')
    return b.linkage ? { kind: 'route', path: `/m/activity?id=${encodeURIComponent(b.linkage)}` } : { kind: 'none' };
  if (b.linkageType === 'G') {
    if (!b.linkage) return { kind: 'none' };
    const { vendor, gameType, nodeId, roomId } = b;
    return {
      kind: 'game',
      gameId: b.linkage,
      ...(vendor ? { vendor } : {}),
      ...(gameType ? { gameType } : {}),
      ...(nodeId ? { nodeId } : {}),
      ...(roomId ? { roomId } : {}),
    };
  }
  const url = (b.url || b.linkage || '').trim();
  if (url.startsWith('/m') && !url.includes('http') && !url.startsWith('//')) return { kind: 'route', path: url };
  try {
    const u = new URL(url);
    if (u.protocol === 'https:' || u.protocol === 'http:') return { kind: 'external', url: u.toString() };
  } catch {
    /* not a URL at all */
  }
  return { kind: 'none' };
}
