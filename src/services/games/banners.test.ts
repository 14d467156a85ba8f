import { describe, it, expect } from 'vitest';
import { bannerTarget } from './banners.ts';

const b = (linkageType: 'P' | 'URL' | 'G', linkage = '', url = '', extra = {}) => ({
  linkageType,
  linkage,
  url,
  ...extra,
});

describe('banner routing (S2)', () => {
  it('P opens the promotion', () => {
    expect(bannerTarget(b('P', 'dragon welcome'))).toEqual({ kind: 'route', path: '/m/activity?id=dragon%20welcome' });
    expect(bannerTarget(b('P'))).toEqual({ kind: 'none' });
  });
  it('URL: /m without http is internal; anything else external, http(s) only', () => {
    expect(bannerTarget(b('URL', '', '/m/sports'))).toEqual({ kind: 'route', path: '/m/sports' });
    expect(bannerTarget(b('URL', '/m/rng'))).toEqual({ kind: 'route', path: '/m/rng' });
    expect(bannerTarget(b('URL', '', '/m/x?next=http://evil.example'))).toEqual({ kind: 'none' });
    expect(bannerTarget(b('URL', '', 'https://help.example/guide'))).toEqual({
      kind: 'external',
      url: 'https://help.example/guide',
    });
    expect(bannerTarget(b('URL', '', 'http://help.example/'))).toEqual({
      kind: 'external',
      url: 'http://help.example/',
    });
    expect(bannerTarget(b('URL', '', '/promo'))).toEqual({ kind: 'none' });
    expect(bannerTarget(b('URL', '', '//evil.example/m'))).toEqual({ kind: 'none' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example/'])
      expect(bannerTarget(b('URL', '', bad))).toEqual({ kind: 'none' });
  });
  it('G opens the game with vendor, gameType, nodeId and roomId', () => {
    expect(
      bannerTarget(b('G', 'evo-live-baccarat', '', { vendor: 'EVO', gameType: 'LIVE', nodeId: 'n', roomId: 'r' })),
    ).toEqual({
      kind: 'game',
      gameId: 'evo-live-baccarat',
      vendor: 'EVO',
      gameType: 'LIVE',
      nodeId: 'n',
      roomId: 'r',
    });
  });
});
