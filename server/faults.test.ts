/** Fault injection, persistence and the off switch, over real HTTP. */
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './main.ts';
import { createWpsClient } from '../src/services/http/client.ts';
import { askStatus } from '../src/core/status-request.ts';
import { readStatus } from '../src/services/merchant/status-call.ts';
import { wpsCalls } from '../src/services/http/calls.ts';
import { failure, LOGIN } from '../tests/support/sandbox.ts';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function start(opts: { memory?: boolean; dataDir?: string; controls?: boolean } = {}) {
  const s = await serve({
    port: 0,
    controls: opts.controls ?? true,
    quiet: true,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : { memory: true }),
  });
  open.push(s);
  const base = `http://127.0.0.1:${s.port}`;
  const calls = (token: () => string | null = () => null) =>
    wpsCalls(
      createWpsClient({
        baseUrl: base,
        headers: () => ({ Merchant: 'LOTUS', Language: 'EN' }),
        token,
        secure: () => false,
      }),
    );
  const fault = (f: object) =>
    fetch(`${base}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify(f),
      headers: { 'Content-Type': 'application/json' },
    });
  return { s, base, calls, fault };
}

describe('fault injection', () => {
  it('HTTP errors and error codes for the next N calls on a path', async () => {
    const { calls, fault } = await start();
    expect((await fault({ path: '/wps/system/country', kind: 'http', status: 500, count: 1 })).status).toBe(201);
    await fault({ path: '/wps/system/domainRoute', kind: 'code', code: 'TOO_MANY_REQUEST_X', count: 2 });
    const c = calls();
    expect((await failure(c.system.country())).status).toBe(500);
    expect(await c.system.country()).toMatchObject({ countryCode: 'TH' }); // count used up
    expect((await failure(c.system.domainRoute())).code).toBe('TOO_MANY_REQUEST_X');
  });
  it('401 and 502 on a pattern', async () => {
    const { calls, fault } = await start();
    await fault({ pattern: '^/wps/member/', kind: 'http', status: 401, count: 1 });
    await fault({ pattern: '^/wps/relay/CBS_', kind: 'http', status: 502 });
    const c = calls();
    expect((await failure(c.member.info())).status).toBe(401);
    expect((await failure(c.relay('CBS_launchChat'))).status).toBe(502);
  });
  it('latency delays, a timeout holds until the client gives up, a drop cuts the connection', async () => {
    const { base, calls, fault } = await start();
    await fault({ path: '/wps/system/country', kind: 'latency', ms: 300, count: 1 });
    const t0 = Date.now();
    await calls().system.country();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    await fault({ path: '/wps/system/domainRoute', kind: 'timeout', ms: 5000, count: 1 });
    const impatient = createWpsClient({
      baseUrl: base,
      headers: () => ({ Merchant: 'LOTUS' }),
      token: () => null,
      secure: () => false,
    });
    expect((await failure(impatient.get('/wps/system/domainRoute', { timeout: 300 }))).code).toBe('timeout');
    await fault({ path: '/wps/v2/system/status', kind: 'drop', count: 1 });
    // The status call as boot makes it (core/status-request.ts) and reads it: no answer.
    const status = async () => readStatus(await askStatus('LOTUS', 'EN', `${base}/m/home`, { origin: base }));
    expect((await failure(status())).code).toBe('network_error');
  });
  it('a share of calls', async () => {
    const { base, fault } = await start();
    await fault({ path: '/wps/system/country', kind: 'code', code: 'flaky', share: 0.5 });
    const codes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${base}/wps/system/country?i=${i}`, { headers: { Merchant: 'LOTUS' } }).then(
          (r) => r.json() as Promise<{ success: boolean; errorCode?: string }>,
        ),
      ),
    );
    const failed = codes.filter((r) => r.errorCode === 'flaky').length;
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(40);
  });
  it('refuses a malformed fault with a reason', async () => {
    const { fault } = await start();
    const r = await fault({ path: '/wps', kind: 'explode' });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toContain('"kind" must be one of');
  });
});

describe('persistence and controls', () => {
  it('accounts survive a restart with a data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    const first = await start({ dataDir });
    await first
      .calls()
      .member.register({ username: 'keepme1', password: 'secret12', login: false, registerMethod: 'H5' });
    await first.s.close();
    open.splice(0);
    const second = await start({ dataDir });
    expect(await second.calls().session.login({ ...LOGIN, username: 'keepme1', password: 'secret12' })).toMatchObject({
      userName: 'keepme1',
    });
  });
  it('test controls answer 404 when the sandbox runs without them', async () => {
    const { base } = await start({ controls: false });
    expect((await fetch(`${base}/__sandbox/outbox`)).status).toBe(404);
    expect((await fetch(`${base}/__sandbox/faults`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
