// @vitest-environment happy-dom
/** _fbc and _fbp as Facebook defines them, for 90 days; s2s_info from the native app. */
import { describe, it, expect, beforeEach, vi } from 'vitest';
import Cookies from 'js-cookie';
import { fbcValue, fbpValue, subdomainIndex, setFacebookCookies, captureS2sInfo } from './attribution.ts';
import { pixelTrack, captureFromUrl } from '../auth/registration-context.ts';

beforeEach(() => {
  localStorage.clear();
  for (const k of Object.keys(Cookies.get())) Cookies.remove(k);
});

describe('attribution', () => {
  it('formats fb.<subdomain index>.<ms>.<fbclid | random>', () => {
    expect(subdomainIndex('example.com')).toBe(1);
    expect(subdomainIndex('.dragonlotto.example')).toBe(1);
    expect(subdomainIndex('www.example.com')).toBe(2);
    expect(fbcValue('IwAR1x', 'example.com', 1700000000000)).toBe('fb.1.1700000000000.IwAR1x');
    expect(fbpValue('example.com', 1700000000000, () => 0)).toBe('fb.1.1700000000000.1000000000');
  });
  it('sets both cookies for 90 days; the same fbclid keeps the first click time', () => {
    const set = vi.spyOn(Cookies, 'set');
    setFacebookCookies('http://lotus.localhost/m/home?fbclid=ABC', [], 5000, () => 0.5);
    expect(set).toHaveBeenCalledWith(
      '_fbp',
      'fb.1.5000.5500000000',
      expect.objectContaining({ expires: 90, path: '/' }),
    );
    expect(set).toHaveBeenCalledWith('_fbc', 'fb.1.5000.ABC', expect.objectContaining({ expires: 90 }));
    expect(Cookies.get('_fbc')).toBe('fb.1.5000.ABC');
    setFacebookCookies('http://lotus.localhost/m/home?fbclid=ABC', [], 9000);
    expect(Cookies.get('_fbc')).toBe('fb.1.5000.ABC');
    setFacebookCookies('http://lotus.localhost/m/home?fbclid=NEW', [], 9000);
    expect(Cookies.get('_fbc')).toBe('fb.1.9000.NEW');
    expect(Cookies.get('_fbp')).toBe('fb.1.5000.5500000000'); // once per browser
    set.mockRestore();
  });
  it('pixelTrack takes fbc and fbp from the cookies, and pixel_id / click_id go to the network the link names', () => {
    Cookies.set('_fbc', 'fb.1.1.C');
    Cookies.set('_fbp', 'fb.1.1.P');
    captureFromUrl('http://a.example/m/home?pixel_id=TT1&click_id=CK1&pixel_type=tiktok&ttclid=TC2', true);
    expect(pixelTrack()).toEqual({ fbc: 'fb.1.1.C', fbp: 'fb.1.1.P', tiktokPixelId: 'TT1', tiktokClickId: 'TC2' });
    localStorage.clear();
    captureFromUrl('http://a.example/m/home?pixel_id=KW1&click_id=KC1&pixel_type=kwai', true);
    expect(pixelTrack()).toMatchObject({ kwaiPixelId: 'KW1', kwaiClickId: 'KC1' });
    localStorage.clear();
    captureFromUrl('http://a.example/m/home?pixel_id=FB1&click_id=FC1', true);
    expect(pixelTrack()).toMatchObject({ facebookPixelId: 'FB1', facebookClickId: 'FC1' });
  });
  it("Facebook's click id becomes an fbc only with ad-storage consent", () => {
    captureFromUrl('http://a.example/m/home?fbclid=CLICK1', false);
    expect(pixelTrack()).toBeNull();
    captureFromUrl('http://a.example/m/home?fbclid=CLICK1', true);
    expect(pixelTrack()).toEqual({ fbc: expect.stringMatching(/^fb\.1\.\d+\.CLICK1$/) });
  });
  it('s2s_info only from the native app, merged over visits', () => {
    captureS2sInfo('http://a.example/m/home?gpsAdid=G1&idfa=I1', false);
    expect(localStorage.getItem('s2s_info')).toBeNull();
    captureS2sInfo('http://a.example/m/home?gpsAdid=G1&other=x', true);
    captureS2sInfo('http://a.example/m/home?appsflyerId=AF9', true);
    expect(JSON.parse(localStorage.getItem('s2s_info')!)).toEqual({ gpsAdid: 'G1', appsflyerId: 'AF9' });
  });
});
