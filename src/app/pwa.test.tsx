// @vitest-environment happy-dom
/** S5: the manifest link only with a pwa template; the apple-touch-icon from the template, https or the site's own path. */
import { describe, it, expect } from 'vitest';
import { homeScreenLinks } from './home-screen-links.ts';

const tpl = (o: Partial<{ pwa: string; apple_touch_icon: string }>) =>
  ({ merchantCode: 'DRAGON', mobileTemplate: { pwa: '', apple_touch_icon: '', ...o } }) as Parameters<
    typeof homeScreenLinks
  >[0];
const href = (rel: string) => document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.getAttribute('href');

describe('home-screen links', () => {
  it('links the manifest only when the pwa template is set, and removes it when it is blanked', () => {
    homeScreenLinks(tpl({ pwa: 'Dragon Lotto', apple_touch_icon: '/tenants/dragon/assets/icon-512.png' }));
    expect(href('manifest')).toBe('/wps/system/manifest.json?merchantCode=DRAGON');
    expect(href('apple-touch-icon')).toBe('/tenants/dragon/assets/icon-512.png');
    homeScreenLinks(tpl({ pwa: '  ', apple_touch_icon: 'http://cdn.example/icon.png' }));
    expect(href('manifest')).toBeUndefined();
    expect(href('apple-touch-icon')).toBeUndefined(); // not https: not used
    homeScreenLinks(tpl({ pwa: 'X', apple_touch_icon: 'https://cdn.example/icon.png' }));
    expect(href('apple-touch-icon')).toBe('https://cdn.example/icon.png');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
