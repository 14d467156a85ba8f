#!/usr/bin/env node
// The studio as its own process (tenant studio starts it): the TypeScript sources run through tsx.
// Options: --port <n> (0 = any free port), --host <address>, --token <t> (or STUDIO_TOKEN), --dist <dir>.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    token: { type: 'string' },
    dist: { type: 'string' },
  },
});
const { startStudio } = await import('../server/main.ts');
const studio = await startStudio({
  port: Number(values.port ?? 8790),
  host: values.host,
  token: values.token ?? process.env.STUDIO_TOKEN,
  dist: values.dist,
});
const stop = () => void studio.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
