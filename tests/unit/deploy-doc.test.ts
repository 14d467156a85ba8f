/** docs/deploy.md shows the nginx files the e2e test runs: the two cannot drift apart. */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { tenantsMap, cspMap, deviceSyncMap } from '../../scripts/deploy-config.ts';

const read = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');

describe('the static deploy', () => {
  it('docs/deploy.md holds deploy/nginx/*.conf verbatim', () => {
    const doc = read('docs/deploy.md');
    for (const file of ['deploy/nginx/whitelabel.conf', 'deploy/nginx/security-headers.conf'])
      expect(doc).toContain(`\`${file}\`:\n\n\`\`\`nginx\n${read(file)}\`\`\``);
  });

  it("the tenant map follows the site's host rule: exact names, suffixes, <id>.localhost, localhost -> default", () => {
    const map = tenantsMap({
      defaultTenant: 'dragon',
      tenants: [
        { id: 'dragon', hosts: ['dragon.localhost', '.dragonlotto.example'] },
        { id: 'lotus', hosts: ['play.lotus.example'] },
      ],
    });
    expect(map).toContain(
      'map $host $tenant {\n  hostnames;\n  default "";\n  localhost dragon;\n  127.0.0.1 dragon;\n',
    );
    expect(map).toContain('  .dragonlotto.example dragon;\n');
    expect(map).toContain('  play.lotus.example lotus;\n  lotus.localhost lotus;\n');
    expect(map.match(/dragon\.localhost/g)).toHaveLength(1);
  });

  it("each tenant's policy is one nginx string, chosen by the host's tenant; refused when it could break out", () => {
    const map = cspMap("default-src 'self'", { dragon: "default-src 'self' https://d.example" });
    expect(map).toContain(`map $tenant $site_csp {\n  default "default-src 'self'";\n`);
    expect(map).toContain(`  dragon "default-src 'self' https://d.example";\n}`);
    expect(() => cspMap('a"; evil', {})).toThrow(/nginx string/);
    expect(() => cspMap('x', { lotus: '$host' })).toThrow(/nginx string/);
  });

  it("the device sync page (A4) is framed by its tenant's hosts only; a host with no tenant, by no one", () => {
    const map = deviceSyncMap({ dragon: ['dragon.localhost', '.dragonlotto.example'] });
    expect(map).toContain('map $tenant $device_sync_csp {\n');
    expect(map).toMatch(/ {2}default "[^"]*frame-ancestors 'none'";/);
    expect(map).toContain(
      "script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors dragon.localhost:* *.dragonlotto.example:* dragonlotto.example:*\";",
    );
    expect(map).not.toContain('unsafe');
  });
});
