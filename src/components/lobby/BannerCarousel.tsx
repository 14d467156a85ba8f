/**
 * Banners: swipe (native scroll snapping), auto-advance unless the player touches, hovers, focuses
 * or prefers reduced motion, and dots named after each banner. The frame keeps its size while the
 * pictures load (nothing shifts); pictures after the first load lazily.
 */
import './lobby.css';
import { useEffect, useRef, useState } from 'react';

export interface BannerItem {
  id: string;
  title: string;
  image: string;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BannerCarousel({
  banners,
  label,
  interval,
  onSelect,
  slideLabel,
  dotLabel,
}: {
  banners: BannerItem[];
  label: string;
  /** Auto-advance period in ms (0: never). */
  interval: number;
  onSelect: (b: BannerItem) => void;
  slideLabel: (b: BannerItem, i: number) => string;
  dotLabel: (b: BannerItem, i: number) => string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const go = (i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  useEffect(() => {
    if (!interval || paused || banners.length < 2 || reducedMotion()) return;
    const id = setInterval(() => {
      const el = track.current;
      if (!el || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => clearInterval(id);
  }, [interval, paused, banners.length]);
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return (
    <section className="banners" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className="banner-track"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setActive(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onPointerDown={pause}
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="banner"
            aria-roledescription="slide"
            aria-label={slideLabel(b, i)}
            onClick={() => onSelect(b)}
          >
            {/* The first banner is the page's largest paint: asked for first, before the other images. */}
            <img
              src={b.image}
              alt=""
              width={1200}
              height={525}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
          </button>
        ))}
      </div>
      {/* The row keeps its height with one banner too: it is reserved while the banners load. */}
      {banners.length > 1 ? (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="banner-dot"
              aria-label={dotLabel(b, i)}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => {
                pause();
                go(i);
              }}
            />
          ))}
        </div>
      ) : (
        <div className="banner-dots" />
      )}
    </section>
  );
}
