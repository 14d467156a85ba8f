import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { checkIds } from './validate.ts';
import { resolveTenant } from '../../src/core/tooling/tenant-files.ts';
import { isWhiteLabelSwitch } from '../../src/core/spec-constants.ts';
import { coveringArray, type Config, type Strength } from '../lib/matrix/covering-array.ts';
import { checkCoverage } from '../lib/matrix/coverage.ts';
import { switchesOf, constraintsFor, type SwitchUse } from '../lib/matrix/tenant-switches.ts';

/** The sandbox overlay of one configuration: POST it to /__sandbox/tenants/<id>/config. */
export const overlayOf = (config: Config) => ({ merchantConfig: { whitelabelVal: config } });

export function tenantMatrix(id: string, strength: Strength, only?: string[]) {
  const found = switchesOf(resolveTenant(id).doc);
  const uses: SwitchUse[] = only
    ? only.map((name) => found.find((u) => u.name === name) ?? { name, where: ['--switches'] })
    : found;
  const names = uses.map((u) => u.name);
  const factors = names.map((name) => ({ name, values: [false, true] as const }));
  const constraints = constraintsFor(names);
  const array = coveringArray({ factors, strength, constraints });
  // Checked by the independent checker, not trusted from the generator.
  const coverage = checkCoverage(factors, array.configs, strength, constraints);
  return { id, strength, switches: uses, constraints, method: array.method, configs: array.configs, coverage };
}

export const matrix: Command = {
  summary: 'flag-combination configs covering every pair (or triple) of the switches a tenant reads',
  positionals: '<id>',
  usage: 'tenant matrix <id> [--strength 2|3] [--switches A,B,...] [--json] [--out dir]',
  help: `Finds the white-label switches the tenant's rules and the runtime read, and prints a covering
array: the fewest configurations in which every pair (strength 2, the default) or triple of
switch values appears. A switch that masks another (GEETEST3 and GEETESTTEST3) comes along and every
combination of the two is kept: a merchant can set them all (cli/lib/matrix/tenant-switches.ts).
Binary switches at strength 2 get the proven optimum; strength 3 a seeded greedy.
Coverage is re-checked independently and printed ("4 switches, 5 configs, 24/24 pairs").
--out writes each configuration as a sandbox overlay (<id>-<n>.json), the body of
POST /__sandbox/tenants/<id>/config. Exit 1 when coverage is incomplete.`,
  options: {
    strength: { type: 'string' },
    switches: { type: 'string' },
    json: { type: 'boolean' },
    out: { type: 'string' },
  },
  run({ positionals, values }, io) {
    if (positionals.length !== 1) throw new UsageError('give exactly one tenant id');
    const [id] = checkIds(positionals);
    const strength = Number(values.strength ?? 2);
    if (strength !== 2 && strength !== 3) throw new UsageError('--strength must be 2 or 3');
    let only: string[] | undefined;
    if (typeof values.switches === 'string') {
      only = values.switches
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = only.filter((s) => !isWhiteLabelSwitch(s));
      if (unknown.length)
        throw new UsageError(`--switches: unknown white-label switch ${unknown.map((s) => `"${s}"`).join(', ')}`);
      if (!only.length) throw new UsageError('--switches: name at least one switch');
    }
    const m = tenantMatrix(id!, strength, only);
    const tuples = strength === 2 ? 'pairs' : 'triples';
    const summary = `${m.switches.length} switch${m.switches.length === 1 ? '' : 'es'}, ${m.configs.length} config${m.configs.length === 1 ? '' : 's'}, ${m.coverage.covered}/${m.coverage.required} ${tuples}`;
    const complete = m.coverage.missing.length === 0 && m.coverage.invalidConfigs.length === 0;
    if (typeof values.out === 'string') {
      const dir = resolve(values.out);
      mkdirSync(dir, { recursive: true });
      m.configs.forEach((c, i) =>
        writeFileSync(join(dir, `${id}-${i + 1}.json`), `${JSON.stringify(overlayOf(c), null, 2)}\n`),
      );
    }
    if (values.json) {
      io.out(JSON.stringify({ ...m, overlays: m.configs.map(overlayOf), summary, complete }, null, 2));
      return complete ? 0 : 1;
    }
    io.out(`# ${id}: switches read`);
    for (const u of m.switches)
      io.out(
        `  ${u.name.padEnd(22)} ${u.where.slice(0, 2).join(', ')}${u.where.length > 2 ? `, +${u.where.length - 2}` : ''}`,
      );
    if (m.constraints.length)
      io.out(
        `# constraints\n${m.constraints.map((c) => `  ${c.kind === 'forbid' ? `never ${JSON.stringify(c.when)}` : `${JSON.stringify(c.if)} needs ${JSON.stringify(c.then)}`}`).join('\n')}`,
      );
    io.out(`# ${m.configs.length} configs (strength ${strength}, ${m.method})`);
    const width = Math.max(...m.switches.map((u) => u.name.length), 3);
    io.out(`  ${'#'.padEnd(4)}${m.switches.map((u) => u.name.padEnd(width + 1)).join('')}`);
    m.configs.forEach((c, i) =>
      io.out(
        `  ${String(i + 1).padEnd(4)}${m.switches.map((u) => (c[u.name] ? 'on' : 'off').padEnd(width + 1)).join('')}`,
      ),
    );
    io.out(
      complete ? `${summary}: all ${tuples} covered` : `${summary}: NOT covered (${m.coverage.missing.length} missing)`,
    );
    if (typeof values.out === 'string') io.out(`wrote ${m.configs.length} sandbox overlays to ${values.out}`);
    return complete ? 0 : 1;
  },
};
