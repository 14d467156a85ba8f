/**
 * The profile icons a member chooses from (S3 PROFILE_ICON_COUNT, default 9): drawn, not fetched,
 * so any count the merchant sets has its icons. Icon n has its own hue (spread evenly around the
 * colour wheel) and one of nine shapes; decorative (the button around it carries the name). Each
 * merchant's set is its own (issue 52): the wheel starts at the hue of its primary colour and the
 * shapes at a place its id picks, so two merchants' first icons differ.
 */
import type { ReactElement } from 'react';
const SHAPES: ((c: string) => ReactElement)[] = [
  (c) => <circle cx="16" cy="16" r="7" fill={c} />,
  (c) => <rect x="9.5" y="9.5" width="13" height="13" rx="2" fill={c} />,
  (c) => <polygon points="16,8 24,23 8,23" fill={c} />,
  (c) => <polygon points="16,7 25,16 16,25 7,16" fill={c} />,
  (c) => (
    <polygon
      points="16,7 18.6,13.3 25.5,13.5 20.1,17.8 22,24.5 16,20.6 10,24.5 11.9,17.8 6.5,13.5 13.4,13.3"
      fill={c}
    />
  ),
  (c) => <circle cx="16" cy="16" r="7" fill="none" stroke={c} strokeWidth="3.5" />,
  (c) => <path d="M13.5 8h5v5.5H24v5h-5.5V24h-5v-5.5H8v-5h5.5z" fill={c} />,
  (c) => <polygon points="16,7.5 23.5,11.75 23.5,20.25 16,24.5 8.5,20.25 8.5,11.75" fill={c} />,
  (c) => <path d="M17.5 6 9 18h6l-1.5 8L23 14h-6z" fill={c} />,
];

/** A merchant's icon set: where its hues and shapes start. */
export interface IconSet {
  hue: number;
  shape: number;
}

/** The set of a merchant: the hue of its primary colour (#rgb or #rrggbb), the shape from its id. */
export function iconSetOf(id: string, primary: string): IconSet {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return { hue: hexHue(primary), shape: h % SHAPES.length };
}

function hexHue(colour: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!m) return 0;
  const x = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(x.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (!d) return 0;
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round((hue * 60 + 360) % 360);
}

export function ProfileIcon({
  n,
  count,
  set = { hue: 0, shape: 0 },
  size = 32,
}: {
  n: number;
  count: number;
  set?: IconSet;
  size?: number;
}) {
  const i = Math.max(1, Math.min(n, count)) - 1;
  const hue = Math.round(set.hue + (i * 360) / Math.max(count, 1)) % 360;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="profile-icon">
      <circle cx="16" cy="16" r="16" fill={`hsl(${hue} 70% 88%)`} />
      {SHAPES[(i + set.shape) % SHAPES.length]!(`hsl(${hue} 65% 38%)`)}
    </svg>
  );
}
