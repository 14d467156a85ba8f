/**
 * The one modal: an overlay with a dialog (or alertdialog) labelled by its title, that takes the
 * focus (the first field, else the given element, else itself), keeps Tab inside, closes on Escape
 * and on a click outside when it may be closed (not in its first 500 ms: a tap meant for what was
 * under it), and gives the focus back to where it was.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { REENTRY_GUARD_MS } from '../core/spec-constants.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** The accessible name (a title shown inside may say the same). */
  label?: string;
  /** Or the id of the element that names it. */
  labelledBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** Escape, the overlay and a close button close it; without it the modal stays until its own buttons act. */
  onClose?: () => void;
  /** Where the focus goes first when there is no field (an alert's OK button). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

export function Modal({ label, labelledBy, role = 'dialog', onClose, initialFocus, className, children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  // A tap meant for what was under it does not close it: the second tap of a double tap on a
  // button whose answer opened this (an alert after a fast reply) would close it unseen.
  const openedAt = useRef(0);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const el = box.current;
    const opener = document.activeElement as HTMLElement | null;
    openedAt.current = performance.now();
    // Focus goes in at once, and to the first field when that arrives. Forms load lazily and in
    // parts that may arrive out of order (dragon's phone form before its username form), so until
    // the player presses a key or taps, the focus follows the first field in the dialog's order,
    // as long as it is still where it was put.
    const field = () => el?.querySelector<HTMLElement>('input, select, textarea') ?? null;
    let placed = field() ?? initialFocus?.current ?? el;
    placed?.focus();
    const watch = new MutationObserver(() => {
      const f = field();
      if (!f || f === placed || document.activeElement !== placed) return;
      f.focus();
      placed = f;
    });
    const stop = () => watch.disconnect();
    if (el) {
      watch.observe(el, { childList: true, subtree: true });
      el.addEventListener('keydown', stop, true);
      el.addEventListener('pointerdown', stop, true);
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && close.current) {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      // Tab stays inside: from the last control to the first, and back.
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (x) => x.offsetParent !== null || x === document.activeElement,
      );
      if (!items.length) {
        e.preventDefault();
        return;
      }
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && (document.activeElement === head || document.activeElement === el)) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      watch.disconnect();
      el?.removeEventListener('keydown', stop, true);
      el?.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount; the latest onClose is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      className="overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget && performance.now() - openedAt.current >= REENTRY_GUARD_MS) close.current?.();
      }}
    >
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        className={`dialog${className ? ` ${className}` : ''}`}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
