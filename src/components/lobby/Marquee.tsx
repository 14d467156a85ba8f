/**
 * The announcement marquee (S9: 60 px per second): the texts scroll right to left at that speed,
 * pause while the player touches, hovers or focuses it, and stand still for prefers-reduced-motion
 * (the texts then stand one after another on the line, each in full, and the player swipes along
 * it). The box takes the keyboard's focus: a keyboard player can pause it, or scroll it when still.
 */
import './lobby.css';
import { useEffect, useRef, useState } from 'react';
import { Icon } from './icons.tsx';

export function Marquee({ texts, label, speed }: { texts: string[]; label: string; speed: number }) {
  const box = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(0);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    // The line starts one box-width to the right (its left padding) and runs until its end has
    // left the box: the distance is its whole width, crossed at `speed`. Read when the browser has
    // laid it out anyway (reading it in the commit forced a layout of the whole page there), and
    // again whenever it changes size (new texts, a turned phone).
    const el = line.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize ?? el.scrollWidth;
      setSeconds(width / speed);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [speed]);
  return (
    <section className="marquee" aria-label={label}>
      <Icon name="speaker" size={18} />
      <div
        ref={box}
        className="marquee-box"
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        tabIndex={0}
      >
        <div
          ref={line}
          className="marquee-line"
          data-paused={held ? 'true' : undefined}
          style={{ animationDuration: seconds ? `${seconds}s` : undefined }}
        >
          {texts.map((t, i) => (
            <span key={i} className="marquee-item">
              {t}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
