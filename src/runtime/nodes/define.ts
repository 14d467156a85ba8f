/**
 * What a node module exports: for each node type, its spec (props schema, an example, the i18n
 * keys it reads itself; turned into schemas/screen.schema.json and docs/components.md by the
 * generator) beside the component that renders it. The renderer hands each component a `render`
 * for child nodes, so no node imports the renderer. The build replaces each spec with null
 * (scripts/vite/strip-node-props.ts): none of it reaches the browser.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Static, TObject } from '@sinclair/typebox';
import type { NodeCommon } from '../../core/node-props.ts';

export type RenderChildren = (nodes: readonly unknown[] | undefined) => ReactNode;
export type NodeOf<P extends TObject> = Static<P> & NodeCommon;
export interface NodeProps<P extends TObject> {
  node: NodeOf<P>;
  enabled: boolean;
  render: RenderChildren;
}
export interface NodeSpec<P extends TObject = TObject> {
  /** The props schema. Its `description` says what the node is (editors show it; so does docs/components.md). */
  props: P;
  /**
   * A node of this type as a screen holds it, without "type" (the generator adds it):
   * docs/components.md shows it, and the generator fails unless it validates against the screen schema.
   */
  example: NoInfer<Static<P>> & Partial<Omit<NodeCommon, 'type'>>;
  /**
   * i18n keys the module's own code reads for this node, besides its Text props; `<name>` marks
   * a part known only at run time (category.<code>). keys.test.ts checks them against the code.
   */
  keys?: readonly string[];
}
export interface NodeDefinition<P extends TObject = TObject> extends NodeSpec<P> {
  Component: ComponentType<NodeProps<P>>;
}
export const defineNode = <P extends TObject>(
  spec: NodeSpec<P>,
  Component: ComponentType<NodeProps<P>>,
): NodeDefinition<P> => ({ ...spec, Component });
