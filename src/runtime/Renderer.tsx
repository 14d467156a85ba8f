/**
 * Renders a node tree: exact type lookup in the registry, `visible` and `enabled` rules, and a
 * visible fallback (reported) for anything it cannot render, so the rest of the screen still works.
 */
import { Component, type ReactNode } from 'react';
import { REGISTRY, type AnyNode } from './registry/components.tsx';
import { useRuntime } from './context.ts';
import { evaluateRule } from '../core/rules.ts';
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

export function RenderNode({ node }: { node: AnyNode }) {
  const { rules } = useRuntime();
  if (
    typeof node !== 'object' ||
    node === null ||
    typeof node.type !== 'string' ||
    !Object.hasOwn(REGISTRY, node.type)
  ) {
    const type = typeof node === 'object' && node !== null ? String((node as { type?: unknown }).type) : typeof node;
    reportRuntimeIssue('unknown-node', type);
    return <Fallback message={`This part of the page could not be shown (unknown block "${type}").`} />;
  }
  const onRuleFailure = (rule: unknown, e: unknown) =>
    reportRuntimeIssue('rule-failed', `${JSON.stringify(rule)}: ${String(e)}`);
  if (!evaluateRule(node.visible as Rule | undefined, rules, onRuleFailure)) return null;
  const enabled = evaluateRule(node.enabled as Rule | undefined, rules, onRuleFailure);
  const Entry = REGISTRY[node.type as keyof typeof REGISTRY] as (p: { node: AnyNode; enabled: boolean }) => ReactNode;
  return (
    <NodeBoundary label={node.type}>
      <Entry node={node} enabled={enabled} />
    </NodeBoundary>
  );
}

export function RenderChildren({ nodes }: { nodes: readonly unknown[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((n, i) => (
        <RenderNode key={(n as { id?: string })?.id ?? i} node={n as AnyNode} />
      ))}
    </>
  );
}
