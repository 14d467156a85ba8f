/**
 * The five ad networks (S3, S5): each configured pixel loads its script the way the network's own
 * snippet does (the stand-ins refuse a URL the network would not serve), and gets this page's
 * events under its own names with the shared eventID; consent denied keeps Kwai off and Google's
 * consent mode denied before any tag reads the data layer. And the page-hide beacon: an event
 * fired as the player leaves arrives by beacon.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, configure } from './helpers.ts';
import { control } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

// A page of the previous test that closes after the sandbox reset reports on leaving (its beacon,
// its pixels' last calls): only what happened during this test counts.
let since = 0;
test.beforeEach(() => {
  since = Date.now();
});
type Hit = { network: string; call: unknown };
const hits = async (request: APIRequestContext): Promise<Hit[]> =>
  (await request.get(control(`/pixels?merchant=DRAGON&since=${since}`))).json();
const received = async (request: APIRequestContext) =>
  (
    (await (await request.get(control('/events?merchant=DRAGON'))).json()) as {
      name: string;
      via: string;
      eventID: string;
      payload: { at: number };
    }[]
  ).filter((e) => e.payload.at >= since);

const ALL_FIVE = {
  facebookPixelIds: ['111111111111111'],
  tiktokPixelIds: ['TTDRAGON1'],
  gtagIds: ['G-DRAGON1'],
  gtmIds: ['GTM-DRAGON1'],
  kwaiPixelIds: ['KWDRAGON1'],
};

test('every configured network loads from a URL it would serve and gets viewContent under its own name with the eventID', async ({
  page,
  request,
}) => {
  await configure(request, 'dragon', { merchantConfig: { analytics: { ...ALL_FIVE, consent: 'granted' } } });
  const scripts: { url: string; status: number }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/stand-in/pixels/') && r.request().resourceType() === 'script')
      scripts.push({ url: r.url(), status: r.status() });
  });
  await page.goto(site('dragon', '/m/home'));
  await expect.poll(() => scripts.length).toBe(5);
  for (const s of scripts) expect(s, s.url).toMatchObject({ status: 200 });
  const query = (network: string) => new URL(scripts.find((s) => s.url.includes(`/${network}.js`))!.url).searchParams;
  expect(query('tiktok').get('sdkid')).toBe('TTDRAGON1');
  expect(query('tiktok').get('lib')).toBe('ttq');
  expect(query('kwai').get('sdkid')).toBe('KWDRAGON1');
  expect(query('kwai').get('lib')).toBe('kwaiq');
  expect(query('gtag').get('id')).toBe('G-DRAGON1');
  expect(query('gtm').get('id')).toBe('GTM-DRAGON1');

  await expect.poll(async () => (await received(request)).some((e) => e.name === 'viewContent')).toBe(true);
  const id = (await received(request)).find((e) => e.name === 'viewContent')!.eventID;
  const content = { content_ids: ['/m/home'] };
  const calls = async (network: string | string[]) =>
    (await hits(request)).filter((h) => [network].flat().includes(h.network)).map((h) => h.call);
  await expect.poll(() => calls('facebook')).toContainEqual(['track', 'ViewContent', content, { eventID: id }]);
  await expect.poll(() => calls('tiktok')).toContainEqual(['track', 'ViewContent', content, { event_id: id }]);
  expect(await calls('tiktok')).toContainEqual(['page']);
  expect(await calls('tiktok')).toContainEqual(['grantConsent']);
  // Kwai's web names, for the one pixel instance.
  await expect
    .poll(() => calls('kwai'))
    .toContainEqual(['instance', 'KWDRAGON1', 'track', 'contentView', { ...content, event_id: id }]);
  // gtag.js and gtm.js share the data layer (whichever stand-in loads first records it).
  const google = () => calls(['gtag', 'gtm']);
  await expect.poll(google).toContainEqual(['event', 'view_item', { ...content, event_id: id }]);
  await expect.poll(google).toContainEqual({ event: 'viewContent', eventID: id, ...content });
  expect(await google()).toContainEqual(['config', 'G-DRAGON1']);
  // Each marketing event once per network: no network got viewContent twice.
  const all = await hits(request);
  const carrying = (network: string) => all.filter((h) => h.network === network && JSON.stringify(h.call).includes(id));
  expect(carrying('facebook')).toHaveLength(1);
  expect(carrying('tiktok')).toHaveLength(1);
  expect(carrying('kwai')).toHaveLength(1);
});

test('consent denied: Kwai stays off, Facebook and TikTok are told, Google consent mode is denied before any tag', async ({
  page,
  request,
}) => {
  await configure(request, 'dragon', { merchantConfig: { analytics: { ...ALL_FIVE, consent: 'denied' } } });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/stand-in/pixels/') && r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(site('dragon', '/m/home?fbclid=DENIED1'));
  await expect.poll(() => scripts.length).toBe(4);
  expect(scripts).not.toContain('/wps/stand-in/pixels/kwai.js');
  // The calls asserted below are in: a count of all hits alone could be reached before Google's first arrived.
  const told = (all: Hit[]) =>
    all.some((h) => h.network === 'facebook') &&
    all.some((h) => h.network === 'tiktok' && JSON.stringify(h.call) === '["revokeConsent"]') &&
    all.some((h) => h.network === 'gtag' || h.network === 'gtm');
  await expect.poll(async () => told(await hits(request))).toBe(true);
  const all = await hits(request);
  expect(all.find((h) => h.network === 'facebook')!.call).toEqual(['consent', 'revoke']);
  expect(all.filter((h) => h.network === 'tiktok').map((h) => h.call)).toContainEqual(['revokeConsent']);
  const google = all.filter((h) => h.network === 'gtag' || h.network === 'gtm').map((h) => h.call);
  const denied = {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
  expect(google[0]).toEqual(['consent', 'default', denied]);
  expect(google.filter((c) => JSON.stringify(c).includes('"consent"'))).toHaveLength(1);
  // No Facebook cookies, and the click id is not kept for the registration either.
  expect((await page.context().cookies()).filter((c) => c.name === '_fbc' || c.name === '_fbp')).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('pixelTrack') ?? '')).not.toContain('DENIED1');
});

test('an event fired as the page hides goes by beacon when the upload and the ping cannot get through', async ({
  page,
  request,
}) => {
  await page.goto(site('dragon', '/m/home'));
  await expect.poll(async () => (await received(request)).some((e) => e.name === 'viewContent')).toBe(true);
  // From now on only the beacon reaches the back end.
  await request.post(control('/faults'), {
    data: { pattern: '^/wps/(event/upload|system/test/ping)', kind: 'http', status: 502 },
  });
  // Leaving within 5 s of the load: the performance report is written as the page hides and the beacon takes it.
  await page.goto('about:blank');
  await expect.poll(async () => (await received(request)).find((e) => e.name === 'performance')?.via).toBe('beacon');
});
