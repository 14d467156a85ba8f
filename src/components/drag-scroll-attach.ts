/**
 * The mouse-drag scrolling of a bar (drag-scroll.ts loads this only in column mode with a fine
 * pointer: phones never download it). Returns the clean-up.
 */
import { DRAG_SCROLL_DEBOUNCE_MS } from '../core/spec-constants.ts';

export function attachDragScroll(el: HTMLElement): () => void {
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
}
