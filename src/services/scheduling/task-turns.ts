/**
 * Turns for work that arrives in bursts from many callers, a few per task (main-thread.ts says why
 * tasks matter). Its own module: only the WPS client's chunk uses it, and the entry has no room.
 */
import { yieldToMain } from './main-thread.ts';

/**
 * Requests sent per task. Sending one costs the main thread 1-3 ms at desktop speed (the client's
 * headers and options, then fetch itself), and home asks for ~12 as its parts mount together.
 */
export const REQUESTS_PER_TASK = 2;

/**
 * Turns for work that arrives in bursts from many callers (requests as a screen's parts mount):
 * `turn()` resolves at once for the first `perTask` callers, and for the next ones in later tasks,
 * `perTask` per task, first come first served. `laterTask`: none in the current task (it has done
 * its share already, such as evaluating the code that asks).
 */
export function taskTurns(perTask: number, laterTask = false): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let used = laterTask ? perTask : 0; // turns given in the current task
  let cycling = false; // a later task will start the count again (and serve who waits)
  const cycle = async () => {
    cycling = true;
    for (;;) {
      await yieldToMain();
      used = 0;
      if (!waiting.length) break;
      for (const go of waiting.splice(0, perTask)) {
        used++;
        go();
      }
    }
    cycling = false;
  };
  return () => {
    if (!cycling) void cycle();
    if (used < perTask && !waiting.length) {
      used++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
