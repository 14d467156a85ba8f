/**
 * The sandbox's generated pictures (issue 52: the demo must read as a lobby, not a form demo):
 * every game its own tile in its vendor's colours, with its category's motif and its name; every
 * banner and promotion a scene with a motif and its title. SVG made here, nothing downloaded; the
 * same name always gives the same picture.
 */
import { hash } from './content.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Two colours from a name: a vendor's tiles share a family, each game shifts it a little. */
function palette(key: string, shift = 0): [string, string] {
  const h = hash(key);
  const hue = (h + shift) % 360;
  return [`hsl(${hue} 72% 48%)`, `hsl(${(hue + 40 + ((h >>> 9) % 60)) % 360} 70% 24%)`];
}

/** A motif per kind of game, drawn in a 100 x 100 box (white, over the tile's colours). */
const MOTIFS: Record<string, string> = {
  // lottery: three numbered balls
  lottery:
    '<circle cx="26" cy="58" r="18"/><circle cx="52" cy="40" r="18"/><circle cx="78" cy="60" r="18"/>' +
    '<g fill="#0006" font-family="system-ui,sans-serif" font-weight="800" font-size="16" text-anchor="middle"><text x="26" y="64">{a}</text><text x="52" y="46">{b}</text><text x="78" y="66">{c}</text></g>',
  // slots: a reel of three sevens
  slots:
    '<rect x="10" y="22" width="80" height="56" rx="10" fill-opacity=".9"/><g fill="#0007" font-family="system-ui,sans-serif" font-weight="900" font-size="30" text-anchor="middle"><text x="28" y="62">7</text><text x="50" y="62">7</text><text x="72" y="62">7</text></g>',
  // live casino and cards: two cards and a chip
  cards:
    '<rect x="22" y="20" width="36" height="52" rx="5" transform="rotate(-12 40 46)"/><rect x="44" y="22" width="36" height="52" rx="5" transform="rotate(10 62 48)" fill-opacity=".85"/><circle cx="50" cy="80" r="12" fill-opacity=".9"/><circle cx="50" cy="80" r="6" fill="#0005"/>',
  // sports: a ball
  sports: '<circle cx="50" cy="50" r="30"/><polygon points="50,36 62,45 58,59 42,59 38,45" fill="#0006"/>',
  // fishing: a fish and bubbles
  fish: '<path d="M18 50c12-18 40-20 56 0-16 20-44 18-56 0zm56 0l16-12v24z"/><circle cx="34" cy="46" r="3" fill="#0006"/><circle cx="80" cy="24" r="4"/><circle cx="70" cy="16" r="2.5"/>',
  // crash: a rising line and a rocket
  crash:
    '<path d="M12 82 L40 66 L58 70 L88 24" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="88" cy="24" r="8"/>',
  // arcade: a joystick
  arcade:
    '<rect x="20" y="60" width="60" height="20" rx="6"/><rect x="46" y="34" width="8" height="28"/><circle cx="50" cy="30" r="12"/>',
};
const MOTIF_OF: Record<string, string> = {
  ELOTT: 'lottery',
  LOTT: 'lottery',
  SEA_LOTT: 'lottery',
  RNG: 'slots',
  TCG: 'slots',
  LIVE: 'cards',
  TABLE: 'cards',
  PVP: 'cards',
  SPORTS: 'sports',
  FISH: 'fish',
  CRASH: 'crash',
  ARCADE: 'arcade',
};

function motif(category: string | undefined, key: string): string {
  const h = hash(key);
  const n = (i: number) => String(((h >>> (i * 5)) % 45) + 1).padStart(2, '0');
  return (MOTIFS[MOTIF_OF[category ?? ''] ?? ''] ?? MOTIFS.slots!)
    .replace('{a}', n(0))
    .replace('{b}', n(1))
    .replace('{c}', n(2));
}

/** Up to two lines of a title that fit `chars` characters each; the rest ends in an ellipsis. */
function lines(title: string, chars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (`${line} ${word}`.length <= chars) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length > 2) out.splice(1, out.length, `${out[1]!.slice(0, chars - 1)}…`);
  return out.map((l) => (l.length > chars ? `${l.slice(0, chars - 1)}…` : l));
}

export interface ArtSubject {
  title: string;
  /** A game's vendor (its tiles share the vendor's colours) and category (its motif). */
  vendor?: string;
  category?: string;
}

export function artSvg(kind: string, id: string, s: ArtSubject): string {
  const shift = s.vendor ? hash(id) % 24 : 0;
  const [a, b] = palette(s.vendor ?? id, shift);
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
  if (kind === 'game' || kind === 'vendor') {
    const words = lines(s.title, 15);
    const text = words
      .map(
        (l, i) =>
          `<text x="150" y="${words.length === 1 ? 262 : 240 + i * 34}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="28" fill="#fff" class="name">${esc(l)}</text>`,
      )
      .join('');
    const badge = s.vendor
      ? `<rect x="14" y="14" rx="11" width="${Math.min(20 + s.vendor.length * 11, 180)}" height="26" fill="#0005"/><text x="26" y="33" font-family="system-ui,sans-serif" font-weight="700" font-size="15" fill="#fff">${esc(s.vendor)}</text>`
      : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">${defs}<rect width="300" height="300" fill="url(#g)"/><circle cx="250" cy="40" r="120" fill="#fff" opacity=".08"/><g transform="translate(80 44) scale(1.4)" fill="#fff">${motif(s.category, id)}</g><rect y="200" width="300" height="100" fill="#0004"/>${text}${badge}</svg>`;
  }
  // A banner (1200 x 525) or a promotion (800 x 400): the title on the left, a large motif on the right.
  const [w, h] = kind === 'banner' ? [1200, 525] : [800, 400];
  const words = lines(s.title, kind === 'banner' ? 22 : 18);
  const size = kind === 'banner' ? 64 : 48;
  const text = words
    .map(
      (l, i) =>
        `<text x="${w * 0.07}" y="${h * 0.45 + i * size * 1.15}" font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  const scale = (h * 0.8) / 100;
  const category = Object.keys(MOTIF_OF)[hash(id) % Object.keys(MOTIF_OF).length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.8}" cy="${h * 0.5}" r="${h * 0.55}" fill="#fff" opacity=".1"/><circle cx="${w * 0.05}" cy="${h}" r="${h * 0.4}" fill="#000" opacity=".15"/><g transform="translate(${w * 0.8 - 50 * scale} ${h * 0.1}) scale(${scale})" fill="#fff" opacity=".92">${motif(category, id)}</g>${text}<rect x="${w * 0.07}" y="${h * 0.45 + words.length * size * 1.15 - size * 0.4}" width="${size * 3}" height="${size * 0.16}" rx="${size * 0.08}" fill="#fff" opacity=".8"/></svg>`;
}
