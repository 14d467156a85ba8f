/**
 * A catalogue at a real merchant's size (issue 53): the shipped games first, as they are, then
 * generated ones up to `size`, over 40 vendors (the shipped ones and generated ones beside them),
 * spread over the tenant's categories as a real catalogue is (most of them slots). Deterministic:
 * the same size gives the same games, so a test or the bench can name one (`generatedName`).
 */
import type { Sandbox } from '../src/core/schema/sandbox.ts';

type Content = Sandbox['content'];
type SandboxGame = Content['games'][number];
type SandboxVendor = Content['vendors'][number];

/** Vendors in all, with the shipped ones. */
export const CATALOGUE_VENDORS = 40;
/** How the generated games fall over the categories (a real catalogue: mostly slots). */
const SHARE: [category: string, weight: number][] = [
  ['RNG', 33],
  ['LIVE', 3],
  ['TABLE', 2],
  ['FISH', 2],
  ['ARCADE', 2],
  ['CRASH', 1],
  ['PVP', 1],
  ['SPORTS', 0],
  ['ELOTT', 0],
];
const FIRST = [
  'Lucky',
  'Golden',
  'Jade',
  'Royal',
  'Mystic',
  'Wild',
  'Fortune',
  'Dragon',
  'Lotus',
  'Thunder',
  'Ruby',
  'Cosmic',
];
const SECOND = [
  'Tiger',
  'Phoenix',
  'Koi',
  'Temple',
  'Panda',
  'Empire',
  'Gems',
  'Riches',
  'Reels',
  'Pearl',
  'Lantern',
  'Orchid',
];

/** The name of the n-th generated game (0-based): words and a number, so each is unique and findable. */
export const generatedName = (n: number) =>
  `${FIRST[n % FIRST.length]} ${SECOND[Math.floor(n / FIRST.length) % SECOND.length]} ${n + 1}`;

/** The catalogue of `size` games over the shipped content (never fewer games than it ships). */
export function generateCatalogue(content: Content, size: number): Pick<Content, 'games' | 'vendors'> {
  const vendors: SandboxVendor[] = [...content.vendors];
  const weights = SHARE.filter(([c, w]) => w > 0 && content.vendors.some((v) => v.category === c));
  const total = weights.reduce((n, [, w]) => n + w, 0);
  // The generated vendors, each in a category by the shares above.
  for (let i = vendors.length, k = 0; i < CATALOGUE_VENDORS; i++, k++) {
    let r = (k * 7919) % total;
    const category = weights.find(([, w]) => (r -= w) < 0)![0];
    vendors.push({
      code: `GEN${String(k + 1).padStart(2, '0')}`,
      name: `Studio ${k + 1}`,
      category,
      classify: category,
    });
  }
  const generatedVendors = vendors.slice(content.vendors.length);
  const games: SandboxGame[] = [...content.games];
  for (let n = 0; games.length < size; n++) {
    const v = generatedVendors.length ? generatedVendors[n % generatedVendors.length]! : content.vendors[0]!;
    const id = `gen-${v.code.toLowerCase()}-${n + 1}`;
    games.push({
      id,
      name: generatedName(n),
      vendor: v.code,
      category: v.category,
      image: `/__art/game/${id}.png`,
      trial: n % 3 === 0,
    });
  }
  return { games, vendors };
}
