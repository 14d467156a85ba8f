/**
 * N generated tenants for the scale benchmarks: copies of dragon (t0000, t0001, ...) in a new
 * tenants' folder beside _base, each with its own id, merchant code, host, asset paths and
 * sign-in channels, so that together they validate (no clash across tenants) as real merchants
 * would. The caller removes the folder.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';

export const generatedId = (i: number) => `t${String(i).padStart(4, '0')}`;

export function generateTenants(copies: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tenants-'));
  cpSync(join(ROOT, 'tenants', '_base'), join(dir, '_base'), { recursive: true });
  for (let i = 0; i < copies; i++) {
    const id = generatedId(i);
    cpSync(join(ROOT, 'tenants', 'dragon'), join(dir, id), { recursive: true });
    const path = join(dir, id, 'tenant.json');
    // Its own assets: the copy's brand paths point into its own folder (validate checks they exist).
    const t = JSON.parse(readFileSync(path, 'utf8').replaceAll('/tenants/dragon/', `/tenants/${id}/`)) as Record<
      string,
      unknown
    >;
    // Each its own merchant code: tenants sharing one are refused (the sandbox could reach only one).
    const code = id.toUpperCase();
    // Its own device host too (dragon's is one of dragon's hosts, which the copy does not serve).
    const hosts = [`${id}.localhost`, `id.${id}.localhost`];
    writeFileSync(path, JSON.stringify({ ...t, id, merchantCode: code, hosts, deviceHost: hosts[1] }, null, 2));
    const sandboxPath = join(dir, id, 'sandbox.json');
    const sb = JSON.parse(readFileSync(sandboxPath, 'utf8')) as {
      merchantConfig: Record<string, unknown> & { gw?: Record<string, unknown> };
      secrets?: Record<string, unknown>;
    };
    sb.merchantConfig.merchantCode = code;
    // And its own sign-in channels: two tenants with one line-app client or messaging-app bot are refused too.
    if (sb.merchantConfig.gw?.LINE_CLIENT_ID) sb.merchantConfig.gw.LINE_CLIENT_ID = `line-${id}`;
    if (typeof sb.secrets?.telegramBotToken === 'string') sb.secrets.telegramBotToken = `${1000 + i}:bench-${id}`;
    writeFileSync(sandboxPath, JSON.stringify(sb, null, 2));
  }
  return dir;
}
