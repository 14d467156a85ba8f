/**
 * A tap that began on one screen does not act on the next: when the page changes between the
 * finger going down and the click (a fast login answer, say), that click is dropped. Keyboard
 * activation has no pointer-down and is never dropped.
 */
export const TAP_WINDOW_MS = 1000;

export function installTapGuard(doc: Document = document, here: () => string = () => location.pathname): () => void {
  let down: { path: string; at: number } | null = null;
  const onDown = (e: PointerEvent) => {
    down = { path: here(), at: e.timeStamp };
  };
  const onClick = (e: MouseEvent) => {
    const d = down;
    down = null;
    if (d && e.detail > 0 && e.timeStamp - d.at < TAP_WINDOW_MS && d.path !== here()) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  };
  doc.addEventListener('pointerdown', onDown, true);
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('pointerdown', onDown, true);
    doc.removeEventListener('click', onClick, true);
  };
}
