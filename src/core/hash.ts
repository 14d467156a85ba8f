/** FNV-1a, 32 bits (offset basis 0x811c9dc5, prime 0x01000193): a quick, stable print of a text, not a secure hash. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
