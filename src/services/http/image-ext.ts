/**
 * S5: "The image format (avif or webp) is checked and cached; iOS below 14 gets none." Decoding a
 * 1x1 image of each format tells what the browser shows; the answer is kept for the session.
 */
import { IMAGE_EXT_MIN_IOS } from '../../core/spec-constants.ts';
import { session, type SafeStorage } from '../session/storage.ts';

export type ImageExt = 'avif' | 'webp';
const STORAGE_KEY = 'imageExt';
const AVIF_1PX =
  'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=';
const WEBP_1PX = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

let known: ImageExt | null | undefined;

/** The format found so far (null: none, or not checked yet). */
export const imageExt = (): ImageExt | null => known ?? null;

export type Decoder = (dataUri: string) => Promise<boolean>;
const browserDecoder: Decoder = (src) =>
  new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.width > 0);
    img.onerror = () => resolve(false);
    img.src = src;
  });

export async function detectImageExt(
  platform: { os: string; osVersion: number },
  decode: Decoder = browserDecoder,
  store: SafeStorage = session,
): Promise<ImageExt | null> {
  if (known !== undefined) return known;
  if (platform.os === 'ios' && platform.osVersion < IMAGE_EXT_MIN_IOS) return (known = null);
  const saved = store.get(STORAGE_KEY);
  if (saved === 'avif' || saved === 'webp' || saved === 'none') return (known = saved === 'none' ? null : saved);
  known = (await decode(AVIF_1PX)) ? 'avif' : (await decode(WEBP_1PX)) ? 'webp' : null;
  store.set(STORAGE_KEY, known ?? 'none'); // storage full or blocked: detect again next visit
  return known;
}

/** For tests. */
export function forgetImageExt(): void {
  known = undefined;
}
