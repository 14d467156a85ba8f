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
    ).toBe(200); // the sandbox's dragon has a pwa template
    await control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { mobileTemplate: { pwa: ' ' } } }),
    });
    expect((await app.request('/wps/system/manifest.json?merchantCode=DRAGON')).status).toBe(404); // blank: none
    await control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { mobileTemplate: { pwa: 'Dragon Lotto' } } }),
    });
    const manifest = (await (await app.request('/wps/system/manifest.json?merchantCode=DRAGON')).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      id: '/m/home?merchantCode=DRAGON',
      name: 'Dragon Lotto',
      short_name: 'Dragon Lotto',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    expect(manifest.display_override).toBeUndefined();
    expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
    expect((manifest.icons as { src: string; type: string }[])[0]).toMatchObject({
      src: '/tenants/dragon/assets/icon-512.png',
      type: 'image/png',
    });
    // desktop_app_feature 1: the back end's own manifest, for a desktop window too.
    await control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { mobileTemplate: { desktop_app_feature: 1 } } }),
    });
    expect(await (await app.request('/wps/system/manifest.json?merchantCode=DRAGON')).json()).toMatchObject({
      id: '/m/home?merchantCode=DRAGON',
      orientation: 'any',
      display_override: ['window-controls-overlay', 'standalone'],
    });
  });
  it('records each tracking event once by its eventID, whichever way it came (upload, beacon, ping)', async () => {
    const { c, app, control } = await member();
    const login = {
      merchant: 'DRAGON',
      name: 'login' as const,
      eventID: '0192f0c1-aaaa-7bbb-8ccc-000000000001',
      at: 1,
      payload: { customerId: 7 },
    };
    const open = {
      merchant: 'DRAGON',
      name: 'firstOpen' as const,
      eventID: '0192f0c1-aaaa-7bbb-8ccc-000000000002',
      at: 2,
      payload: {},
    };
    const report = '0192f0c1-aaaa-4bbb-8ccc-00000000d001';
    expect(await c.event.upload({ events: [login], dropped: 2, droppedId: report })).toEqual({
      stored: 1,
      duplicates: 0,
      rejected: [],
    });
    // The same upload again (its answer was lost): the drop report counts once.
    await c.event.upload({ events: [login], dropped: 2, droppedId: report });
    // The same login again by ping, plus a new one by beacon with the first again.
    await c.system.ping({ event: 'login', eventID: login.eventID, at: 1, customerId: 7 });
    // collect-beacon, as navigator.sendBeacon sends it: text/plain, no Merchant header, the
    // merchant in the body, the value a string (here the queued events as JSON text).
    const beacon = await app.request('/wps/system/collect', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ merchant: 'DRAGON', value: JSON.stringify({ events: [open, login, { name: 'x' }] }) }),
    });
    expect((await beacon.json()).value).toEqual({
      stored: 1,
      duplicates: 1,
      rejected: ['event "x" needs a UUID "eventID"'],
    });
    const events = await control('/events?merchant=DRAGON');
    expect(
      events.map((e: { via: string; name: string; eventID: string }) => `${e.via}:${e.name}:${e.eventID}`),
    ).toEqual([`upload:login:${login.eventID}`, `beacon:firstOpen:${open.eventID}`]);
    expect(await control('/events/summary?merchant=DRAGON')).toEqual({
      merchant: 'DRAGON',
      received: 2,
      duplicatesDropped: 3,
      droppedByClients: 2,
      byName: { firstOpen: 1, login: 1 },
      byVia: { beacon: 1, upload: 1 },
    });
    // The real client's metrics text is kept as it came.
    await app.request('/wps/system/collect', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ merchant: 'DRAGON', value: 'api:status,elapsed:412' }),
    });
    expect(await control('/metrics?merchant=DRAGON')).toEqual([
      { merchant: 'DRAGON', value: 'api:status,elapsed:412' },
    ]);
    // A ping without an id is refused with the reason.
    expect((await failure(c.system.ping({ event: 'login' }))).message).toContain('needs a UUID "eventID"');
    // A ping's numbers arrive as numbers; a field named like the event's own cannot replace it.
    const pinged = '0192f0c1-aaaa-7bbb-8ccc-00000000000a';
    await c.system.ping({ event: 'deposit', eventID: pinged, at: 5, customerId: 7, content_id: '007', value: 12.5 });
    const row = (await control('/events?merchant=DRAGON')).find((e: { eventID: string }) => e.eventID === pinged);
    expect(row.payload).toEqual({ customerId: 7, content_id: '007', value: 12.5, at: 5 });

    // The QA view: per tenant, counts and the events, client text shown as text.
    await c.event.upload({
      events: [{ ...open, eventID: '0192f0c1-aaaa-7bbb-8ccc-000000000003', payload: { content_id: '<img src=x>' } }],
      dropped: 0,
      droppedId: '',
    });
    const view = await (await app.request('/__sandbox/events/view?merchant=DRAGON')).text();
    expect(view).toContain('<h2 id="t-dragon">dragon (DRAGON)</h2>');
    expect(view).toContain('Received: <strong>4</strong>. Duplicates dropped: <strong>3</strong>.');
    expect(view).toContain('<li>firstOpen: 2</li>');
    expect(view).toContain('&lt;img src=x&gt;');
    expect(view).not.toContain('<img src=x>');
    expect(view).not.toContain('id="t-lotus"'); // one tenant's section, links to the others
  });
  it('game launch needs a session and is remembered as recent', async () => {
    const { c, anon } = await member();
    const vn = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'M5',
      lottoGameCode: 'vnlott-north-lotto-5-min',
      lottoView: 'betting',
      backUrl: '/m/elott',
    };
    expect((await failure(anon.game.launch(vn))).code).toBe('CUSTOMER_NOT_LOGIN');
    const url = new URL(((await c.game.launch(vn)) as { gameUrl: string }).gameUrl, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'vnlott-north-lotto-5-min',
      mode: 'lotto-vn',
      prizeMode: 'M5',
      view: 'betting',
      backUrl: '/m/elott',
    });
    // The SEA variant as the real client sends it (lottoGameCode), and as the spec names it (gameCode).
    for (const code of [
      { lottoGameCode: 'sealott-thai-lotto', launchMode: 'LOTT' },
      { gameCode: 'sealott-thai-lotto' },
    ]) {
      const answer = (await c.game.launch({ lottoMode: 'SEA_Tradition_Mobile', hasLobby: 'true', ...code })) as {
        gameUrl: string;
      };
      expect(new URL(answer.gameUrl, 'http://x').searchParams.get('mode')).toBe('lotto-sea');
    }
    // vendor-launch-content-game-url: GLS, the game's id and vendor; the answer's content.game_url
    const gls = { confirmTrans: '0', launchMode: 'GLS', platform: 'html5', clientType: '2', accountType: '1' };
    const live = await c.game.launch({ ...gls, gameId: 'evo-live-baccarat', vassalage: 'EVO', backUrl: '/m/live' });
    expect(live).toMatchObject({ content: { game_url: expect.stringMatching(/mode=real/) } });
    // recent games, latest first; the rank list follows the plays
    const GAME = { platform: 'html5', language: 'EN' } as const;
    expect(
      (await c.relay('GCS_recentGame', { ...GAME, page: 1, pageSize: 24, clientType: 2 })).list.map((g) => g.roomId),
    ).toEqual(['evo-live-baccarat', 'sealott-thai-lotto', 'vnlott-north-lotto-5-min']);
    // two more plays than the SEA game's two: the most played
    await c.game.launch({ ...gls, gameId: 'evo-live-baccarat', vassalage: 'EVO' });
    await c.game.launch({ ...gls, gameId: 'evo-live-baccarat', vassalage: 'EVO' });
    expect(
      (await c.relay('GCSGAME_getRankList', { gameCategory: 'ALL', language: 'EN', limitNum: 3 })).list[0]!.vo,
    ).toMatchObject({ gameId: 'evo-live-baccarat', vendor: 'EVO', customerName: expect.stringMatching(/\*\*\*/) });
    // a game launched the wrong way, or one that does not exist, is refused
    expect((await failure(c.game.launch({ ...gls, gameId: 'vnlott-north-lotto-5-min', vassalage: 'EVO' }))).code).toBe(
      'game.not.found',
    );
    expect((await failure(c.game.launch({ lottoGameCode: 'x' }))).code).toBe('game.params.invalid');
  });
});
