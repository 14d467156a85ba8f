// @vitest-environment happy-dom
/** Pixel script URLs: a configured address may already carry a query (the sandbox's stand-ins do). */
import { describe, it, expect } from 'vitest';
import { scriptUrl } from './networks.ts';

describe('pixel script URL', () => {
  it("adds the network's parameters to the address's own query, encoded", () => {
    expect(
      scriptUrl('http://dragon.localhost:8911/wps/stand-in/pixels/tiktok.js?merchantCode=DRAGON', {
        sdkid: 'TT 1&x',
        lib: 'ttq',
      }),
    ).toBe('http://dragon.localhost:8911/wps/stand-in/pixels/tiktok.js?merchantCode=DRAGON&sdkid=TT+1%26x&lib=ttq');
    expect(scriptUrl('https://www.googletagmanager.com/gtm.js', { id: 'GTM-AB12' })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
    );
  });
});
