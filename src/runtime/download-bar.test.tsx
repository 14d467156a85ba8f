// @vitest-environment happy-dom
/** The download bar's button (S4): the popup by default, or what the screen configures (direct download, invite redirect). */
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { render, screen, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from './i18n.tsx';
import { createI18n } from '../services/i18n/i18n.ts';
import { RenderNode } from './Renderer.tsx';
import { tenantStore } from '../state/app.ts';
import { uiStore } from '../state/ui.ts';
import { registerAppPort } from '../services/app-port/port.ts';
import { RuntimeContext } from './context.ts';
import { testRuntime } from './test-runtime.ts';

const env = { navigate: vi.fn(), assign: vi.fn(), openDialog: vi.fn(), closeDialog: vi.fn(), t: (k: string) => k };
registerAppPort(env);

async function mount(onDownload?: string) {
  await mountBar(onDownload);
  return screen.findByRole('button', { name: 'Download' });
}

async function mountBar(onDownload?: string) {
  const i18n = await createI18n('EN', async () => ({
    'downloadBar.download': 'Download',
    'downloadBar.label': 'Get the app',
  }));
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <RuntimeContext.Provider value={testRuntime()}>
          <RenderNode node={{ type: 'DownloadBar', id: 'bar', ...(onDownload ? { onDownload } : {}) }} />
        </RuntimeContext.Provider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(() => {
  cleanup();
  sessionStorage.clear();
  uiStore.downloadBarClosed = false;
  vi.clearAllMocks();
  tenantStore.tenant = { brand: { appName: 'Dragon Lotto', favicon: '/icon.svg' }, merchantCode: 'DRAGON' } as never;
  tenantStore.merchant = {
    resources: [{ resourceType: 'Android', url: '/downloads/dragon.apk' }],
    settings: { hideIosApp: false, allowAddToHomeScreen: false, vipDownloadBarRank: null },
  } as never;
});

describe('DownloadBar', () => {
  it('opens the download popup by default', async () => {
    await userEvent.click(await mount());
    expect(env.openDialog).toHaveBeenCalledWith('downloadPopup');
  });
  it('an invite redirect goes to /m/inviteFriends', async () => {
    await userEvent.click(await mount('invite'));
    expect(env.navigate).toHaveBeenCalledWith('/m/inviteFriends');
    expect(env.openDialog).not.toHaveBeenCalled();
  });
  it('a direct download starts the platform link at once', async () => {
    const clicked: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    await userEvent.click(await mount('direct'));
    expect(clicked).toEqual(['/downloads/dragon.apk']);
    expect(env.openDialog).not.toHaveBeenCalled();
    spy.mockRestore();
  });
  it('says when an iPhone would not get it (a pre-rendered page hides it there before the first paint)', async () => {
    const aside = async () => (await mount()).closest('aside')!;
    expect((await aside()).classList.contains('download-bar-not-ios')).toBe(true); // Android link only
    cleanup();
    tenantStore.merchant = {
      resources: [
        { resourceType: 'Android', url: '/downloads/dragon.apk' },
        { resourceType: 'IOS', url: 'https://apps.example/dragon' },
      ],
      settings: { hideIosApp: false, allowAddToHomeScreen: false, vipDownloadBarRank: null },
    } as never;
    expect((await aside()).classList.contains('download-bar-not-ios')).toBe(false);
  });
  it('stays hidden once closed earlier in this tab session', async () => {
    sessionStorage.setItem('downloadBarClosed', '1');
    await mountBar();
    expect(screen.queryByRole('complementary')).toBeNull();
    sessionStorage.clear();
    cleanup();
    await mountBar();
    expect(screen.getByRole('complementary', { name: 'Get the app' })).toBeTruthy();
  });
});
