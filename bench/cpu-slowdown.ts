/**
 * The CPU slowdown that makes Lighthouse's simulated phone the same on any machine.
 *
 * Lighthouse's default 4x assumes a high-end desktop (benchmarkIndex 1500-2000): 4x slower is a
 * mid-tier phone. This machine measures 1000-2300 from one minute to the next (other jobs share
 * its cores), so 4x of it is anything from a mid-tier to a low-end phone. Lighthouse's own
 * throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to calibrate then,
 * with its calculator (lighthouse-cpu-throttling-calculator.vercel.app); PageSpeed Insights does
 * the same for its own machines (lr-mobile-config.js: 1.2x). This is that calculator's mapping.
 */

/** benchmarkIndex -> multiplier: 150 = 1x, 800 = 2x, 1300 = 3x, then 1x more per 233 (1533 = 4x, 2000 = 6x). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4; // not measured: Lighthouse's default
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the calculator gives no multiplier (the machine is itself a low-end phone): 1x.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
