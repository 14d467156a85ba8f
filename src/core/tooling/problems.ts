/** A problem found in a tenant file, printed as `file:line:col  /json/pointer  message`. */
import { relative } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  col: number;
  pointer: string;
  message: string;
}

export function formatProblem(p: Problem, cwd = process.cwd()): string {
  return `${relative(cwd, p.file) || p.file}:${p.line}:${p.col}  ${p.pointer || '/'}  ${p.message}`;
}

/** A problem line is read by a person: no echoed value or pointer runs on for thousands of characters. */
export const MAX_QUOTED_CHARS = 60;
export const MAX_SEGMENT_CHARS = 40;
export const MAX_POINTER_CHARS = 120;
export const MAX_MESSAGE_CHARS = 200;

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Long quoted values and pointer segments shortened (with "…"), the whole kept to a few lines' length. */
export function shorten(p: Problem): Problem {
  let pointer = p.pointer
    .split('/')
    .map((seg) => cut(seg, MAX_SEGMENT_CHARS))
    .join('/');
  if (pointer.length > MAX_POINTER_CHARS)
    pointer = `${pointer.slice(0, MAX_POINTER_CHARS / 2)}/…/${pointer.slice(-(MAX_POINTER_CHARS / 2 - 3))}`;
  const message = cut(
    p.message.replace(/"((?:[^"\\]|\\.)*)"/g, (_, inner: string) => `"${cut(inner, MAX_QUOTED_CHARS)}"`),
    MAX_MESSAGE_CHARS,
  );
  return { ...p, pointer, message };
}

/** Same place and same message once, shortened; sorted by file and position. */
export function tidy(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems
    .map(shorten)
    .filter((p) => {
      const k = `${p.file}|${p.line}|${p.col}|${p.pointer}|${p.message}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
