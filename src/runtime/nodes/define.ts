/**
 * What a node module exports: for each node type, its props schema (TypeBox, turned into
 * schemas/screen.schema.json by the generator) beside the component that renders it. The
 * renderer hands each component a `render` for child nodes, so no node imports the renderer.
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
export interface NodeDefinition<P extends TObject = TObject> {
  props: P;
  Component: ComponentType<NodeProps<P>>;
}
export const defineNode = <P extends TObject>(props: P, Component: ComponentType<NodeProps<P>>): NodeDefinition<P> => ({
  props,
  Component,
});
