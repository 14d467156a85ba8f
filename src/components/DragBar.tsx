/** A horizontally scrolling bar (tabs, chips) that a mouse can drag in column mode (S2). */
import { useRef, type HTMLAttributes } from 'react';
import { useDragScroll } from './drag-scroll.ts';

export function DragBar(props: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  useDragScroll(ref);
  return <div ref={ref} {...props} />;
}
