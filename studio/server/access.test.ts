/**
 * The studio's HTTP surface on a copy of the tenants (its sandbox stood in for: these calls never
 * reach it): nothing outside a tenant's own files is read or written through it (`../`, absolute
 * paths, encoded slashes, symlinks), other host names are refused on loopback, a change comes from
 * the studio's page only, listening elsewhere takes a token, and two tabs do not overwrite each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStudio } from './app.ts';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';

let work = '';
const sandbox = { port: 1, control: async () => ({ status: 200, body: {} }), stop: () => {} };
const studio = (o: { loopback?: boolean; token?: string } = {}) =>
  createStudio({
    root: join(work, 'tenants'),
    dist: join(work, 'dist'),
    web: join(work, 'web'),
    sandbox,
    loopback: o.loopback ?? true,
    token: o.token,
  });
const HOST = 'localhost:8790';
const get = (app: ReturnType<typeof studio>, path: string, headers: Record<string, string> = {}) =>
  app.request(`http://${HOST}${path}`, { headers: { Host: HOST, ...headers } });
const send = (app: ReturnType<typeof studio>, method: string, path: string, body: unknown, headers = {}) =>
  app.request(`http://${HOST}${path}`, {
    method,
    headers: { Host: HOST, Origin: `http://${HOST}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'studio-access-'));
  cpSync(join(ROOT, 'tenants'), join(work, 'tenants'), { recursive: true, verbatimSymlinks: true });
  rmSync(join(work, 'tenants', '.studio'), { recursive: true, force: true });
  writeFileSync(join(work, 'secret.json'), '{"secret": true}');
  // A link out of the tenant, and a linked folder that leads out.
  symlinkSync(join(work, 'secret.json'), join(work, 'tenants', 'lotus', 'screens', 'outside.json'));
  mkdirSync(join(work, 'elsewhere'));
  writeFileSync(join(work, 'elsewhere', 'x.json'), '{"secret": true}');
  symlinkSync(join(work, 'elsewhere'), join(work, 'tenants', 'dragon', 'templates'));
  // A tenant folder that is itself a link.
  symlinkSync(join(work, 'elsewhere'), join(work, 'tenants', 'linked'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the studio reads and writes tenant files only', () => {
  it.each([
    ['../dragon/tenant.json'],
    ['screens/../../dragon/tenant.json'],
    ['/etc/passwd'],
    [join(work || '/tmp', 'secret.json')],
    ['screens\\..\\..\\dragon\\tenant.json'],
    ['screens/x.json/../../../secret.json'],
    ['tenant.json\u0000'],
  ])('refuses the path %s', async (path) => {
    const r = await get(studio(), `/api/tenants/lotus/file?path=${encodeURIComponent(path)}`);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toMatch(/is not a tenant file/);
  });

  it.each([['..'], ['..%2Fdragon'], ['linked'], ['_base'], ['.studio']])('refuses the tenant id %s', async (id) => {
    const r = await get(studio(), `/api/tenants/${id}/file?path=tenant.json`);
    expect([400, 404]).toContain(r.status);
    expect(await r.text()).not.toContain('"merchantCode"');
  });

  it('refuses symlinks that lead out of the tenant, to read or to write', async () => {
    const app = studio();
    const read = await get(app, '/api/tenants/lotus/file?path=screens/outside.json');
    expect(read.status).toBe(400);
    expect(await read.text()).toMatch(/symlink leads outside the tenant folder/);
    expect((await get(app, '/api/tenants/dragon/file?path=templates/x.json')).status).toBe(400);
    const info = (await (await get(app, '/api/tenants/lotus')).json()) as { files: { path: string }[] };
    expect(info.files.map((f) => f.path)).not.toContain('screens/outside.json');
    const write = await send(app, 'PUT', '/api/tenants/lotus/file', {
      path: 'screens/outside.json',
      text: '{"overwritten": true}',
      base: 'x',
    });
    expect(write.status).toBe(400);
    expect(readFileSync(join(work, 'secret.json'), 'utf8')).toBe('{"secret": true}');
  });

  it('saves a draft beside the tenant, never into its files; a save from an old revision is refused', async () => {
    const app = studio();
    const file = (await (await get(app, '/api/tenants/lotus/file?path=tenant.json')).json()) as {
      text: string;
      revision: string;
    };
    const before = readFileSync(join(work, 'tenants/lotus/tenant.json'), 'utf8');
    const mine = file.text.replace('"Lotus Play"', '"Lotus Mine"');
    const first = await send(app, 'PUT', '/api/tenants/lotus/file', {
      path: 'tenant.json',
      text: mine,
      base: file.revision,
    });
    expect(first.status).toBe(200);
    expect(readFileSync(join(work, 'tenants/lotus/tenant.json'), 'utf8')).toBe(before);
    expect(readFileSync(join(work, 'tenants/.studio/lotus/tenant.json'), 'utf8')).toBe(mine);
    // A second tab that opened the file before the first saved.
    const theirs = file.text.replace('"Lotus Play"', '"Lotus Theirs"');
    const second = await send(app, 'PUT', '/api/tenants/lotus/file', {
      path: 'tenant.json',
      text: theirs,
      base: file.revision,
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { current: { text: string } }).current.text).toBe(mine);
    expect(readFileSync(join(work, 'tenants/.studio/lotus/tenant.json'), 'utf8')).toBe(mine);
    // Publishing a draft other than the one the page saw is refused too.
    const pub = await send(app, 'POST', '/api/tenants/lotus/publish', { print: 'not-this-draft' });
    expect(pub.status).toBe(422);
    expect(((await pub.json()) as { step: string }).step).toBe('stale');
    expect(readFileSync(join(work, 'tenants/lotus/tenant.json'), 'utf8')).toBe(before);
    expect((await send(app, 'DELETE', '/api/tenants/lotus/draft', {})).status).toBe(200);
    expect(existsSync(join(work, 'tenants/.studio/lotus'))).toBe(false);
  });
});

it('refuses a body larger than any tenant file, before reading it whole', async () => {
  const r = await send(studio(), 'PUT', '/api/tenants/lotus/file', {
    path: 'tenant.json',
    text: 'x'.repeat(3 * 1024 * 1024),
    base: 'x',
  });
  expect(r.status).toBe(413);
});

describe('who may use the studio', () => {
  it('on loopback answers only under loopback names (no DNS rebinding)', async () => {
    const app = studio();
    expect((await get(app, '/api/info')).status).toBe(200);
    const r = await app.request('http://evil.example/api/info', { headers: { Host: 'evil.example' } });
    expect(r.status).toBe(403);
  });

  it('takes changes from its own page only: not another site, not a preview page', async () => {
    const app = studio();
    for (const Origin of ['http://evil.example', 'http://lotus.localhost:8790', 'null']) {
      const r = await send(app, 'DELETE', '/api/tenants/lotus/draft', {}, { Origin });
      expect(r.status, Origin).toBe(403);
    }
    const none = await app.request(`http://${HOST}/api/tenants/lotus/draft`, {
      method: 'DELETE',
      headers: { Host: HOST },
    });
    expect(none.status).toBe(403);
  });

  it('elsewhere than loopback needs the token, on every request', async () => {
    const app = studio({ loopback: false, token: 'the-token' });
    expect((await get(app, '/api/info')).status).toBe(401);
    expect((await get(app, '/api/info', { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await get(app, '/api/info', { Authorization: 'Bearer the-token' })).status).toBe(200);
    const visit = await get(app, '/?token=the-token');
    expect(visit.status).toBe(303);
    expect(visit.headers.get('Location')).toBe('/');
    const cookie = visit.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect((await get(app, '/api/info', { Cookie: cookie.split(';')[0]! })).status).toBe(200);
    expect((await get(app, '/?token=nope')).status).toBe(401);
  });
});
