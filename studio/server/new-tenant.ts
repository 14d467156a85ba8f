/**
 * A new merchant from the studio's form: `tenant init` itself (the command's own checks of each
 * option, its scaffold, validation with every tenant and move into place), given the form's fields
 * as its options; its messages are what the operator reads.
 */
import { init } from '../../cli/commands/init.ts';
import { UsageError } from '../../cli/lib/command.ts';

export type Created = { ok: true; id: string; output: string } | { ok: false; output: string };

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export async function createTenant(form: Record<string, unknown>): Promise<Created> {
  const id = text(form.id) ?? '';
  const hosts = Array.isArray(form.hosts) ? form.hosts.filter((h): h is string => typeof h === 'string' && !!h) : [];
  const values = {
    from: text(form.from),
    name: text(form.name),
    host: hosts.length ? hosts : undefined,
    languages: text(form.languages),
    primary: text(form.primary),
  };
  const lines: string[] = [];
  const io = { out: (s: string) => lines.push(s), err: (s: string) => lines.push(s) };
  try {
    const code = await init.run({ positionals: [id], values: values as never }, io);
    return code === 0 ? { ok: true, id, output: lines.join('\n') } : { ok: false, output: lines.join('\n') };
  } catch (e) {
    if (e instanceof UsageError) return { ok: false, output: `tenant init: ${e.message}` };
    throw e;
  }
}
