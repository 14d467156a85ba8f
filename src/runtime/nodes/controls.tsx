/** Controls: buttons that run an action, links, menus. */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Button as ButtonControl, AppLink, MenuList } from '../../components/controls.tsx';
import { Text, Link as LinkTarget } from '../../core/schema/common.ts';
import { ACTION } from '../../core/node-props.ts';
import { visibleMenu } from '../../core/menus.ts';
import { tenantStore } from '../../state/app.ts';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { runAction } from '../actions/registry.ts';
import { defineNode } from './define.ts';

const closed = { additionalProperties: false } as const;

export const Button = defineNode(
  Type.Object(
    {
      label: Text,
      action: ACTION,
      variant: Type.Optional(Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('text')])),
    },
    closed,
  ),
  function ButtonNode({ node, enabled }) {
    const t = useText();
    const { actions } = useRuntime();
    return (
      <ButtonControl variant={node.variant} disabled={!enabled} onClick={() => void runAction(node.action, actions)}>
        {t(node.label)}
      </ButtonControl>
    );
  },
);

export const Link = defineNode(Type.Object({ label: Text, to: LinkTarget }, closed), function LinkNode({ node }) {
  const t = useText();
  return <AppLink to={node.to}>{t(node.label)}</AppLink>;
});

export const Menu = defineNode(
  Type.Object({ menu: Type.String({ description: 'Id of a menu in the tenant menus.' }) }, closed),
  function MenuNode({ node }) {
    const { rules, actions } = useRuntime();
    const t = useText();
    const { tenant } = useSnapshot(tenantStore);
    const items = visibleMenu(tenant?.menus?.[node.menu] ?? [], rules);
    return (
      <MenuList
        label={node.menu}
        items={items.map((it) => ({
          key: it.key,
          label: t(it.label),
          ...(it.path ? { to: it.path } : { onSelect: () => actions.notify(t(it.label)) }),
        }))}
      />
    );
  },
);
