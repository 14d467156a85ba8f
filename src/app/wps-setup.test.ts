// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import { setupAppEnv, bindNavigate } from './wps-setup.ts';
import { appEnv } from '../services/app-port/port.ts';

describe('the access flows before the router mounts', () => {
  it('boot configures them; a navigation asked for meanwhile waits for the router, the last one wins', () => {
    setupAppEnv();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    expect(appEnv().t('social.lineStateInvalid')).toBe('social.lineStateInvalid');
    appEnv().navigate('/m/login');
    appEnv().navigate('/m/login?go=%2Fm%2Fvip');
    const routed: string[] = [];
    bindNavigate((path) => routed.push(path));
    expect(routed).toEqual(['/m/login?go=%2Fm%2Fvip']);
    expect(assign).not.toHaveBeenCalled();
    // Once mounted, the router takes each one as it comes, and nothing waits any more.
    appEnv().navigate('/m/home');
    bindNavigate((path) => routed.push(`again ${path}`));
    expect(routed).toEqual(['/m/login?go=%2Fm%2Fvip', '/m/home']);
  });
});
