/** The WPS client and its typed calls, one lazily loaded chunk (instance.ts loads it on the first call). */
import { createWpsClient, type ClientConfig } from './client.ts';
import { wpsCalls } from './calls.ts';
import { REQUESTS_PER_TASK, taskTurns } from '../scheduling/task-turns.ts';

/**
 * The app's client: its requests go out a few per task, so a screen whose parts ask at once stays
 * responsive; the first ones in the task after this chunk's evaluation (ky's set-up builds a
 * streamed Request to test the browser: 5-10 ms at desktop speed, the first time).
 */
export const createAppCalls = (cfg: ClientConfig) =>
  wpsCalls(createWpsClient({ turn: taskTurns(REQUESTS_PER_TASK, true), ...cfg }));
