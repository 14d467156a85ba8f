/**
 * The fuzzer's second opinion: each file a mutation touched, read as plain JSON and checked
 * against the schema its kind of file has (the one an editor applies), independently of the CLI's
 * layering. A mutation the CLI accepts (exit 0) while this refuses one of its files is the class
 * of hole issue 57 found: "accepted, but the schema refuses".
 */
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validators, explainErrors } from '../../../src/core/tooling/validators.ts';

type Kind = 'tenantLayer' | 'screenLayer' | 'template' | 'translations' | 'sandboxLayer';

/** The schema of a file by its place in the tenants folder, or none (not a tenant file). */
export function kindOf(rel: string): Kind | undefined {
  const parts = rel.split('/');
  if (parts.length === 2 && parts[1] === 'tenant.json') return 'tenantLayer';
  if (parts.length === 2 && parts[1] === 'sandbox.json') return 'sandboxLayer';
  if (parts.length !== 3 || !parts[2]!.endsWith('.json')) return undefined;
  return ({ screens: 'screenLayer', templates: 'template', i18n: 'translations' } as const)[
    parts[1] as 'screens' | 'templates' | 'i18n'
  ];
}

/** What the schemas refuse in the touched files ("file pointer message"); a file that is not JSON is the CLI's. */
export function schemaRefusals(tenantsDir: string, touches: readonly string[]): string[] {
  const v = validators();
  const out: string[] = [];
  for (const rel of touches) {
    const kind = kindOf(rel);
    const path = join(tenantsDir, rel);
    if (!kind || !existsSync(path) || !lstatSync(path).isFile()) continue;
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue;
    }
    const validate = v[kind];
    if (!validate(value))
      out.push(...explainErrors(validate.errors).map((e) => `${rel} ${e.pointer || '/'} ${e.message}`));
  }
  return out;
}
