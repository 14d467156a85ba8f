import { describe, it, expect } from 'vitest';
import { resolveTenant } from './tooling/tenant-files.ts';
import { packageProblem } from './package-check.ts';

const good = () => ({
  id: 'lotus',
  merchantCode: 'LOTUS',
  languages: ['EN', 'VI'],
  hosts: ['lotus.localhost'],
  brand: { appName: 'Lotus Play' },
  theme: { colors: { primary: '#00796b' } },
  menus: { main: [] },
  screens: { home: { route: '/m/home', body: { type: 'Stack', children: [] } } },
});

describe('packageProblem: what boot reads before anything else can check it', () => {
  it('passes a package of the right shape, and the shipped tenants as the build writes them', () => {
    expect(packageProblem(good(), 'lotus')).toBeNull();
    // The shipped tenants as the build packages them (resolved, without the translations).
    for (const id of ['dragon', 'lotus']) {
      const { translations: _left, ...pkg } = resolveTenant(id).doc;
      expect(packageProblem(pkg, id)).toBeNull();
    }
  });
  it.each([
    ['not an object', [], 'tenant.json is not an object'],
    ['another tenant', { ...good(), id: 'dragon' }, 'tenant.json is for "dragon", the page for "lotus"'],
    ['no merchant code', { ...good(), merchantCode: '' }, 'tenant.json has no merchantCode'],
    [
      'no languages (the raw "reading includes" error)',
      { ...good(), languages: undefined },
      'tenant.json has no list of languages',
    ],
    ['languages not text', { ...good(), languages: [1] }, 'tenant.json has no list of languages'],
    ['no hosts', { ...good(), hosts: 'lotus.localhost' }, 'tenant.json has no list of hosts'],
    ['no brand', { ...good(), brand: null }, 'tenant.json has no brand'],
    ['no theme colours', { ...good(), theme: {} }, 'tenant.json has no theme'],
    ['a menu that is not a list', { ...good(), menus: { main: {} } }, 'tenant.json has no menus'],
    ['no screens', { ...good(), screens: [] }, 'tenant.json has no screens'],
    [
      'a screen without a body',
      { ...good(), screens: { home: { route: '/m/home' } } },
      'tenant.json: screen "home" has no body',
    ],
  ])('%s', (_what, pkg, reason) => {
    expect(packageProblem(pkg, 'lotus')).toBe(reason);
  });
});
