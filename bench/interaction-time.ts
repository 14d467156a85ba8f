/**
 * One interaction in a Chromium trace recorded with the CPU throttled (a Lighthouse timespan at
 * 4x): how long it took to its next paint, the main thread's work in that time, and what that
 * time would have been on a quiet machine.
 *
 * Under DevTools' CPU throttling (Emulation.setCPUThrottlingRate) the time the main thread is held
 * back counts as its thread time: a task's thread time (`tdur`) is its length at 4x on a machine
 * with a core to spare. Measured here on one loop: 29 ms of thread time at 1x, 119 ms at 4x, with
 * wall-clock lengths of 143-185 ms and 273 ms (load 7 on 2 cores). The wall-clock length (`dur`)
 * also holds the renderer's waits for a core on this shared machine. The quiet figure keeps everything in the interaction as observed except each
 * main-thread task's part, which is shortened to its thread time (never lengthened): the same idea
 * as thread-time.ts, for a trace whose throttling was real rather than simulated. Waits off the
 * main thread (the compositor, raster) stay as observed, so it is no best case.
 */
import type { TraceEvent } from './thread-time.ts';

/** Chromium's names for one run of a thread's task loop. */
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
/** Events that do work themselves rather than wrap other events: where the time went. */
const COSTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_MARK_COMPACTOR',
]);

export interface InteractionTime {
  /** The event type that made the longest interaction (pointerup, click, keydown...). */
  type: string;
  /** From the input to the next paint, as observed (what INP reports). */
  observedMs: number;
  /** The same with each main-thread task's part as long as its thread time. */
  quietMs: number;
  /** The main thread's tasks within the interaction: wall clock, and thread time (both at 4x). */
  mainWallMs: number;
  mainThreadMs: number;
  /** The biggest pieces of main-thread work within it, by thread time (name, ms at 4x). */
  costs: { name: string; ms: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const data = (e: TraceEvent) => (e.args as { data?: Record<string, unknown> } | undefined)?.data ?? {};

/** The main thread of the renderer that recorded `pid`'s events: its CrRendererMain. */
function rendererMain(events: readonly TraceEvent[], pid: number): number | undefined {
  return events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && (e.args as { name?: string }).name === 'CrRendererMain',
  )?.tid;
}

/**
 * Where a script's function comes from: its original file, line and name, or undefined when not
 * known (a resolver reading the build's source maps: interactions.ts).
 */
export type SourceOf = (url: string, line: number, column: number) => string | undefined;

/** A cost's name: the function and where it is from for a call, else the event's name. */
function costName(e: TraceEvent, sourceOf?: SourceOf): string {
  const d = data(e);
  if (e.name !== 'FunctionCall' || typeof d.url !== 'string') return e.name;
  const line = Number(d.lineNumber);
  const column = Number(d.columnNumber);
  const original = sourceOf?.(d.url, line, column);
  if (original) return original;
  const file = d.url.split('/').pop() || d.url;
  return `${(d.functionName as string) || '(anonymous)'} ${file}:${line}:${column}`;
}

/**
 * The longest interaction in the trace (Event Timing entries with an interaction id), or null when
 * there is none. `sourceOf` names the scripts' functions by their sources.
 */
export function interactionTime(events: readonly TraceEvent[], sourceOf?: SourceOf): InteractionTime | null {
  const timings = events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && Number(data(e).interactionId) > 0);
  if (!timings.length) return null;
  const longest = timings.reduce((a, b) => (Number(data(b).duration) > Number(data(a).duration) ? b : a));
  const observedMs = Number(data(longest).duration);
  const start = longest.ts;
  const end = start + observedMs * 1000;
  const tid = rendererMain(events, longest.pid) ?? longest.tid;
  const onMain = (e: TraceEvent) => e.pid === longest.pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined;
  const overlap = (e: TraceEvent) => Math.max(0, Math.min(end, e.ts + e.dur!) - Math.max(start, e.ts));
  // Nested task-loop runs (a nested run loop) are part of the outer task: outer ones only.
  const tasks: TraceEvent[] = [];
  for (const t of events
    .filter((e) => onMain(e) && TOP_LEVEL.has(e.name) && overlap(e) > 0)
    .sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (!last || t.ts >= last.ts + last.dur!) tasks.push(t);
  }
  let wall = 0;
  let thread = 0;
  let saved = 0;
  for (const t of tasks) {
    const part = overlap(t);
    // The thread time of the task's part in the window, at the task's own rate.
    const share = t.dur! > 0 ? part / t.dur! : 0;
    const partThread = (t.tdur ?? t.dur!) * share;
    wall += part;
    thread += partThread;
    saved += part - Math.min(part, partThread);
  }
  const byName = new Map<string, number>();
  for (const e of events)
    if (onMain(e) && COSTS.has(e.name) && overlap(e) > 0 && e.tdur !== undefined) {
      const name = costName(e, sourceOf);
      byName.set(name, (byName.get(name) ?? 0) + (e.tdur * overlap(e)) / Math.max(e.dur!, 1));
    }
  const costs = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, us]) => ({ name, ms: round1(us / 1000) }));
  return {
    type: String(data(longest).type),
    observedMs: round1(observedMs),
    quietMs: round1(observedMs - saved / 1000),
    mainWallMs: round1(wall / 1000),
    mainThreadMs: round1(thread / 1000),
    costs,
  };
}
