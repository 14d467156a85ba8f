import { describe, it, expect } from 'vitest';
import { TenantRegistry } from './tenants.ts';
import { generateCatalogue, generatedName, CATALOGUE_VENDORS } from './catalogue.ts';
import { catalogueOf, gamesWhere } from './content.ts';

const tenants = new TenantRegistry();
const lotus = tenants.all().find((t) => t.id === 'lotus')!;

describe('a generated catalogue at a real merchant size (issue 53)', () => {
  it('holds the shipped games first, then generated ones up to the size, over 40 vendors, the same each time', () => {
    const shipped = lotus.data.content.games;
    const c = generateCatalogue(lotus.data.content, 5000);
    expect(c.games).toHaveLength(5000);
    expect(c.games.slice(0, shipped.length)).toEqual(shipped);
    expect(c.vendors).toHaveLength(CATALOGUE_VENDORS);
    expect(new Set(c.games.map((g) => g.id)).size).toBe(5000);
    expect(generateCatalogue(lotus.data.content, 5000)).toEqual(c);
    // Each generated game's vendor exists, in the game's category; most of them are slots.
    const vendors = new Map(c.vendors.map((v) => [v.code, v]));
    for (const g of c.games) expect(vendors.get(g.vendor)?.category).toBe(g.category);
    expect(c.games.filter((g) => g.category === 'RNG').length).toBeGreaterThan(2000);
    expect(c.games.find((g) => g.name === generatedName(4321))).toBeDefined();
    // Never fewer games than the merchant ships.
    expect(generateCatalogue(lotus.data.content, 10).games).toHaveLength(shipped.length);
  });

  it('the relays read the catalogue through one index: what a filter finds, without walking the catalogue', () => {
    const content = { ...lotus.data.content, ...generateCatalogue(lotus.data.content, 5000) };
    const all = content.games;
    for (const [category, vendor] of [
      ['RNG', ''],
      ['', 'PG'],
      ['RNG', 'GEN01'],
      ['LIVE', 'EVO'],
      ['', ''],
    ] as const)
      expect(gamesWhere(content, category, vendor).map((g) => g.id)).toEqual(
        all.filter((g) => (!category || g.category === category) && (!vendor || g.vendor === vendor)).map((g) => g.id),
      );
    // Built once per list: the second read is the same index.
    expect(catalogueOf(content)).toBe(catalogueOf({ ...content }));
    expect(catalogueOf(content).byId.get(all[4999]!.id)?.name).toBe(all[4999]!.name);
  });

  it('tenant serve --games gives every tenant that catalogue; the test controls one tenant until the reset', () => {
    const r = new TenantRegistry();
    r.catalogueSize = 1500;
    for (const t of r.all()) expect(r.content(t).games).toHaveLength(1500);
    r.catalogueSize = undefined;
    const t = r.all()[0]!;
    r.overrideContent(t, r.catalogue(t, 800));
    expect(r.content(t).games).toHaveLength(800);
    r.resetOverrides();
    expect(r.content(t).games).toHaveLength(t.data.content.games.length);
  });
});
