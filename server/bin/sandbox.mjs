#!/usr/bin/env node
// The sandbox as its own process (tenant serve starts it): the TypeScript sources run through tsx.
// Options: --port <n> (0 = any free port), --memory | --data-dir <dir>, --games <n> (each tenant's
// catalogue at that size). Test controls unless SANDBOX_CONTROLS=0.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    memory: { type: 'boolean' },
    'data-dir': { type: 'string' },
    games: { type: 'string' },
  },
});
const { serve } = await import('../main.ts');
const server = await serve({
  port: Number(values.port ?? 8787),
  controls: process.env.SANDBOX_CONTROLS !== '0',
  ...(values.memory ? { memory: true } : { dataDir: values['data-dir'] }),
  ...(values.games ? { games: Number(values.games) } : {}),
});
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
