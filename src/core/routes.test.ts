import { describe, it, expect } from 'vitest';
import { screenAccess, isPublicRoute, screenForPath } from './routes.ts';

describe('route access (A2, S2)', () => {
  it('only the spec public routes may be public', () => {
    expect(screenAccess({ route: '/m/home', access: 'public' })).toBe('public');
    expect(screenAccess({ route: '/m/inviteFriends', access: 'public' })).toBe('public');
    expect(screenAccess({ route: '/m/member/home', access: 'public' })).toBe('member');
    expect(screenAccess({ route: '/m/vip', access: 'public' })).toBe('member');
    expect(screenAccess({ route: '/m/feedback', access: 'memberElseHome' })).toBe('memberElseHome');
    expect(isPublicRoute('/m/activity')).toBe(true); // our reading: the promotions are for visitors too
    expect(isPublicRoute('/m/changePsw')).toBe(false);
    expect(isPublicRoute('/m/app')).toBe(true);
  });
  it('aliases are served by their screen', () => {
    const screens = { home: { route: '/m/home' }, elott: { route: '/m/elott' } };
    expect(screenForPath(screens, '/m/index.html')).toBe(screens.home);
    expect(screenForPath(screens, '/m/game')).toBe(screens.elott);
    expect(screenForPath(screens, '/m/nope')).toBeUndefined();
  });
});
