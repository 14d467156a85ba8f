// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import type { Translator } from '../services/i18n/translator.ts';
import { registerPort, bindNavigate } from './app-port.ts';
import { uiStore } from '../state/ui.ts';
import { appPort } from '../services/app-port/port.ts';

describe('the access flows before the router mounts', () => {
  it('boot configures them; a navigation asked for meanwhile waits for the router, the last one wins', () => {
    registerPort({ t: (key: string) => key } as unknown as Translator);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    expect(appPort().t('social.lineStateInvalid')).toBe('social.lineStateInvalid');
    appPort().navigate('/m/login');
    appPort().navigate('/m/login?go=%2Fm%2Fvip');
    const routed: string[] = [];
    bindNavigate((path) => routed.push(path));
    expect(routed).toEqual(['/m/login?go=%2Fm%2Fvip']);
    expect(assign).not.toHaveBeenCalled();
    // Once mounted, the router takes each one as it comes, and nothing waits any more.
    appPort().navigate('/m/home');
    bindNavigate((path) => routed.push(`again ${path}`));
    expect(routed).toEqual(['/m/login?go=%2Fm%2Fvip', '/m/home']);
  });
  it('a navigation closes the dialog that was open over the page it leaves', () => {
    uiStore.dialog = 'login';
    appPort().navigate('/m/register');
    expect(uiStore.dialog).toBeNull();
    appPort().openDialog('login');
    expect(uiStore.dialog).toBe('login');
    appPort().closeDialog();
    expect(uiStore.dialog).toBeNull();
  });
});
