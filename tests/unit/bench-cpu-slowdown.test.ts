/** The calibrated CPU slowdown of the Lighthouse benchmark: Lighthouse's calculator, value by value. */
import { describe, it, expect } from 'vitest';
import { calibratedSlowdown } from '../../bench/cpu-slowdown.ts';

describe('calibrated CPU slowdown', () => {
  it("gives the calculator's multiplier at its anchor points", () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 6);
    expect(calibratedSlowdown(1766)).toBeCloseTo(5, 6);
    expect(calibratedSlowdown(1999)).toBeCloseTo(6, 6);
  });

  it('is linear between them, and this machine lands between 2x and 7x', () => {
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(1022)).toBeCloseTo(2.444, 3);
    expect(calibratedSlowdown(2300)).toBeCloseTo(7.292, 3);
  });

  it("is 1x below the calculator's range and Lighthouse's 4x when nothing was measured", () => {
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(0)).toBe(4);
    expect(calibratedSlowdown(NaN)).toBe(4);
  });
});
