/**
 * Renders a node tree: exact type lookup in the registry, `visible` and `enabled` rules, and a
 * visible fallback (reported) for anything it cannot render, so the rest of the screen still works.
 */
import { Component, type Key, type ReactNode } from 'react';
import { REGISTRY } from './nodes/registry.tsx';
import type { RenderChildren } from './nodes/define.ts';
import { useRuntime } from './context.ts';
import { evaluateRule } from '../core/rules.ts';
import type { RuleContext } from '../core/schema/rule-context.ts';
import { reportRuntimeIssue } from '../state/app.ts';
import { Fallback } from '../components/layout.tsx';
import type { Rule } from '../core/schema/common.ts';

class NodeBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportRuntimeIssue('render-failed', `${this.props.label}: ${String(error)}`);
  }
  override render() {
    return this.state.failed ? (
      <Fallback message={`This part of the page could not be shown (${this.props.label}).`} />
    ) : (
      this.props.children
    );
  }
}

const renderChildren: RenderChildren = (nodes) => <RenderChildren nodes={nodes} />;

/**
 * One node as an element: its boundary around its component, null when hidden, a fallback when
 * unknown. A function, not a component: a node costs no fiber of its own beyond those two, and
 * a list of children reads the rule context once (the JSON screen's mount stays near the same
 * screen written by hand; npm run bench).
 */
function nodeElement(node: unknown, rules: RuleContext, key?: Key): ReactNode {
  const n = node as { type?: unknown; visible?: Rule; enabled?: Rule } | null;
  if (typeof n !== 'object' || n === null || typeof n.type !== 'string' || !Object.hasOwn(REGISTRY, n.type)) {
    const type = typeof n === 'object' && n !== null ? String(n.type) : typeof n;
    reportRuntimeIssue('unknown-node', type);
    return <Fallback key={key} message={`This part of the page could not be shown (unknown block "${type}").`} />;
  }
  const onRuleFailure = (rule: unknown, e: unknown) =>
    reportRuntimeIssue('rule-failed', `${JSON.stringify(rule)}: ${String(e)}`);
  if (!evaluateRule(n.visible, rules, onRuleFailure)) return null;
  const enabled = evaluateRule(n.enabled, rules, onRuleFailure);
  const Entry = REGISTRY[n.type]!;
  return (
    <NodeBoundary key={key} label={n.type}>
      <Entry node={n as never} enabled={enabled} render={renderChildren} />
    </NodeBoundary>
  );
}

export function RenderNode({ node }: { node: unknown }) {
  return nodeElement(node, useRuntime().rules);
}

export function RenderChildren({ nodes }: { nodes: readonly unknown[] | undefined }) {
  const { rules } = useRuntime();
  return <>{(nodes ?? []).map((n, i) => nodeElement(n, rules, (n as { id?: string } | null)?.id ?? i))}</>;
}
