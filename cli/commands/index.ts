import type { Command } from '../lib/command.ts';
import { validate } from './validate.ts';
import { list } from './list.ts';
import { init } from './init.ts';
import { explain } from './explain.ts';
import { build } from './build.ts';
import { publish } from './publish.ts';
import { serve } from './serve.ts';
import { csPath } from './cs-path.ts';
import { matrix } from './matrix.ts';
import { diff } from './diff.ts';
import { studio } from './studio.ts';

export const commands: Record<string, Command> = {
  init,
  validate,
  list,
  explain,
  build,
  publish,
  serve,
  matrix,
  diff,
  studio,
  'cs-path': csPath,
};
