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
import { LAZY_GROUPS } from './lazy-groups.ts';
import type * as ContentNodes from './content-nodes.tsx';
import { visibleMenu } from '../../core/menus.ts';
import { tenantStore } from '../../state/app.ts';
import type { Rule } from '../../core/schema/common.ts';

export type NodeOf<K extends NodeType> = Static<(typeof NODE_PROPS)[K]> & {
  type: K;
  id?: string;
  visible?: Rule;
  enabled?: Rule;
};
export type AnyNode = { [K in NodeType]: NodeOf<K> }[NodeType];
export type Adapter<K extends NodeType> = (p: { node: NodeOf<K>; enabled: boolean }) => React.ReactNode;

function MenuNode({ node }: { node: NodeOf<'Menu'> }) {
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
}

// Lazily loaded groups (lazy-groups.ts): the import paths must be literal for the bundler.
type NodeComponent = ComponentType<{ node: unknown; enabled?: boolean }>;
/** A lazily loaded module, remembered once loaded so its nodes then render without suspending. */
function group<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return { get: () => loaded, load: () => (pending ??= load().then((m) => (loaded = m))) };
}
const formNodes = group(() => import('../forms/form-nodes.tsx'));
const contentNodes = group(() => import('./content-nodes.tsx'));
const GROUP_OF: Record<string, { load: () => Promise<unknown> }> = {};

function lazyNode<M, K extends keyof M>(g: ReturnType<typeof group<M>>, name: K): NodeComponent {
  const Lazy = lazy(async () => ({ default: (await g.load())[name] as unknown as NodeComponent }));
  // Already loaded (preloaded for this screen): render directly, no fallback, nothing shifts.
  return function LazyNode(props) {
    const m = g.get();
    if (m) {
      const C = m[name] as unknown as NodeComponent;
      return <C {...props} />;
    }
    return <Lazy {...props} />;
  };
}

/**
 * Boot calls this with the node types of the first screen, so their code loads during the status
 * call; boot waits for it before the first render, so nothing pops in and shifts the page.
 */
export function preloadNodeTypes(types: Iterable<string>): Promise<unknown> {
  return Promise.all(
    [...new Set([...types].map((t) => GROUP_OF[t]).filter(Boolean))].map((g) => g!.load().catch(() => undefined)),
  );
}
/** Keeps the space a lazy node is about to fill, so the page does not jump when it arrives. */
const Pending = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<div className="pending" aria-busy="true" />}>{children}</Suspense>
);
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
} as Record<string, NodeComponent>;
const GROUPS: Record<keyof typeof LAZY_GROUPS, { load: () => Promise<unknown> }> = {
  'src/runtime/forms/form-nodes.tsx': formNodes,
  'src/runtime/registry/content-nodes.tsx': contentNodes,
};
for (const [module, types] of Object.entries(LAZY_GROUPS))
  for (const t of types) GROUP_OF[t] = GROUPS[module as keyof typeof LAZY_GROUPS];
const lazyAdapter =
  (type: keyof typeof F) =>
  ({ node, enabled }: { node: unknown; enabled: boolean }) => {
    const C = F[type]!;
    return (
      <Pending>
        <C node={node} enabled={enabled} />
      </Pending>
    );
  };

export const REGISTRY: { [K in NodeType]: Adapter<K> } = {
  Stack: ({ node }) => (
    <Stack direction={node.direction} gap={node.gap}>
      <RenderChildren nodes={node.children} />
    </Stack>
  ),
  Heading: ({ node }) => {
    const t = useText();
    return <Heading level={node.level}>{t(node.text)}</Heading>;
  },
  Paragraph: ({ node }) => {
    const t = useText();
    return <Paragraph>{t(node.text)}</Paragraph>;
  },
  Logo: () => {
    const { logo } = useRuntime();
    return <Logo src={logo.src} alt={logo.alt} />;
  },
  Button: ({ node, enabled }) => {
    const t = useText();
    const { actions } = useRuntime();
    return (
      <Button variant={node.variant} disabled={!enabled} onClick={() => void runAction(node.action, actions)}>
        {t(node.label)}
      </Button>
    );
  },
  Link: ({ node }) => {
    const t = useText();
    return <AppLink to={node.to}>{t(node.label)}</AppLink>;
  },
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
