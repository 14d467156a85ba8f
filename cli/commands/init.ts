import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { tenantsDir, TENANT_ID, BASE_ID, listTenantIds } from '../../src/core/tooling/tenant-files.ts';
import { moveInValidated } from '../lib/move-in.ts';
import { formatProblem } from '../../src/core/tooling/problems.ts';
import { writeTenant, nameOf } from '../lib/scaffold.ts';
import { sitePort } from '../lib/ports.ts';
import { ACCEPTED_LANGUAGES } from '../../src/core/spec-constants.ts';

const HOST = /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

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

    let moved;
    try {
      moved = moveInValidated(root, id, false, (into) =>
        writeTenant(into, { ...o, root: dirname(into), id, name, hosts: [`${id}.localhost`, ...o.hosts] }),
      );
    } catch (e) {
      // A file system failure (permissions, a full disk): one line, and nothing half-made left behind.
      io.err(
        `tenant init: ${(e as NodeJS.ErrnoException).code ?? 'error'}: ${(e as Error).message}; nothing was created`,
      );
      return 1;
    }
    if (!moved.ok) {
      if (moved.reason === 'fill') io.err(`tenant init: ${moved.message}; nothing was created`);
      else if (moved.reason === 'exists')
        io.err(`tenant init: tenant "${id}" appeared at ${dir} meanwhile; nothing was changed`);
      else {
        const { problems } = moved;
        if (values.json) io.out(JSON.stringify({ ok: false, id, from: o.from, problems }, null, 2));
        for (const p of problems) io.err(formatProblem(p));
        io.err(`tenant init: "${id}" would not validate (${problems.length} problem(s)); nothing was created`);
      }
      return 1;
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
