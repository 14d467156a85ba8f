// @vitest-environment happy-dom
import { describe, it, expect, afterEach } from 'vitest';
import {
  INLINE_IMAGES_KEY,
  PAGE_DATA_ID,
  clearPageData,
  collectPageLoads,
  heldPageData,
  keepPageData,
  pageDataFor,
  pageDataScript,
  pageImage,
  readPageData,
  setPageData,
  setPageImages,
} from './page-data.ts';

const load = () => Promise.resolve([]);

afterEach(() => {
  clearPageData();
  document.body.innerHTML = '';
});

describe('page data', () => {
  it('a key the page holds is given to its load; another is not', () => {
    setPageData({ 'banners|m_top': [{ id: 'a' }] });
    expect(pageDataFor('banners|m_top', load)).toEqual({ value: [{ id: 'a' }] });
    expect(pageDataFor('games|hot', load)).toBeUndefined();
    clearPageData();
    expect(heldPageData('banners|m_top')).toBeUndefined();
  });

  it('a live answer replaces what the page held (a later mount starts from it); it adds no key', () => {
    setPageData({ 'banners|m_top': ['old'] });
    keepPageData('banners|m_top', ['new']);
    keepPageData('rank|5', ['x']);
    expect(heldPageData('banners|m_top')).toEqual({ value: ['new'] });
    expect(heldPageData('rank|5')).toBeUndefined();
  });

  it('the build collects the loads a render asked for, once each, and only while collecting', () => {
    const collecting = collectPageLoads();
    pageDataFor('banners|m_top', load);
    pageDataFor('banners|m_top', () => Promise.resolve(['second']));
    pageDataFor('banners|side', load);
    const loads = collecting.stop();
    expect([...loads.keys()]).toEqual(['banners|m_top', 'banners|side']);
    expect(loads.get('banners|m_top')).toBe(load);
    pageDataFor('games|hot', load);
    expect(loads.has('games|hot')).toBe(false);
  });

  it("the page's element cannot be closed by the data, and reads back the same", () => {
    const data = { 'banners|m_top': [{ title: '</script><script>alert(1)</script>' }] };
    const text = pageDataScript(data);
    expect(text).not.toContain('<');
    const element = document.createElement('script');
    Object.assign(element, { type: 'application/json', id: PAGE_DATA_ID });
    element.textContent = text;
    document.body.append(element);
    expect(readPageData(document)).toEqual(data);
  });

  it('a missing, broken or odd element gives nothing (the app loads as without a page)', () => {
    expect(readPageData(document)).toEqual({});
    for (const text of ['{"a":', '[1,2]', 'null', '"x"']) {
      document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${text}</script>`;
      expect(readPageData(document)).toEqual({});
    }
  });

  it("the brand images the build inlined are the app's too; anything but a data: image is ignored", () => {
    setPageImages({
      [INLINE_IMAGES_KEY]: {
        '/tenants/lotus/assets/logo.svg': 'data:image/svg+xml;base64,PHN2Zz4=',
        '/tenants/lotus/assets/icon.svg': 'javascript:alert(1)',
        '/tenants/lotus/assets/x.svg': 7,
      },
    });
    expect(pageImage('/tenants/lotus/assets/logo.svg')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(pageImage('/tenants/lotus/assets/icon.svg')).toBe('/tenants/lotus/assets/icon.svg');
    expect(pageImage('/tenants/lotus/assets/x.svg')).toBe('/tenants/lotus/assets/x.svg');
    setPageImages({});
    expect(pageImage('/tenants/lotus/assets/logo.svg')).toBe('/tenants/lotus/assets/logo.svg');
  });
});
