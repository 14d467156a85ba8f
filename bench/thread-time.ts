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
 * I/O) are not thread time either. Marks recorded inside a shortened task (a paint, navigationStart)
 * move earlier with it while the network's times stay: FCP can come out a little earlier too.
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

type Frame = { frame?: string; parent?: string };

/**
 * The page's main thread: where the main frame's first contentful paint was recorded (the frame
 * Lighthouse's trace names first without a parent). Other frames' renderers are not the page's.
 */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser')?.args as
    { data?: { frames?: Frame[] } } | undefined;
  const mainFrame = started?.data?.frames?.find((f) => !f.parent)?.frame;
  const paints = events.filter((e) => e.name === 'firstContentfulPaint');
  const fcp =
    paints.find((e) => mainFrame && (e.args as { frame?: string } | undefined)?.frame === mainFrame) ?? paints[0];
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
    .filter((e) => onMain(e) && e.ph === 'X' && TOP_LEVEL.has(e.name) && e.tdur !== undefined && e.tdur < e.dur!)
    .sort((a, b) => a.ts - b.ts);
  // Nested top-level names (a nested run loop) are part of the outer task.
  const outer: TraceEvent[] = [];
  for (const t of tasks) {
    const last = outer.at(-1);
    if (!last || t.ts >= last.ts + last.dur!) outer.push(t);
  }
  const taskStarts = new Set(events.filter((e) => onMain(e) && TOP_LEVEL.has(e.name)).map((e) => e.ts));
  // The task an event at `ts` belongs to: the last one starting at or before it, if `ts` is inside it
  // or at its very end (a child ending the task) while no other task starts there (back-to-back
  // tasks); an end ('E') at that very moment is the earlier task's.
  const taskAt = (ts: number, ph: string): TraceEvent | undefined => {
    let lo = 0;
    let hi = outer.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      // An end belongs to what began before it.
      if (ph === 'E' ? outer[mid]!.ts < ts : outer[mid]!.ts <= ts) lo = mid;
      else hi = mid - 1;
    }
    const t = outer[lo];
    if (!t || ts < t.ts || ts > t.ts + t.dur! || (ph === 'E' && ts === t.ts)) return undefined;
    if (ts === t.ts + t.dur! && ts > t.ts && ph !== 'E' && taskStarts.has(ts)) return undefined;
    return t;
  };
  return events.map((e) => {
    const copy = { ...e };
    if (!onMain(e)) return copy;
    const task = taskAt(e.ts, e.ph);
    if (!task) return copy;
    // At least 1 µs: Lighthouse's simulation drops a task of no length, and with it the links from
    // the requests and scripts it started.
    const factor = Math.max(task.tdur!, 1) / task.dur!;
    copy.ts = task.ts + (e.ts - task.ts) * factor;
    if (e.dur !== undefined) copy.dur = e.dur * factor;
    return copy;
  });
}
