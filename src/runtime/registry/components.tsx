/**
 * The registry: node type -> the adapter that renders it. Keys must be exactly those of NODE_PROPS
 * (TypeScript checks it); each adapter receives its node typed by its own props schema.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Static } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { NODE_PROPS, type NodeType } from './node-props.ts';
import { Stack, Heading, Paragraph, Logo } from '../../components/layout.tsx';
import { Button, AppLink, MenuList } from '../../components/controls.tsx';
import { RenderChildren } from '../Renderer.tsx';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { runAction } from '../actions/registry.ts';
import { LanguagePickerNode } from './LanguagePickerNode.tsx';
import type * as FormNodes from '../forms/form-nodes.tsx';
import type * as ContentNodes from './content-nodes.tsx';
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

// Lazily loaded groups (lazy-groups.ts): the import paths must be literal for the bundler.
const formNodes = () => import('../forms/form-nodes.tsx');
const contentNodes = () => import('./content-nodes.tsx');
function lazyNode<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<{ node: unknown; enabled?: boolean }> }));
}
/** Keeps the space a lazy node is about to fill, so the page does not jump when it arrives. */
const Pending = ({ children }: { children: ReactNode }) => <Suspense fallback={<div className="pending" aria-busy="true" />}>{children}</Suspense>;
const F = {
  Form: lazyNode<typeof FormNodes, 'FormNode'>(formNodes, 'FormNode'),
  TextField: lazyNode<typeof FormNodes, 'TextFieldNode'>(formNodes, 'TextFieldNode'),
  PasswordField: lazyNode<typeof FormNodes, 'PasswordFieldNode'>(formNodes, 'PasswordFieldNode'),
  CheckboxField: lazyNode<typeof FormNodes, 'CheckboxFieldNode'>(formNodes, 'CheckboxFieldNode'),
  SelectField: lazyNode<typeof FormNodes, 'SelectFieldNode'>(formNodes, 'SelectFieldNode'),
  PhoneField: lazyNode<typeof FormNodes, 'PhoneFieldNode'>(formNodes, 'PhoneFieldNode'),
  SmsCodeField: lazyNode<typeof FormNodes, 'SmsCodeFieldNode'>(formNodes, 'SmsCodeFieldNode'),
  CaptchaSlot: lazyNode<typeof FormNodes, 'CaptchaSlotNode'>(formNodes, 'CaptchaSlotNode'),
  GameList: lazyNode<typeof ContentNodes, 'GameListNode'>(contentNodes, 'GameListNode'),
  AnnouncementList: lazyNode<typeof ContentNodes, 'AnnouncementListNode'>(contentNodes, 'AnnouncementListNode'),
  DownloadLinks: lazyNode<typeof ContentNodes, 'DownloadLinksNode'>(contentNodes, 'DownloadLinksNode'),
} as Record<string, ComponentType<{ node: unknown; enabled?: boolean }>>;
const lazyAdapter = (type: keyof typeof F) => ({ node, enabled }: { node: unknown; enabled: boolean }) => {
  const C = F[type]!;
  return <Pending><C node={node} enabled={enabled} /></Pending>;
};

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
  Form: lazyAdapter('Form'),
  TextField: lazyAdapter('TextField'),
  PasswordField: lazyAdapter('PasswordField'),
  CheckboxField: lazyAdapter('CheckboxField'),
  SelectField: lazyAdapter('SelectField'),
  PhoneField: lazyAdapter('PhoneField'),
  SmsCodeField: lazyAdapter('SmsCodeField'),
  CaptchaSlot: lazyAdapter('CaptchaSlot'),
  GameList: lazyAdapter('GameList'),
  AnnouncementList: lazyAdapter('AnnouncementList'),
  DownloadLinks: lazyAdapter('DownloadLinks'),
};
