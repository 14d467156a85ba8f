import { existsSync, mkdtempSync, cpSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { tenantsDir, TENANT_ID, BASE_ID, listTenantIds } from '../../src/core/tooling/tenant-files.ts';
import { validateTenant } from '../lib/validate.ts';
import { crossTenantProblems } from '../lib/cross-tenant.ts';
import { formatProblem } from '../../src/core/tooling/problems.ts';
import { clearJsonCache } from '../../src/core/tooling/json-file.ts';
import { writeTenant, nameOf } from '../lib/scaffold.ts';
import { sitePort } from '../lib/ports.ts';
import { ACCEPTED_LANGUAGES } from '../../src/core/spec-constants.ts';

const HOST = /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Folders init works in, inside tenants/ so the final rename stays on one file system; never listed as tenants. */
const WORK_PREFIX = '.init-';

function options(values: Record<string, unknown>, root: string) {
  const hosts = (values.host as string[] | undefined) ?? [];
  for (const h of hosts) if (!HOST.test(h)) throw new UsageError(`"${h}" is not a host name (or a ".suffix")`);
  const languages = (values.languages as string | undefined)?.split(',').map((l) => l.trim().toUpperCase());
  for (const l of languages ?? [])
    if (!(ACCEPTED_LANGUAGES as readonly string[]).includes(l))
      throw new UsageError(`"${l}" is not a language the site accepts (${ACCEPTED_LANGUAGES.join(', ')})`);
  const primary = values.primary as string | undefined;
  if (primary !== undefined && !COLOUR.test(primary))
    throw new UsageError(`"${primary}" is not a #rgb or #rrggbb colour`);
  const from = (values.from as string | undefined) ?? BASE_ID;
  if (from !== BASE_ID && !listTenantIds(root).includes(from))
    throw new UsageError(
      `no tenant "${from}" to start from (tenants: ${[BASE_ID, ...listTenantIds(root)].join(', ')})`,
    );
  return { hosts, languages, primary, from };
}

export const init: Command = {
  summary: 'scaffold a new tenant that validates at once',
  positionals: '<id>',
  usage:
    'tenant init <id> [--from _base|<tenant>] [--name <name>] [--host <host>]... [--languages EN,VI] [--primary #rrggbb] [--json]',
  help: `Creates tenants/<id>/ from _base (the default: the shared screens, English, two demo accounts and
eight hot games) or from an existing tenant (its settings, screens, menus, translations and sandbox
content). Either way the new tenant gets its own id, name (--name, default from the id), merchant
code, hosts (<id>.localhost plus each --host, exact or ".suffix"; none of the source's), brand texts
(the source's name replaced in every language; a localised brand name takes the new English one),
a placeholder logo and icon drawn in its primary colour (--primary), and its own demo accounts
(the source's renamed). --languages picks the declared languages among those the source translates.
The tenant is built in a temporary folder and validated with all the others; only a tenant that
validates is moved into place. Otherwise nothing is created and the problems are printed.
Ids are lower-case letters, digits and hyphens; an existing tenant is never overwritten.`,
  options: {
    from: { type: 'string' },
    name: { type: 'string' },
    host: { type: 'string', multiple: true },
    languages: { type: 'string' },
    primary: { type: 'string' },
    json: { type: 'boolean' },
  },
  run({ positionals, values }, io) {
    if (positionals.length !== 1) throw new UsageError('give exactly one tenant id');
    const id = positionals[0]!;
    if (!TENANT_ID.test(id) || id === BASE_ID)
      throw new UsageError(`"${id}" is not a valid tenant id: use only a-z, 0-9 and -`);
    const root = tenantsDir();
    if (!existsSync(join(root, BASE_ID, 'tenant.json')))
      throw new UsageError(`no tenants folder with _base at ${root}`);
    const o = options(values, root);
    const dir = join(root, id);
    if (existsSync(dir)) {
      io.err(`tenant init: tenant "${id}" already exists at ${dir}; nothing was changed`);
      return 1;
    }
    const name = ((values.name as string | undefined) ?? nameOf(id)).trim();
    if (!name) throw new UsageError('--name must not be empty');

    // A copy of the tenants as they will be, in a folder no tenant listing sees: validated together
    // (hosts and merchant codes are checked across tenants), then the one new folder is renamed in.
    const work = mkdtempSync(join(root, WORK_PREFIX));
    try {
      for (const entry of readdirSync(root, { withFileTypes: true }))
        if (entry.isDirectory() && !entry.name.startsWith('.'))
          cpSync(join(root, entry.name), join(work, entry.name), { recursive: true });
      try {
        writeTenant(join(work, id), { ...o, root: work, id, name, hosts: [`${id}.localhost`, ...o.hosts] });
      } catch (e) {
        io.err(`tenant init: ${(e as Error).message}; nothing was created`);
        return 1;
      }
      clearJsonCache();
      const problems = validateTenant(id, work, crossTenantProblems([id], work)).problems.map((p) => ({
        ...p,
        file: p.file.replace(work, root),
      }));
      clearJsonCache();
      if (problems.length) {
        if (values.json) io.out(JSON.stringify({ ok: false, id, from: o.from, problems }, null, 2));
        for (const p of problems) io.err(formatProblem(p));
        io.err(`tenant init: "${id}" would not validate (${problems.length} problem(s)); nothing was created`);
        return 1;
      }
      if (existsSync(dir)) {
        io.err(`tenant init: tenant "${id}" appeared at ${dir} meanwhile; nothing was changed`);
        return 1;
      }
      renameSync(join(work, id), dir);
    } catch (e) {
      // A file system failure (permissions, a full disk): one line, and nothing half-made left behind.
      io.err(
        `tenant init: ${(e as NodeJS.ErrnoException).code ?? 'error'}: ${(e as Error).message}; nothing was created`,
      );
      return 1;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    if (values.json) io.out(JSON.stringify({ ok: true, id, dir, from: o.from, name }, null, 2));
    else {
      io.out(`created tenant "${id}" (${name}) in ${dir} from "${o.from}"; it validates`);
      io.out(
        `open it at http://${id}.localhost:${sitePort()}/m/home after "npm start" (restart it if it is running; npm run dev picks it up)`,
      );
    }
    return 0;
  },
};
