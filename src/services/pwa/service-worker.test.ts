import { describe, it, expect } from 'vitest';
import { versionDiffers } from './service-worker.ts';
import { ASSET_MANIFESTS } from '../../core/pwa.ts';

describe('the asset hash check (S4, S7: both manifests)', () => {
  it('reads /m/asset-manifest.json and /mobile/mc/asset-manifest.json, in that order', () => {
    expect(ASSET_MANIFESTS.map((m) => m.url)).toEqual(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']);
    expect(ASSET_MANIFESTS.map((m) => m.meta)).toEqual(['asset-hash', 'asset-hash-mc']);
  });
  it('a new version when either manifest differs from the page; never on a manifest missing on either side', () => {
    expect(versionDiffers(['a', 'm'], ['a', 'm'])).toBe(false);
    expect(versionDiffers(['a', 'm'], ['b', 'm'])).toBe(true);
    expect(versionDiffers(['a', 'm'], ['a', 'n'])).toBe(true);
    expect(versionDiffers(['a', 'm'], ['a', null])).toBe(false);
    expect(versionDiffers(['a', null], ['a', 'n'])).toBe(false);
  });
});
