/** The shared menu cases (menus.json), each with its full context (the visitor fixture with the case's context merged over it). */
import { readFileSync } from 'node:fs';
import { merge } from '../../src/core/layering.ts';
import type { RuleContext } from '../../src/core/schema/rule-context.ts';
import type { MenuItem } from '../../src/core/schema/tenant.ts';

export interface MenuCase {
  why: string;
  item: Pick<MenuItem, 'type' | 'visible'>;
  context: Record<string, unknown>;
  visible: boolean;
}
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as unknown;
const visitor = read(new URL('../../schemas/fixtures/rule-context/valid/visitor.json', import.meta.url));
export const MENU_CASES = (read(new URL('./menus.json', import.meta.url)) as { cases: MenuCase[] }).cases;
export const menuContextOf = (c: MenuCase): RuleContext => merge(visitor, c.context) as RuleContext;
