/** The benchmark's "too busy" warning: a load over half the cores, or a machine speed that varied over 20 %. */
import { describe, it, expect } from 'vitest';
import { busyWarnings } from '../../bench/busy.ts';

describe('busy machine warning', () => {
  it('is quiet on a quiet machine and says why otherwise', () => {
    expect(busyWarnings(0.4, 2, [1500, 1600, 1550])).toEqual([]);
    expect(busyWarnings(1.5, 2, [1500, 1500, 1500])).toEqual(['load average 1.50 on 2 cores']);
    expect(busyWarnings(0.2, 2, [1000, 1300])).toEqual(['machine speed varied 1000..1300 between runs']);
    expect(busyWarnings(0.2, 2, [1000, 1200])).toEqual([]);
  });
});
