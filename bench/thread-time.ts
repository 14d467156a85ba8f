/**
 * A Lighthouse trace with the page's main thread shown as if it had had a core to itself.
 *
 * Lighthouse's simulated throttling takes each main-thread task at its wall-clock length and
 * multiplies it (4x). On a machine whose cores are shared (the sandbox, the browser's other
 * processes, Lighthouse and whatever else runs), a task's wall-clock length includes the time the
 * renderer waited for a core: traces here show 70 ms tasks that used 5 ms of CPU. Chromium records
 * both: `dur` (wall clock) and `tdur` (the thread's own CPU time). Here every top-level task is
 * shortened to its `tdur`, and what it holds is shortened by the same factor, so the nesting stays
 * intact; nothing outside the main thread changes. Audited again, the figures are those of a quiet
 * machine with the same CPU, a lower bound: waits that a quiet machine has too (the GPU process,
 * I/O) are not thread time either.
 */

/** The fields of a Chromium trace event this reads and rewrites. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  [key: string]: unknown;
}

/** Chromium's names for one run of a thread's task loop: the top-level tasks Lighthouse counts. */
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** The renderer's main thread: where the page's first contentful paint was recorded. */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint') ?? events.find((e) => e.name === 'navigationStart');
  return fcp ? { pid: fcp.pid, tid: fcp.tid } : null;
}

/**
 * The events with each main-thread top-level task as long as its thread time (a copy; the input is
 * left as it is). A task without `tdur`, or whose `tdur` is not shorter, is left as it is.
 */
export function withThreadTime(events: readonly TraceEvent[]): TraceEvent[] {
  const main = mainThreadOf(events);
  if (!main) return events.map((e) => ({ ...e }));
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && TOP_LEVEL.has(e.name) && e.dur !== undefined && e.tdur !== undefined)
    .filter((e) => e.tdur! < e.dur!)
    .sort((a, b) => a.ts - b.ts);
  // Nested top-level names (a nested run loop) are part of the outer task.
  const outer: TraceEvent[] = [];
  for (const t of tasks) {
    const last = outer.at(-1);
    if (!last || t.ts >= last.ts + last.dur!) outer.push(t);
  }
  const taskAt = (ts: number): TraceEvent | undefined => {
    let lo = 0;
    let hi = outer.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = outer[mid]!;
      if (ts < t.ts) hi = mid - 1;
      else if (ts > t.ts + t.dur!) lo = mid + 1;
      else return t;
    }
    return undefined;
  };
  return events.map((e) => {
    const copy = { ...e };
    if (!onMain(e)) return copy;
    const task = taskAt(e.ts);
    if (!task) return copy;
    const factor = task.tdur! / task.dur!;
    copy.ts = task.ts + (e.ts - task.ts) * factor;
    if (e.dur !== undefined) copy.dur = e.dur * factor;
    return copy;
  });
}
