/**
 * How deep a JSON text nests, counted on the text without parsing (a 100,000-deep body costs one
 * pass and never a stack), and the limit every parsed value of the sandbox keeps: request bodies
 * (body-guard.ts) and what an encrypted body decrypts to (crypto.ts).
 */
export const JSON_MAX_DEPTH = 64;

/** The deepest nesting of objects and arrays in a JSON text (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}
