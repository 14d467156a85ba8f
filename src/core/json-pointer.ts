/** JSON Pointers (RFC 6901): the one escaping of a key into a pointer segment, and back. */

/** A key as a pointer segment: "~" is "~0", "/" is "~1". */
export const escapeSegment = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer segment as the key it names. */
export const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The pointer of a path of keys and indexes ("" for the root). */
export const joinPointer = (path: readonly (string | number)[]): string =>
  path.map((p) => `/${escapeSegment(p)}`).join('');

/** The keys a pointer names, in order (the root's pointer "" names none). */
export const splitPointer = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
