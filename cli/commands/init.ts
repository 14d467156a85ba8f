import { existsSync, mkdirSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { tenantsDir, TENANT_ID, BASE_ID, listTenantIds } from '../../src/core/node/tenant-files.ts';
import { validateTenant } from '../lib/validate.ts';
import { formatProblem } from '../../src/core/node/problems.ts';
import { clearJsonCache } from '../../src/core/node/json-file.ts';

const write = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
const readObj = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

export const init: Command = {
  summary: 'scaffold a new tenant that validates at once',
  usage: 'tenant init <id> [--from <tenant>] [--name <name>] [--host <host>] [--json]',
  help: `Creates tenants/<id>/ (tenant.json, sandbox.json, assets/) copied from --from (default: the
first tenant), with the new id, name, merchant code and hosts (<id>.localhost plus --host).
Refuses to overwrite an existing tenant. Ids are lower-case letters, digits and hyphens.`,
  options: { from: { type: 'string' }, name: { type: 'string' }, host: { type: 'string' }, json: { type: 'boolean' } },
  run({ positionals, values }, io) {
    if (positionals.length !== 1) throw new UsageError('give exactly one tenant id');
    const id = positionals[0]!;
    if (!TENANT_ID.test(id) || id === BASE_ID)
      throw new UsageError(`"${id}" is not a valid tenant id: use only a-z, 0-9 and -`);
    const host = values.host as string | undefined;
    if (host !== undefined && !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host))
      throw new UsageError(`"${host}" is not a host name`);
    const root = tenantsDir();
    const dir = join(root, id);
    if (existsSync(dir)) {
      io.err(`tenant "${id}" already exists at ${dir}; nothing was changed`);
      return 1;
    }
    const from = (values.from as string | undefined) ?? listTenantIds(root)[0];
    if (!from || !existsSync(join(root, from, 'tenant.json')))
      throw new UsageError(`no tenant "${from ?? ''}" to copy from`);

    mkdirSync(dir, { recursive: true });
    cpSync(join(root, from), dir, { recursive: true });
    const name =
      (values.name as string | undefined) ??
      id
        .split('-')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' ');
    const code = id.replace(/-/g, '').toUpperCase();
    const tenant = readObj(join(dir, 'tenant.json'));
    const retarget = (v: unknown) => (typeof v === 'string' ? v.replace(`/tenants/${from}/`, `/tenants/${id}/`) : v);
    Object.assign(tenant, { id, name, merchantCode: code, hosts: [`${id}.localhost`, ...(host ? [host] : [])] });
    if (tenant.brand && typeof tenant.brand === 'object') {
      const brand = tenant.brand as Record<string, unknown>;
      for (const k of Object.keys(brand)) brand[k] = retarget(brand[k]);
      brand.appName = name;
    }
    write(join(dir, 'tenant.json'), tenant);
    const sandbox = readObj(join(dir, 'sandbox.json'));
    const mc = sandbox.merchantConfig as Record<string, unknown>;
    mc.merchantCode = code;
    const tpl = mc.mobileTemplate as Record<string, unknown>;
    for (const k of Object.keys(tpl)) tpl[k] = retarget(tpl[k]);
    write(join(dir, 'sandbox.json'), sandbox);

    clearJsonCache();
    const { problems } = validateTenant(id, root);
    if (values.json) io.out(JSON.stringify({ ok: problems.length === 0, id, dir, from, problems }, null, 2));
    else {
      io.out(`created tenant "${id}" (${name}) in ${dir}, copied from "${from}"`);
      io.out(`open it at http://${id}.localhost:8787/m/home after "npm start"`);
      for (const p of problems) io.out(formatProblem(p));
    }
    return problems.length ? 1 : 0;
  },
};
