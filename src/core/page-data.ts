/**
 * Public data a pre-rendered page was rendered with (the banners of home, say): the build fetched
 * it from the back end and wrote it into the page beside the markup, so the app's first render
 * shows what the HTML shows (hydration matches, nothing blinks to a skeleton) while the live call
 * runs; the live answer then replaces it. Only loads that ask for it (`useLoad(..., { page: true })`)
 * and only data a visitor may see: the build renders as a visitor.
 */

/** The id of the page's `<script type="application/json">` element that carries the data. */
export const PAGE_DATA_ID = 'page-data';

let values = new Map<string, unknown>();
let collector: Map<string, () => Promise<unknown>> | null = null;

/**
 * What the page holds for this load, if anything. While the build collects (collectPageLoads),
 * a load the page holds nothing for is noted, for the build to run before it renders again.
 */
export function pageDataFor(key: string, load: () => Promise<unknown>): { value: unknown } | undefined {
  const held = heldPageData(key);
  if (!held && collector && !collector.has(key)) collector.set(key, load);
  return held;
}

/** What the page holds for this key, if anything. */
export const heldPageData = (key: string): { value: unknown } | undefined =>
  values.has(key) ? { value: values.get(key) } : undefined;

/** The live answer: a later mount of the same load starts from it (and refreshes it again). */
export function keepPageData(key: string, value: unknown): void {
  if (values.has(key)) values.set(key, value);
}

/** The data this page starts from (boot: what the page's element holds; the build: what it fetched). */
export function setPageData(data: Record<string, unknown>): void {
  values = new Map(Object.entries(data));
}

/** Another language (or tenant): what the page holds is not this render's. */
export function clearPageData(): void {
  values = new Map();
}

/** Build only: note the loads a render asks the page for; `stop` ends it and gives them. */
export function collectPageLoads(): { stop(): Map<string, () => Promise<unknown>> } {
  const seen = new Map<string, () => Promise<unknown>>();
  collector = seen;
  return {
    stop() {
      collector = null;
      return seen;
    },
  };
}

/** The key under which the page's data lists the small images the build inlined (path -> data: URL). */
export const INLINE_IMAGES_KEY = 'inline-images';
let inlined: Record<string, string> = {};

/**
 * The image as the pre-rendered page has it: a small brand image the build inlined, else the
 * path. The app renders the page's data: URL too, so a render afresh over the page (a member,
 * another language) shows the same decoded image: no request, nothing blank meanwhile.
 */
export const pageImage = (src: string): string => inlined[src] ?? src;

/** The inlined images of this page (boot, for the tenant the page was rendered for). */
export function setPageImages(data: Record<string, unknown>): void {
  const list = data[INLINE_IMAGES_KEY];
  inlined = {};
  if (!list || typeof list !== 'object') return;
  for (const [src, url] of Object.entries(list))
    if (typeof url === 'string' && url.startsWith('data:image/')) inlined[src] = url;
}

/** The page's data element as the build writes it: JSON that cannot close the element. */
export function pageDataScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Boot: the data of the page's element, or nothing when it is missing or unreadable. */
export function readPageData(doc: Document): Record<string, unknown> {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
