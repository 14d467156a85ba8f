import { describe, it, expect } from 'vitest';
import { prerenderedFile, markOf, readMark } from './prerendered.ts';

describe('pre-rendered pages', () => {
  it('a tenant route maps to pages/<tenant><route>.html', () => {
    expect(prerenderedFile('dragon', '/m/login')).toBe('pages/dragon/m/login.html');
    expect(prerenderedFile('lotus', '/m/agentRegister')).toBe('pages/lotus/m/agentRegister.html');
  });
  it('nothing else maps: no way out of the folder, no odd tenant ids', () => {
    for (const path of ['/', '/m/', '/m/../secret', '/m/a.b', '/m//x', 'm/login', '/m/%2e%2e'])
      expect(prerenderedFile('dragon', path)).toBeNull();
    expect(prerenderedFile('../x', '/m/login')).toBeNull();
    expect(prerenderedFile('Dragon', '/m/login')).toBeNull();
  });
  it('the mark round-trips and refuses anything else', () => {
    const m = { tenant: 'dragon', route: '/m/home', language: 'EN' };
    expect(markOf(m)).toBe('dragon /m/home EN');
    expect(readMark(markOf(m))).toEqual(m);
    expect(readMark(undefined)).toBeNull();
    expect(readMark('dragon /m/home')).toBeNull();
    expect(readMark('dragon /m/home EN extra')).toBeNull();
  });
});
