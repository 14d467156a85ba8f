/** The scale benchmarks' generated tenants validate together, as real merchants would (else publish refuses them). */
import { describe, it, expect } from 'vitest';
import { benchValidate } from '../../bench/validate.ts';

describe('generated tenants', () => {
  it('three copies of dragon validate with no problem (own ids, codes, hosts, device hosts, channels)', () => {
    expect(benchValidate(3).problems).toBe(0);
  });
});
