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

/** Same place and same message once; sorted by file and position. */
export function tidy(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      const k = `${p.file}|${p.line}|${p.col}|${p.pointer}|${p.message}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
