/** The request log of the test controls: what arrived, in order, filtered; cleared by reset; off with the controls. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../tests/support/sandbox.ts';
import { RequestLog, REQUEST_LOG_LIMIT } from './request-log.ts';

describe('the request log', () => {
  it('lists what arrived, by exact path, prefix and merchant, and forgets it on reset', async () => {
    const sb = sandbox();
    await sb.client('LOTUS').system.country();
    await failure(sb.client('DRAGON').session.login({ ...LOGIN, username: 'nobody', password: 'x' }));
    const [login, ...more] = await sb.control('/requests?path=/wps/session/login');
    expect(more).toEqual([]);
    expect(login).toMatchObject({ method: 'POST', path: '/wps/session/login', merchant: 'DRAGON' });
    const all = (await sb.control('/requests?prefix=/wps/')) as { seq: number; path: string }[];
    expect(all[0]).toEqual({ seq: 1, method: 'GET', path: '/wps/system/country', merchant: 'LOTUS' });
    expect(all.at(-1)).toEqual(login); // in the order they arrived
    expect(all.map((r) => r.seq)).toEqual(all.map((_, i) => i + 1));
    expect(await sb.control('/requests?prefix=/wps/&merchant=LOTUS')).toHaveLength(1);
    // the controls' own calls are not in it
    expect((await sb.control('/requests')).some((r: { path: string }) => r.path.startsWith('/__sandbox'))).toBe(false);
    await sb.control('/reset', { method: 'POST' });
    expect(await sb.control('/requests')).toEqual([]);
  });

  it('is not kept without the test controls', async () => {
    const sb = sandbox({ controls: false });
    await sb.client('LOTUS').system.country();
    expect((await sb.app.request('/__sandbox/requests')).status).toBe(404);
  });

  it(`keeps the newest ${REQUEST_LOG_LIMIT}`, () => {
    const log = new RequestLog();
    for (let i = 0; i < REQUEST_LOG_LIMIT + 3; i++) log.record('GET', `/p${i}`, null);
    const all = log.find();
    expect(all).toHaveLength(5000);
    expect(all[0]).toEqual({ seq: 4, method: 'GET', path: '/p3', merchant: null });
  });
});
