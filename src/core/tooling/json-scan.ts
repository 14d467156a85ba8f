/**
 * One linear pass over a tenant file's bytes and text before anything parses it. JSON.parse
 * accepts what an operator never means: a repeated key (the later silently wins), a "__proto__"
 * key (layering would turn it into a prototype), and any depth (the code after it recurses). The
 * bytes must be UTF-8 without a byte-order mark. The pass only counts and remembers; it never
 * recurses, so a 100,000-deep file costs what a flat one of that size costs.
 */
import { escapeSegment } from '../json-pointer.ts';

/** How deeply a tenant file may nest arrays and objects (the deepest shipped screen uses 14). */
export const MAX_FILE_DEPTH = 128;
/**
 * How deeply a screen or template may nest (JSON levels; a component inside a component is two):
 * the schema check recurses per component and runs out of stack near 77 levels, so 64 leaves it
 * room and is still over four times the deepest shipped screen.
 */
export const MAX_SCREEN_DEPTH = 64;

export interface ScanFinding {
  /** Character offset in the text. */
  offset: number;
  pointer: string;
  message: string;
  /** Another place the finding concerns (the first of two equal keys). */
  other?: number;
}

interface Frame {
  object: boolean;
  /** Keys seen in this object, with their offsets. */
  keys: Map<string, number>;
  key: string;
  index: number;
  /** In an object, after "{" or ",": the next string is a key. */
  expectKey: boolean;
}

/** The pointer of the value the innermost open container is at. */
const pointerOf = (frames: Frame[]) =>
  frames.map((f) => '/' + (f.object ? escapeSegment(f.key) : String(f.index))).join('');

/** Index of the quote that closes the string opened at `start` (text.length when there is none). */
function stringEnd(text: string, start: number): number {
  let q = text.indexOf('"', start + 1);
  while (q !== -1) {
    let slashes = 0;
    for (let k = q - 1; text.charCodeAt(k) === 92; k--) slashes++;
    if (slashes % 2 === 0) return q;
    q = text.indexOf('"', q + 1);
  }
  return text.length;
}

const QUOTE = 34;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const COMMA = 44;

/**
 * Depth first (a too-deep file stops the scan: nothing else is worth reading in it), then
 * repeated and "__proto__" keys. On text that is not JSON the findings may be partial; the
 * syntax error is reported by the parser. Linear, char codes only: it runs on every tenant file.
 */
export function scanJson(text: string, maxDepth = MAX_FILE_DEPTH): { tooDeep?: ScanFinding; keys: ScanFinding[] } {
  const frames: Frame[] = [];
  const keys: ScanFinding[] = [];
  let top: Frame | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (top?.expectKey) {
        top.expectKey = false;
        const raw = text.slice(i + 1, end);
        let key = raw;
        if (raw.includes('\\'))
          try {
            key = JSON.parse(text.slice(i, end + 1)) as string;
          } catch {
            /* the parser names the bad escape */
          }
        top.key = key;
        const first = top.keys.get(key);
        if (key === '__proto__')
          keys.push({
            offset: i,
            pointer: pointerOf(frames),
            message: '"__proto__" is not a valid key (layering would make it a prototype)',
          });
        else if (first !== undefined)
          keys.push({ offset: i, pointer: pointerOf(frames), other: first, message: `duplicate key "${key}"` });
        else top.keys.set(key, i);
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (frames.length >= maxDepth)
        return {
          tooDeep: { offset: i, pointer: pointerOf(frames), message: `the file nests deeper than ${maxDepth} levels` },
          keys,
        };
      const object = c === OPEN_BRACE;
      top = { object, keys: new Map(), key: '', index: 0, expectKey: object };
      frames.push(top);
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      frames.pop();
      top = frames[frames.length - 1];
    } else if (c === COMMA && top) {
      if (top.object) top.expectKey = true;
      else top.index++;
    }
  }
  return { keys };
}

/** Offset of the first byte that is not part of valid UTF-8 (overlong forms and surrogates included), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return -1;
  } catch {
    // Find where: only on the error path, byte by byte.
  }
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const n = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    if (i + n >= bytes.length) return i;
    const b1 = bytes[i + 1]!;
    // The second byte's range depends on the first (no overlong forms, no surrogates, nothing past U+10FFFF).
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    if (n > 0 && (b1 < lo || b1 > hi)) return i;
    for (let k = 2; k <= n; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return -1;
}

export const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf] as const;
export const startsWithBom = (bytes: Uint8Array) =>
  bytes[0] === BYTE_ORDER_MARK[0] && bytes[1] === BYTE_ORDER_MARK[1] && bytes[2] === BYTE_ORDER_MARK[2];
