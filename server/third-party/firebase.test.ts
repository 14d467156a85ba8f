/** The emulator verifier's checks; the whole round trip with the real emulator: tests/e2e/identity-provider.spec.ts. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emulatorVerifier } from './firebase.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: Record<string, unknown>) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: 'https://securetoken.google.com/demo-x',
    aud: 'demo-x',
    sub: 'uid-1',
    exp: NOW / 1000 + 3600,
    phone_number: '+84912345678',
    firebase: { sign_in_provider: 'phone' },
    ...claims,
  })}.`;

let server: Server;
let host = '';
/** The emulator's accounts:lookup, knowing uid-1 only. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const { idToken } = JSON.parse(body) as { idToken: string };
      const sub = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(sub === 'uid-1' ? { users: [{ localId: 'uid-1' }] } : { users: [] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('identity-provider ID tokens on the emulator', () => {
  const verify = (t: string, project = 'demo-x') => emulatorVerifier(host, () => NOW).verify(t, project);
  it('accepts this project’s unexpired token of a known account', async () => {
    expect(await verify(token({}))).toEqual({ uid: 'uid-1', phone: '+84912345678', signInProvider: 'phone' });
  });
  it('refuses another project, another audience, an expired token, no subject, an unknown account, not a JWT', async () => {
    expect(await verify(token({}), 'demo-y')).toEqual({ error: 'issued for another project' });
    expect(await verify(token({ aud: 'demo-y' }))).toEqual({ error: 'for another audience' });
    expect(await verify(token({ exp: NOW / 1000 }))).toEqual({ error: 'expired' });
    expect(await verify(token({ sub: '' }))).toEqual({ error: 'no subject' });
    expect(await verify(token({ sub: 'uid-2' }))).toEqual({ error: 'unknown to the identity provider' });
    expect(await verify('garbage')).toEqual({ error: 'not a JWT' });
  });
  it('says where the site signs in', () => {
    expect(emulatorVerifier('127.0.0.1:9099').emulatorUrl).toBe('http://127.0.0.1:9099');
  });
});
