/** Which timing figures npm run bench checks: thread time always, the default 4x only with idle cores (bench/budget-checks.ts). */
import { describe, it, expect } from 'vitest';
import { idleCores, interactionMisses, lighthouseMisses, returningTable } from '../../bench/budget-checks.ts';
import { figuresOf, type LighthouseFigures, type LighthouseRow } from '../../bench/lighthouse.ts';
import { pricedRequests, type GraphNode } from '../../bench/lcp-requests.ts';
import type { InteractionRow } from '../../bench/interactions.ts';

const figures = (f: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 99,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0,
  interactiveMs: 1200,
  speedIndexMs: 900,
  ttfbMs: 400,
  observedLcpMs: 120,
  pricedBeforeLcp: [],
  ...f,
});
const row = (
  load: number,
  at4x: Partial<LighthouseFigures>,
  threadTime: Partial<LighthouseFigures>,
): LighthouseRow => ({
  url: 'dragon /m/login',
  ...figures(at4x),
  calibrated: { ...figures({}), cpuSlowdown: 3 },
  threadTime: figures(threadTime),
  benchmarkIndex: 1500,
  load,
  cores: 2,
  warnings: [],
});
const budgets = { performance: 98, lcpMs: 1200, homeLcpMs: 800, tbtMs: 150, cls: 0.02 };

describe('checked budgets', () => {
  it('calls cores idle under a load of a quarter of them', () => {
    expect(idleCores(0.49, 2)).toBe(true);
    expect(idleCores(0.5, 2)).toBe(false);
  });

  it('checks the thread-time figures on a busy machine and only shows the default 4x', () => {
    expect(lighthouseMisses([row(6, { lcpMs: 3000, performance: 70 }, {})], budgets)).toEqual([]);
    expect(lighthouseMisses([row(6, {}, { tbtMs: 200 })], budgets)).toEqual([
      'Lighthouse dragon /m/login (thread time): TBT 200 ms (budget 150 ms)',
    ]);
  });

  it("holds home's LCP to its own, lower budget, as a visitor and as a member", () => {
    const home = (url: string, lcpMs: number) => ({ ...row(6, {}, { lcpMs }), url });
    expect(
      lighthouseMisses([home('lotus /m/home (visitor)', 801), home('lotus /m/home (member)', 800)], budgets),
    ).toEqual(['Lighthouse lotus /m/home (visitor) (thread time): LCP 801 ms (budget 800 ms)']);
    expect(lighthouseMisses([home('lotus /m/login', 1100)], budgets)).toEqual([]);
  });

  it('checks the default-4x figures too when the cores are idle', () => {
    expect(lighthouseMisses([row(0.2, { lcpMs: 3000 }, {})], budgets)).toEqual([
      'Lighthouse dragon /m/login (default 4x): LCP 3000 ms (budget 1200 ms)',
    ]);
  });

  it('checks interactions the same way, and says what cost the time', () => {
    const r: InteractionRow = {
      tenant: 'lotus',
      interaction: 'switch lobby tab',
      inpMs: 400,
      quietInpMs: 120,
      inputDelayMs: 50,
      processingMs: 2,
      presentationMs: 300,
      mainWallMs: 350,
      mainThreadMs: 110,
      costs: [{ name: 'Paint', ms: 40 }],
      runs: 3,
      load: 6,
      cores: 2,
    };
    expect(interactionMisses([r], 100)).toEqual([
      'interaction lotus "switch lobby tab" (thread time): INP 120 ms (budget 100 ms; biggest work: Paint 40 ms)',
    ]);
    expect(interactionMisses([{ ...r, quietInpMs: 90 }], 100)).toEqual([]);
    expect(interactionMisses([{ ...r, quietInpMs: 90, load: 0.1 }], 100)).toHaveLength(1);
  });
});

describe("the returning visit's LCP, read with its cause", () => {
  const node = (url: string, resourceType: string, o: Partial<GraphNode> = {}): GraphNode => ({
    type: 'network',
    isMainDocument: () => false,
    request: { url, resourceType },
    ...o,
  });
  it('names the requests the simulation priced: not the page, not from the disk cache, not data:', () => {
    const nodes: GraphNode[] = [
      node('http://dragon.localhost:1/m/home', 'Document', { isMainDocument: () => true }),
      node('http://dragon.localhost:1/wps/v2/system/status?device=MOBILE', 'Fetch'),
      node('http://lotus.localhost:1/wps/system/manifest.json?merchantCode=LOTUS', 'Manifest'),
      node('http://dragon.localhost:1/tenants/dragon/tenant.json', 'Fetch', { fromDiskCache: true }),
      node('data:image/svg+xml;base64,PHN2Zz4=', 'Image', { isNonNetworkProtocol: true }),
      { type: 'cpu', isMainDocument: () => false },
    ];
    expect(pricedRequests(nodes)).toEqual(['/wps/v2/system/status (Fetch)', '/wps/system/manifest.json (Manifest)']);
  });
  it("prints them under each page's rows, from the run each figure comes from", () => {
    const lhr = {
      categories: { performance: { score: 0.99 } },
      audits: {
        'largest-contentful-paint': { numericValue: 613.4 },
        metrics: { details: { items: [{ observedLargestContentfulPaint: 131, timeToFirstByte: 453 }] } },
      },
    } as unknown as Parameters<typeof figuresOf>[0];
    const f = figuresOf(lhr, ['/wps/v2/system/status (Fetch)']);
    expect(f.lcpMs).toBe(613);
    expect(f.observedLcpMs).toBe(131);
    expect(f.ttfbMs).toBe(453);
    expect(f.pricedBeforeLcp).toEqual(['/wps/v2/system/status (Fetch)']);

    const lines = returningTable(
      [row(2, { pricedBeforeLcp: f.pricedBeforeLcp, observedLcpMs: 131 }, { pricedBeforeLcp: [], observedLcpMs: 118 })],
      { lcpMs: 600, interactiveMs: 1500 },
      3,
    ).join('\n');
    expect(lines).toContain(
      '4x run: observed LCP 131 ms; priced before it: /wps/v2/system/status (Fetch); thread-time run: observed LCP 118 ms; priced before it: none',
    );
  });
});
