/**
 * The registry: node type -> the adapter that renders it. Keys must be exactly those of NODE_PROPS
 * (TypeScript checks it); each adapter receives its node typed by its own props schema.
 */
import type { Static } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { NODE_PROPS, type NodeType } from './node-props.ts';
import { Stack, Heading, Paragraph, Logo } from '../../components/layout.tsx';
import { Button, AppLink, MenuList } from '../../components/controls.tsx';
import { RenderChildren } from '../Renderer.tsx';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { runAction } from '../actions/registry.ts';
import { FormNode, TextFieldNode, PasswordFieldNode, CheckboxFieldNode, SelectFieldNode } from '../forms/FormNode.tsx';
import { LanguagePickerNode } from './LanguagePickerNode.tsx';
import { visibleMenu } from '../menus.ts';
import { tenantStore } from '../../state/app.ts';
import type { Rule } from '../../../schemas/src/common.ts';

export type NodeOf<K extends NodeType> = Static<(typeof NODE_PROPS)[K]> & { type: K; id?: string; visible?: Rule; enabled?: Rule };
export type AnyNode = { [K in NodeType]: NodeOf<K> }[NodeType];
export type Adapter<K extends NodeType> = (p: { node: NodeOf<K>; enabled: boolean }) => React.ReactNode;

function MenuNode({ node }: { node: NodeOf<'Menu'> }) {
  const { rules, actions } = useRuntime();
  const t = useText();
  const { tenant } = useSnapshot(tenantStore);
  const items = visibleMenu(tenant?.menus?.[node.menu] ?? [], rules);
  return <MenuList label={node.menu} items={items.map((it) => ({ key: it.key, label: t(it.label), ...(it.path ? { to: it.path } : { onSelect: () => actions.notify(t(it.label)) }) }))} />;
}

export const REGISTRY: { [K in NodeType]: Adapter<K> } = {
  Stack: ({ node }) => <Stack direction={node.direction} gap={node.gap}><RenderChildren nodes={node.children} /></Stack>,
  Heading: ({ node }) => { const t = useText(); return <Heading level={node.level}>{t(node.text)}</Heading>; },
  Paragraph: ({ node }) => { const t = useText(); return <Paragraph>{t(node.text)}</Paragraph>; },
  Logo: () => { const { logo } = useRuntime(); return <Logo src={logo.src} alt={logo.alt} />; },
  Button: ({ node, enabled }) => {
    const t = useText();
    const { actions } = useRuntime();
    return <Button variant={node.variant} disabled={!enabled} onClick={() => void runAction(node.action, actions)}>{t(node.label)}</Button>;
  },
  Link: ({ node }) => { const t = useText(); return <AppLink to={node.to}>{t(node.label)}</AppLink>; },
  Menu: ({ node }) => <MenuNode node={node} />,
  LanguagePicker: () => <LanguagePickerNode />,
  Form: ({ node, enabled }) => <FormNode node={node} enabled={enabled} />,
  TextField: ({ node, enabled }) => <TextFieldNode node={node} enabled={enabled} />,
  PasswordField: ({ node, enabled }) => <PasswordFieldNode node={node} enabled={enabled} />,
  CheckboxField: ({ node, enabled }) => <CheckboxFieldNode node={node} enabled={enabled} />,
  SelectField: ({ node, enabled }) => <SelectFieldNode node={node} enabled={enabled} />,
};
