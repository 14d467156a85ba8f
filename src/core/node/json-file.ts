/**
 * Strict JSON files with positions: syntax errors and any JSON pointer can be turned into
 * file:line:col. Parsed once per path and cached (validate over many tenants reuses _base).
 */
import { readFileSync } from 'node:fs';
import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Problem } from './problems.ts';

export interface JsonFile {
  path: string;
  text: string;
  /** The position tree, built on first use (only a file with a problem needs one). */
  readonly tree: Node | undefined;
  value: unknown;
  syntax: Problem[];
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

export const splitPointer = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
export const joinPointer = (parts: (string | number)[]): string =>
  parts.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

export function readJson(path: string): JsonFile {
  const hit = cache.get(path);
  if (hit) return hit;
  const text = readFileSync(path, 'utf8');
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
    syntax = errors.slice(0, 1).map((e): Problem => ({
      file: path,
      ...lineCol(text, e.offset),
      pointer: '',
      message: `JSON syntax error: ${describe(printParseErrorCode(e.error))}`,
    }));
    if (!syntax.length)
      syntax = [{ file: path, line: 1, col: 1, pointer: '', message: 'JSON syntax error: the file is not valid JSON' }];
    value = undefined;
  }
  const file: JsonFile = {
    path,
    text,
    get tree() {
      return buildTree();
    },
    value,
    syntax,
  };
  cache.set(path, file);
  return file;
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
