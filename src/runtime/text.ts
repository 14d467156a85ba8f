/** Text in tenant JSON is an i18n key or {"text": "..."}; both come out as a plain string. */
import { useT } from './i18n.tsx';
import type { Text } from '../core/schema/common.ts';

export type Translate = (text: Text | undefined, values?: Record<string, unknown>) => string;

export function useText(): Translate {
  const { t } = useT();
  return (text, values) => (text === undefined ? '' : typeof text === 'string' ? t(text, values ?? {}) : text.text);
}
