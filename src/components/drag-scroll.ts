/**
 * S2: "In column mode, scrollable bars can be dragged with the mouse." A mouse drag scrolls the
 * bar; a click that ends a drag is swallowed for 100 ms (S9 "drag scroll debounce 100 ms") so a
 * drag never opens the link under the pointer. Touch keeps its native scrolling. The drag code
 * loads only where it can be used (drag-scroll-attach.ts).
 */
import { useEffect, type RefObject } from 'react';

export const COLUMN_MODE_QUERY = '(min-aspect-ratio: 9/16) and (pointer: fine)';

export function useDragScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof matchMedia !== 'function' || !matchMedia(COLUMN_MODE_QUERY).matches) return;
    let detach: (() => void) | undefined;
    let gone = false;
    void import('./drag-scroll-attach.ts').then((m) => {
      if (!gone) detach = m.attachDragScroll(el);
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [ref]);
}
