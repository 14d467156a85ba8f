/** Buttons and links. */
import { useRef, type ReactNode } from 'react';
import { useDragScroll } from './drag-scroll.ts';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';

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
export function AppLink({ to, children, onClick }: { to: string; children: ReactNode; onClick?: () => void }) {
  if (to.startsWith('/m'))
    return (
      <RouterLink className="link" to={to} onClick={onClick}>
        {children}
      </RouterLink>
    );
  return (
    <a className="link" href={to} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}

const LIST_CLASS = { bar: 'menu', tabbar: 'tabbar-list', grid: 'menu-grid' } as const;

export interface MenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  to?: string;
  onSelect?: () => void;
}

/**
 * A menu: a horizontal bar of entries (drag-scrollable with the mouse in column mode), or the
 * bottom tab bar (the current page marked).
 */
export function MenuList({
  label,
  items,
  variant = 'bar',
}: {
  label: string;
  items: MenuEntry[];
  variant?: 'bar' | 'tabbar' | 'grid';
}) {
  const bar = useRef<HTMLUListElement>(null);
  useDragScroll(bar);
  return (
    <nav aria-label={label} className={variant === 'tabbar' ? 'tabbar' : undefined}>
      <ul className={LIST_CLASS[variant]} ref={bar}>
        {items.map((it) => (
          <li key={it.key} data-menu-key={it.key}>
            {it.to ? (
              it.to.startsWith('/m') ? (
                <RouterNavLink className="link" to={it.to} end>
                  {it.icon}
                  <span>{it.label}</span>
                </RouterNavLink>
              ) : (
                <a className="link" href={it.to} target="_blank" rel="noopener noreferrer">
                  {it.icon}
                  <span>{it.label}</span>
                </a>
              )
            ) : (
              <button type="button" className="btn btn-text" onClick={it.onSelect}>
                {it.icon}
                <span>{it.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
