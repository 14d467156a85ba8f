/**
 * Renders a node tree: exact type lookup in the registry, `visible` and `enabled` rules, and a
 * visible fallback (reported) for anything it cannot render, so the rest of the screen still works.
 */
import { Component, type Key, type ReactNode } from 'react';
import { REGISTRY, nodeComponentNow, type NodeComponent } from './nodes/registry.tsx';
import type { RenderChildren } from './nodes/define.ts';
import { useRuntime } from './context.ts';
import { evaluateRule } from '../core/rules.ts';
import type { RuleContext } from '../core/schema/rule-context.ts';
import { reportRuntimeIssue } from '../state/app.ts';
import { Fallback } from '../components/layout.tsx';
import type { Rule } from '../core/schema/common.ts';

interface BoundaryProps {
  type: string;
  node: unknown;
  enabled: boolean;
}

/** One node: its component inside an error boundary, so a node that throws shows a fallback and the rest of the page works. */
class NodeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  /** Chosen on the first render of this node and kept (nodeComponentNow says why). */
  private entry?: { type: string; Component: NodeComponent };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportRuntimeIssue('render-failed', `${this.props.type}: ${String(error)}`);
  }
  override render() {
    const { type, node, enabled } = this.props;
    if (this.state.failed) return <Fallback message={`This part of the page could not be shown (${type}).`} />;
    if (this.entry?.type !== type) this.entry = { type, Component: nodeComponentNow(type)! };
    const Entry = this.entry.Component;
    return <Entry node={node as never} enabled={enabled} render={renderChildren} />;
  }
}

const renderChildren: RenderChildren = (nodes) => <RenderChildren nodes={nodes} />;

/**
 * One node as an element: its boundary (which renders its component), null when hidden, a
 * fallback when unknown. A function, not a component: a node costs no fiber beyond those two, and
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
  return <NodeBoundary key={key} type={n.type} node={n} enabled={enabled} />;
}

export function RenderNode({ node }: { node: unknown }) {
  return nodeElement(node, useRuntime().rules);
}

function RenderChildren({ nodes }: { nodes: readonly unknown[] | undefined }) {
  const { rules } = useRuntime();
  return <>{(nodes ?? []).map((n, i) => nodeElement(n, rules, (n as { id?: string } | null)?.id ?? i))}</>;
}
