/** S6: a menu item shows when its type's built-in rule and its own `visible` rule both hold. */
import type { MenuItem } from '../../schemas/src/tenant.ts';
import type { RuleContext } from '../../schemas/src/rule-context.ts';
import { evaluateRule } from '../services/rules.ts';
import { MENU_TYPE_RULES } from '../services/menu-rules.ts';

export function visibleMenu(items: readonly MenuItem[], ctx: RuleContext): MenuItem[] {
  return items.filter(
    (it) => (it.type ? evaluateRule(MENU_TYPE_RULES[it.type], ctx) : true) && evaluateRule(it.visible, ctx),
  );
}
