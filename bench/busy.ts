/** When a benchmark's machine was too busy for its timings to mean much. */

/** Too busy: a load average over half the cores, or runs whose machine speed differs by more than 20 %. */
export function busyWarnings(load: number, cores: number, indexes: number[]): string[] {
  const w: string[] = [];
  if (load > cores / 2) w.push(`load average ${load.toFixed(2)} on ${cores} cores`);
  const lo = Math.min(...indexes);
  const hi = Math.max(...indexes);
  if (lo > 0 && hi / lo > 1.2) w.push(`machine speed varied ${Math.round(lo)}..${Math.round(hi)} between runs`);
  return w;
}
