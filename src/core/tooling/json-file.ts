/**
 * Strict JSON files with positions: syntax errors and any JSON pointer can be turned into
 * file:line:col. Parsed once per path and cached (validate over many tenants reuses _base).
 */
import { readFileSync } from 'node:fs';
import { splitPointer } from '../json-pointer.ts';
import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Problem } from './problems.ts';
import { scanJson, firstInvalidUtf8, startsWithBom, BYTE_ORDER_MARK } from './json-scan.ts';

export interface JsonFile {
  path: string;
  text: string;
  /** The position tree, built on first use (only a file with a problem needs one). */
  readonly tree: Node | undefined;
  value: unknown;
  /** Problems that leave the file unusable (nothing else in it is checked). */
  syntax: Problem[];
  /** Problems of a file that is still read (a byte-order mark, a repeated key): validation fails, checks go on. */
  problems: Problem[];
}

const cache = new Map<string, JsonFile>();
export function clearJsonCache() {
  cache.clear();
}

export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: offset - start + 1 };
}

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

export function readJson(path: string): JsonFile {
  const hit = cache.get(path);
  if (hit) return hit;
  const file = parseJsonFile(path);
  cache.set(path, file);
  return file;
}

/** A file nothing more can be learnt from: one problem, no value. */
function unusable(path: string, text: string, problem: Omit<Problem, 'file'>, before: Problem[] = []): JsonFile {
  return {
    path,
    text,
    tree: undefined,
    value: undefined,
    syntax: [...before, { file: path, ...problem }],
    problems: [],
  };
}

function parseJsonFile(path: string): JsonFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return unusable(path, '', { line: 1, col: 1, pointer: '', message: `cannot read the file (${code ?? String(e)})` });
  }
  const found: Problem[] = [];
  let start = 0;
  if (startsWithBom(bytes)) {
    found.push({
      file: path,
      line: 1,
      col: 1,
      pointer: '',
      message: 'the file starts with a byte-order mark: save it as UTF-8 without one',
    });
    start = BYTE_ORDER_MARK.length;
  }
  const bad = firstInvalidUtf8(bytes.subarray(start));
  if (bad >= 0) {
    const before = bytes.toString('utf8', start, start + bad);
    const hex = bytes[start + bad]!.toString(16).padStart(2, '0');
    return unusable(
      path,
      before,
      {
        ...lineCol(before, before.length),
        pointer: '',
        message: `the file is not valid UTF-8 (byte 0x${hex}): save it as UTF-8`,
      },
      found,
    );
  }
  const text = bytes.toString('utf8', start);
  // Before any parser: a file nested deeper than the limit is never handed to recursive code.
  const scan = scanJson(text);
  if (scan.tooDeep)
    return unusable(
      path,
      text,
      { ...lineCol(text, scan.tooDeep.offset), pointer: scan.tooDeep.pointer, message: scan.tooDeep.message },
      found,
    );
  let tree: Node | undefined;
  let built = false;
  const buildTree = (errors?: ParseError[]) => {
    if (!built) {
      tree = parseTree(text, errors, PARSE_OPTIONS);
      built = true;
    }
    return tree;
  };
  let value: unknown;
  let syntax: Problem[] = [];
  try {
    // Fast path: valid JSON needs no position tree until a problem must be located.
    value = JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    buildTree(errors);
    // The first syntax error is the one to fix; what follows it is usually its echo.
    syntax = errors.slice(0, 1).map((e): Problem => {
      const comma = trailingComma(text, e.offset);
      return comma === undefined
        ? {
            file: path,
            ...lineCol(text, e.offset),
            pointer: '',
            message: `JSON syntax error: ${describe(printParseErrorCode(e.error))}`,
          }
        : {
            file: path,
            ...lineCol(text, comma),
            pointer: '',
            message: `JSON syntax error: trailing comma (JSON allows no "," before "${text[e.offset]}")`,
          };
    });
    if (!syntax.length)
      syntax = [{ file: path, line: 1, col: 1, pointer: '', message: 'JSON syntax error: the file is not valid JSON' }];
    value = undefined;
  }
  if (!syntax.length)
    for (const k of scan.keys) {
      const at = { file: path, ...lineCol(text, k.offset), pointer: k.pointer };
      if (k.other === undefined) {
        // A "__proto__" key: the value must not reach the layering at all.
        syntax.push({ ...at, message: k.message });
        value = undefined;
      } else {
        const first = lineCol(text, k.other);
        found.push({
          ...at,
          message: `${k.message} at line ${first.line}, column ${first.col} and again at line ${at.line}, column ${at.col} (JSON keeps only the last)`,
        });
      }
    }
  return {
    path,
    text,
    get tree() {
      return buildTree();
    },
    value,
    syntax: syntax.length ? [...found, ...syntax] : syntax,
    problems: syntax.length ? [] : found,
  };
}

/** Where a "," sits right before the "}" or "]" at `offset` (the error a parser reports there), else undefined. */
function trailingComma(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return text[i] === ',' ? i : undefined;
}

function describe(code: string): string {
  return (
    (
      {
        InvalidSymbol: 'unexpected character',
        InvalidNumberFormat: 'invalid number',
        PropertyNameExpected: 'property name expected',
        ValueExpected: 'value expected',
        ColonExpected: 'colon expected',
        CommaExpected: 'comma expected',
        CloseBraceExpected: 'closing brace } expected',
        CloseBracketExpected: 'closing bracket ] expected',
        EndOfFileExpected: 'end of file expected',
        InvalidCommentToken: 'comments are not allowed in JSON',
        UnexpectedEndOfComment: 'unexpected end of comment',
        UnexpectedEndOfString: 'unterminated string',
        UnexpectedEndOfNumber: 'unexpected end of number',
        InvalidUnicode: 'invalid unicode escape',
        InvalidEscapeCharacter: 'invalid escape character',
        InvalidCharacter: 'invalid character in string',
      } as Record<string, string>
    )[code] ?? code
  );
}

/** Position of the value at `pointer`, or of its nearest existing ancestor. */
export function locate(file: JsonFile, pointer: string): { line: number; col: number } {
  if (!file.tree) return { line: 1, col: 1 };
  const parts: (string | number)[] = splitPointer(pointer).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  for (let n = parts.length; n >= 0; n--) {
    const node = findNodeAtLocation(file.tree, parts.slice(0, n));
    if (node) {
      // Point at the property name when there is one: that is what an editor shows.
      const at =
        node.parent?.type === 'property' && node.parent.children?.[0] ? node.parent.children[0].offset : node.offset;
      return lineCol(file.text, at);
    }
  }
  return { line: 1, col: 1 };
}
