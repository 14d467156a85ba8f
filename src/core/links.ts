/** design.md: links are internal /m/... routes or http(s) URLs; anything else is ignored at run time. */
export function isSafeLink(to: unknown): to is string {
  if (typeof to !== 'string') return false;
  if (/^\/m(\/|$|\?)/.test(to)) return !to.startsWith('//');
  try {
    const u = new URL(to);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname;
  } catch {
    return false;
  }
}
