// @vitest-environment happy-dom
/** S5: the manifest by the template; the apple-touch-icon from the template, https or the site's own path. */
import { describe, it, expect } from 'vitest';
import { homeScreenLinks } from './home-screen-links.ts';
import { templateManifest, manifestChoice } from '../core/pwa-manifest.ts';

type Tpl = Partial<{ pwa: string; apple_touch_icon: string; desktop_app_feature: 0 | 1 }>;
const tpl = (o: Tpl) =>
  ({
    merchantCode: 'DRAGON',
    mobileTemplate: { pwa: '', apple_touch_icon: '', desktop_app_feature: 0, ...o },
  }) as Parameters<typeof homeScreenLinks>[0];
const href = (rel: string) => document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.getAttribute('href');

describe('home-screen links', () => {
  it('links the server manifest only with desktop_app_feature 1 and a pwa template; blank removes it', () => {
    homeScreenLinks(
      tpl({ pwa: 'Dragon Lotto', desktop_app_feature: 1, apple_touch_icon: '/tenants/dragon/assets/icon-512.png' }),
    );
    expect(href('manifest')).toBe('/wps/system/manifest.json?merchantCode=DRAGON');
    expect(href('apple-touch-icon')).toBe('/tenants/dragon/assets/icon-512.png');
    homeScreenLinks(tpl({ pwa: '  ', apple_touch_icon: 'http://cdn.example/icon.png' }));
    expect(href('manifest')).toBeUndefined();
    expect(href('apple-touch-icon')).toBeUndefined(); // not https: not used
    homeScreenLinks(tpl({ pwa: 'X', desktop_app_feature: 1, apple_touch_icon: 'https://cdn.example/icon.png' }));
    expect(href('apple-touch-icon')).toBe('https://cdn.example/icon.png');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
  it('the template case is left to the page (a pre-rendered page links no server manifest for it)', () => {
    expect(manifestChoice('DRAGON', tpl({ pwa: 'Dragon Lotto' }).mobileTemplate)).toEqual({ kind: 'template' });
    expect(manifestChoice('DRAGON', tpl({ pwa: ' ' }).mobileTemplate)).toEqual({ kind: 'none' });
  });
});

describe('the manifest built from the template (S5)', () => {
  it('title, icons 192/256/384/512, start /m/home, scope /m/, standalone, portrait, white theme; absolute addresses', () => {
    const m = templateManifest(
      'DRAGON',
      tpl({ pwa: ' Dragon Lotto ' }).mobileTemplate,
      'https://www.dragon.example',
      '/tenants/dragon/assets/icon-512.png',
    );
    expect(m).toEqual({
      id: 'https://www.dragon.example/m/home?merchantCode=DRAGON',
      name: 'Dragon Lotto',
      short_name: 'Dragon Lotto',
      start_url: 'https://www.dragon.example/m/home',
      scope: 'https://www.dragon.example/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [192, 256, 384, 512].map((s) => ({
        src: 'https://www.dragon.example/tenants/dragon/assets/icon-512.png',
        sizes: `${s}x${s}`,
        type: 'image/png',
        purpose: 'any',
      })),
    });
  });
});
