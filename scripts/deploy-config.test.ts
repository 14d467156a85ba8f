import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mappedPolicy, unitePolicies, writeDeployConfig, type SiteEntry } from './deploy-config.ts';

function built(ids: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'deploy-config-'));
  mkdirSync(join(dist, 'tenants'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  index(dist, ids);
  return dist;
}
const index = (dist: string, ids: string[]) =>
  writeFileSync(
    join(dist, 'tenants/index.json'),
    JSON.stringify({ defaultTenant: ids[0], tenants: ids.map((id) => ({ id, hosts: [`${id}.example`] })) }),
  );
const entry = (id: string, language = 'EN', csp = `default-src 'self' https://${id}.cdn.example`): SiteEntry => ({
  hosts: [`${id}.example`],
  language,
  csp,
});
const read = (dist: string, name: string) => readFileSync(join(dist, 'nginx', name), 'utf8');

describe('writeDeployConfig', () => {
  it('a full build writes every tenant; one publish replaces only its own entry', () => {
    const dist = built(['aa', 'bb']);
    expect(writeDeployConfig(dist, { aa: entry('aa'), bb: entry('bb', 'TH') }, { replace: true })).toEqual({
      reloadNeeded: true,
    });
    expect(read(dist, 'tenants.map')).toContain('  aa.example aa;\n  aa.localhost aa;\n  bb.example bb;');
    expect(read(dist, 'languages.map')).toContain('  aa EN;\n  bb TH;');
    const hostsTime = statSync(join(dist, 'nginx/tenants.map')).mtimeMs;

    expect(
      writeDeployConfig(dist, { aa: entry('aa', 'VI', "default-src 'self' https://new.example") }, { replace: false }),
    ).toEqual({ reloadNeeded: true });
    expect(read(dist, 'languages.map')).toContain('  aa VI;\n  bb TH;');
    const csp = read(dist, 'csp.map');
    expect(csp).toContain(`  aa "default-src 'self' https://new.example";`);
    expect(csp).toContain(`  bb "default-src 'self' https://bb.cdn.example";`);
    // Its hosts did not change: the host map was not written again.
    expect(statSync(join(dist, 'nginx/tenants.map')).mtimeMs).toBe(hostsTime);
    // Only its own entry file was written.
    expect(readFileSync(join(dist, 'nginx/sites/bb.json'), 'utf8')).toBe(JSON.stringify(entry('bb', 'TH')));
    // The same entry again: nothing to reload.
    expect(
      writeDeployConfig(dist, { aa: entry('aa', 'VI', "default-src 'self' https://new.example") }, { replace: false }),
    ).toEqual({ reloadNeeded: false });
  });

  it('a tenant no longer in the build is dropped; a full build forgets what the last one wrote', () => {
    const dist = built(['aa', 'bb']);
    writeDeployConfig(dist, { aa: entry('aa'), bb: entry('bb') }, { replace: true });
    index(dist, ['aa']);
    writeDeployConfig(dist, {}, { replace: false });
    expect(read(dist, 'tenants.map')).not.toContain('bb');
    expect(readdirSync(join(dist, 'nginx/sites'))).toEqual(['aa.json']);
    index(dist, ['aa', 'bb']);
    writeDeployConfig(dist, { bb: entry('bb') }, { replace: true });
    expect(readdirSync(join(dist, 'nginx/sites'))).toEqual(['bb.json']);
  });
});

describe('unitePolicies', () => {
  it("allows what either policy allows, directive by directive, in the first one's order", () => {
    const before = "default-src 'self'; style-src 'self' 'sha256-old'; frame-src 'self'; object-src 'none'";
    const after =
      "default-src 'self'; style-src 'self' 'sha256-new'; frame-src 'self' https://chat.example; object-src 'none'";
    expect(unitePolicies(after, before)).toBe(
      "default-src 'self'; style-src 'self' 'sha256-new' 'sha256-old'; frame-src 'self' https://chat.example; object-src 'none'",
    );
    expect(unitePolicies("img-src 'none'", "img-src 'self'")).toBe("img-src 'self'");
  });
  it("a tenant's mapped policy unites its pages' with the replaced pages' (one publish back)", () => {
    const e = { ...entry('aa'), csp: "style-src 'sha256-b'", previousCsp: "style-src 'sha256-a'" };
    expect(mappedPolicy(e)).toBe("style-src 'sha256-b' 'sha256-a'");
    expect(mappedPolicy(entry('aa'))).toBe(entry('aa').csp);
  });
});
