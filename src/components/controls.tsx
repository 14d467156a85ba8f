/** Buttons and links. */
import { useRef, type ReactNode } from 'react';
import { useDragScroll } from './drag-scroll.ts';
import { Link as RouterLink } from 'react-router-dom';

export function Button({
  children,
  onClick,
  variant = 'primary',
  disabled,
  type = 'button',
  busy,
}: {
  children: ReactNode;
  onClick?: () => void;
  variant?: 'primary' | 'secondary' | 'text';
  disabled?: boolean;
  type?: 'button' | 'submit';
  busy?: boolean;
}) {
  return (
    <button
      type={type}
      className={`btn btn-${variant}`}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

/** Internal routes go through the router; http(s) URLs open in a new tab without an opener. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('/m'))
    return (
      <RouterLink className="link" to={to}>
        {children}
      </RouterLink>
    );
  return (
    <a className="link" href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export interface MenuEntry {
  key: string;
  label: string;
  to?: string;
  onSelect?: () => void;
}

/** A horizontal bar of entries; drag-scrollable with the mouse in column mode. */
export function MenuList({ label, items }: { label: string; items: MenuEntry[] }) {
  const bar = useRef<HTMLUListElement>(null);
  useDragScroll(bar);
  return (
    <nav aria-label={label}>
      <ul className="menu" ref={bar}>
        {items.map((it) => (
          <li key={it.key} data-menu-key={it.key}>
            {it.to ? (
              <AppLink to={it.to}>{it.label}</AppLink>
            ) : (
              <button type="button" className="btn btn-text" onClick={it.onSelect}>
                {it.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
