#!/usr/bin/env node
// The studio as its own process (tenant studio starts it): the TypeScript sources run through tsx.
// Options: --port <n> (0 = any free port), --host <address>, --token <t> (or STUDIO_TOKEN), --dist <dir>,
// --site <url> (the published site, {id} for the tenant; checked by the CLI).
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    token: { type: 'string' },
    dist: { type: 'string' },
    site: { type: 'string' },
  },
});
const { startStudio } = await import('../server/main.ts');
const studio = await startStudio({
  port: Number(values.port ?? 8790),
  host: values.host,
  token: values.token ?? process.env.STUDIO_TOKEN,
  dist: values.dist,
  site: values.site,
});
const stop = () => void studio.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
