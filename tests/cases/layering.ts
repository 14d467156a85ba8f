/** The shared layering cases (layering.json): a base screen body, each case's patches and what they give. */
import { readFileSync } from 'node:fs';

export interface LayeringCase {
  why: string;
  patches: unknown[];
  /** The node ids of the layered body, in document order. */
  ids?: string[];
  /** The problem the patches have (its pointer, under the screen file, and a part of its message). */
  problem?: { pointer: string; message: string };
}
const file = JSON.parse(readFileSync(new URL('./layering.json', import.meta.url), 'utf8')) as {
  base: Record<string, unknown>;
  cases: LayeringCase[];
};
export const LAYERING_BASE = file.base;
export const LAYERING_CASES = file.cases;

/** The ids of a node tree, in document order. */
export const idsOf = (n: unknown): string[] => {
  const o = n as { id?: string; children?: unknown[] };
  return [o.id ?? '?', ...(o.children ?? []).flatMap(idsOf)];
};
