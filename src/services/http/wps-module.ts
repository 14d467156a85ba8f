/** The WPS client and its typed calls, one lazily loaded chunk (instance.ts loads it on the first call). */
export { createWpsClient } from './client.ts';
export { wpsCalls } from './calls.ts';
