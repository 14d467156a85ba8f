/**
 * S2: "Splash overlay hides about 1200 ms after load (plus 200 ms) and is remembered per session."
 * Decorative: hidden from screen readers, and taps pass through it.
 */
import { useEffect, useState } from 'react';
import { SPLASH_MIN_MS, SPLASH_FADE_MS } from '../core/spec-constants.ts';
import { session } from '../services/session/storage.ts';
import { usePageSnapshot } from '../runtime/page-snapshot.ts';

export const SPLASH_SESSION_KEY = 'splashShown';

const seen = () => session.get(SPLASH_SESSION_KEY) === '1';

export function Splash({ src, background }: { src: string; background: string }) {
  // Read once, as the splash mounts (its own effect then marks it seen). A pre-rendered page holds
  // the splash (the server cannot know the session), so hydration starts from 'shown' and drops
  // it right after; until then the page's inline script has hidden it (.splash-seen).
  const [seenBefore] = useState(seen);
  const hidden = usePageSnapshot(() => seenBefore, false);
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    if (seenBefore) return;
    session.set(SPLASH_SESSION_KEY, '1'); // blocked storage: shown again next load, harmless
    const timers: ReturnType<typeof setTimeout>[] = [];
    const start = () =>
      timers.push(
        setTimeout(() => {
          setPhase('fading');
          timers.push(setTimeout(() => setPhase('gone'), SPLASH_FADE_MS));
        }, SPLASH_MIN_MS),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      timers.forEach(clearTimeout);
    };
    // Runs once: the phase only moves forward from here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (hidden || phase === 'gone') return null;
  return (
    <div
      className={`splash${phase === 'fading' ? ' splash-fading' : ''}`}
      aria-hidden="true"
      data-testid="splash"
      style={{ background, transitionDuration: `${SPLASH_FADE_MS}ms` }}
    >
      <img src={src} alt="" width={96} height={96} />
    </div>
  );
}
