/** The built site as the sandbox serves it: the build's gzip copies of scripts and styles, and their cache header. */
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sandbox } from '../tests/support/sandbox.ts';

const dist = mkdtempSync(join(tmpdir(), 'wl-static-'));
const code = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `game-${i}`))};\n`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
writeFileSync(join(dist, 'assets', 'lobby-abc123.js'), code);
const copy = gzipSync(code, { level: 9 });
writeFileSync(join(dist, 'assets', 'lobby-abc123.js.gz'), copy);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string>) =>
  sandbox({ distDir: dist }).app.request(path, { headers: { Host: 'dragon.localhost', ...headers } });

describe('static files', () => {
  it("sends the build's gzip copy to a browser that takes gzip, with the immutable cache header", async () => {
    const r = await get('/assets/lobby-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('gzip');
    // The copy's own length: a body compressed on the way out has none.
    expect(r.headers.get('content-length')).toBe(String(copy.length));
    expect(r.headers.get('vary')).toContain('Accept-Encoding');
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await r.arrayBuffer())).toString('utf8')).toBe(code);
  });

  it('sends the file itself to a client that takes no gzip', async () => {
    const r = await get('/assets/lobby-abc123.js', {});
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(await r.text()).toBe(code);
  });

  it('never serves a .gz copy for a name that has none, nor the copy by its own name as code', async () => {
    expect((await get('/assets/missing-abc.js', { 'Accept-Encoding': 'gzip' })).status).toBe(404);
    const byName = await get('/assets/lobby-abc123.js.gz', {});
    expect(byName.headers.get('content-type')).not.toMatch(/javascript/);
  });
});
