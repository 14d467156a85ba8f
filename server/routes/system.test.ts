/** S7 calls: system, game launch, every relay GET and POST, answered from sandbox.json and the database. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../../tests/support/sandbox.ts';

async function member() {
  const sb = sandbox();
  let token: string | null = null;
  const c = sb.client('DRAGON', () => token);
  token = (await c.session.login({ ...LOGIN, username: 'dragonagent', password: 'agent123' })).token;
  return { ...sb, c, anon: sb.client('DRAGON') };
}

describe('system calls', () => {
  it('country, domain route, manifest', async () => {
    const { c, app, control } = await member();
    expect(await c.system.country()).toMatchObject({ countryCode: 'VN', countryDialingCode: '84', currency: 'VND' });
    expect((await c.system.domainRoute()).domainList[0]).toEqual({ domainName: 'dragon.localhost' });
    expect(
      (await app.request('/wps/system/manifest.json?merchantCode=DRAGON', { headers: { Merchant: 'DRAGON' } })).status,
    ).toBe(404); // pwa template blank
    await control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { mobileTemplate: { pwa: 'Dragon Lotto' } } }),
    });
    const manifest = (await (await app.request('/wps/system/manifest.json?merchantCode=DRAGON')).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: 'Dragon Lotto',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
    });
    expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
  });
  it('records tracking events from the beacon and the ping', async () => {
    const { c, app, control } = await member();
    await c.system.ping({ event: 'login', customerId: 7 });
    await app.request('/wps/system/collect', {
      method: 'POST',
      headers: { Merchant: 'DRAGON', 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'DRAGON', value: { event: 'firstOpen' } }),
    });
    const events = await control('/events?merchant=DRAGON');
    expect(events.map((e: { via: string; name: string }) => `${e.via}:${e.name}`)).toEqual([
      'ping:login',
      'beacon:firstOpen',
    ]);
  });
  it('game launch needs a session and is remembered as recent', async () => {
    const { c, anon } = await member();
    expect((await failure(anon.game.launch({ lottoGameCode: 'vn-5min' }))).code).toBe('CUSTOMER_NOT_LOGIN');
    const { gameUrl } = await c.game.launch({ lottoGameCode: 'vn-5min', backUrl: '/m/elott' });
    expect(gameUrl).toContain('code=vn-5min');
    expect(await c.relay('GCS_recentGame')).toMatchObject([{ id: 'vn-5min' }]);
  });
});
