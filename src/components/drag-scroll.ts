/**
 * S2: "In column mode, scrollable bars can be dragged with the mouse." A mouse drag scrolls the
 * bar; a click that ends a drag is swallowed for 100 ms (S9 "drag scroll debounce 100 ms") so a
 * drag never opens the link under the pointer. Touch keeps its native scrolling.
 */
import { useEffect, type RefObject } from 'react';
import { DRAG_SCROLL_DEBOUNCE_MS } from '../core/spec-constants.ts';

export const COLUMN_MODE_QUERY = '(min-aspect-ratio: 9/16) and (pointer: fine)';

export function useDragScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof matchMedia !== 'function' || !matchMedia(COLUMN_MODE_QUERY).matches) return;
    let startX = 0;
    let startScroll = 0;
    let dragging = false;
    let moved = false;
    let swallowUntil = 0;
    const down = (e: MouseEvent) => {
      if (e.button !== 0) return;
      dragging = true;
      moved = false;
      startX = e.clientX;
      startScroll = el.scrollLeft;
    };
    const move = (e: MouseEvent) => {
      if (!dragging) return;
      const dx = e.clientX - startX;
      if (Math.abs(dx) > 4) moved = true;
      if (moved) {
        el.scrollLeft = startScroll - dx;
        e.preventDefault();
      }
    };
    const up = () => {
      if (dragging && moved) swallowUntil = Date.now() + DRAG_SCROLL_DEBOUNCE_MS;
      dragging = false;
    };
    const click = (e: MouseEvent) => {
      if (Date.now() < swallowUntil) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    // Links and images are draggable by default; a native drag would swallow the mouse moves.
    const noNativeDrag = (e: DragEvent) => e.preventDefault();
    el.addEventListener('mousedown', down);
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
    el.addEventListener('click', click, true);
    el.addEventListener('dragstart', noNativeDrag);
    return () => {
      el.removeEventListener('dragstart', noNativeDrag);
      el.removeEventListener('mousedown', down);
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      el.removeEventListener('click', click, true);
    };
  }, [ref]);
}
