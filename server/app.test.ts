/** The sandbox through Hono's own request injection: status, the RSA key, and a login encrypted by the front end's client. */
import { describe, it, expect } from 'vitest';
import { createSandbox } from './app.ts';
import { createWpsClient } from '../src/services/http/client.ts';
import { wpsCalls } from '../src/services/http/calls.ts';
import { WpsError } from '../src/services/http/wps-error.ts';

const { app } = createSandbox({ controls: true });
function client(merchant: string) {
  return wpsCalls(createWpsClient({
    baseUrl: 'http://sandbox.test',
    headers: () => ({ Merchant: merchant, Language: 'EN' }),
    token: () => null,
    secure: () => false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => app.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch,
  }));
}
/** The WpsError a call fails with (a call that succeeds fails the test). */
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected the call to fail'); }, (x: unknown) => x as WpsError);
const login = { type: 'username' as const, loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false };

describe('sandbox', () => {
  it('serves the merchant config of the Merchant header', async () => {
    const cfg = await client('LOTUS').system.status({ track: '', originalDomain: 'lotus.localhost', url: '/' });
    expect(cfg.merchantCode).toBe('LOTUS');
    expect(cfg.whitelabelVal.TELEGRAMLOGIN3).toBe(true);
  });
  it('refuses an unknown merchant with a clear code', async () => {
    const e = await failure(client('NOPE').system.status({ track: '', originalDomain: '', url: '/' }));
    expect([e.code, e.status]).toEqual(['merchant.not.found', 400]);
  });
  it('accepts a login encrypted by the front end\'s own client', async () => {
    const v = await client('DRAGON').session.login({ ...login, username: 'dragonplayer', password: 'player123' });
    expect(v).toMatchObject({ userName: 'dragonplayer', customerType: 0, firstTimeLogin: false });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
  it('answers a wrong password and an unknown user the same way', async () => {
    const c = client('DRAGON');
    const a = await failure(c.session.login({ ...login, username: 'dragonplayer', password: 'wrong-one' }));
    const b = await failure(c.session.login({ ...login, username: 'nobody-here', password: 'wrong-one' }));
    expect([a.code, a.message]).toEqual(['login.cred.err', 'The username or password is incorrect.']);
    expect([b.code, b.message]).toEqual([a.code, a.message]);
  });
  it('an unencrypted or tampered body gets a specific error code', async () => {
    const plain = await app.request('/wps/session/login', { method: 'POST', headers: { Merchant: 'DRAGON', 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'x', password: 'y' }) });
    expect(await plain.json()).toMatchObject({ success: false, code: 'encryption.headers.missing' });
    const tampered = await app.request('/wps/session/login', { method: 'POST', headers: { Merchant: 'DRAGON', 'Content-Type': 'application/json', Encryption: 'AAAA', 'X-Digest': 'Zm9v' }, body: JSON.stringify({ value: 'Zm9v' }) });
    expect(await tampered.json()).toMatchObject({ success: false, code: 'encryption.rsa.invalid' });
  });
});
