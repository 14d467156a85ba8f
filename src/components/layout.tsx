/** Presentational layout primitives. They know nothing of tenant JSON; the runtime adapts nodes to them. */
import type { ReactNode } from 'react';

export function Stack({
  direction = 'column',
  gap = 2,
  children,
}: {
  direction?: 'column' | 'row';
  gap?: number;
  children?: ReactNode;
}) {
  return (
    <div className={`stack stack-${direction}`} style={{ gap: `calc(var(--space) * ${gap})` }}>
      {children}
    </div>
  );
}

export function Heading({
  level = 2,
  className,
  children,
}: {
  level?: 1 | 2 | 3;
  className?: string | undefined;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={`heading heading-${level}${className ? ` ${className}` : ''}`}>{children}</Tag>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="paragraph">{children}</p>;
}

export function Logo({ src, alt }: { src: string; alt: string }) {
  return <img className="logo" src={src} alt={alt} width={160} height={48} />;
}

/** What the runtime shows for a node it cannot render: visible, announced, and the rest still works. */
export function Fallback({ message }: { message: string }) {
  return (
    <div className="fallback" role="alert">
      {message}
    </div>
  );
}
