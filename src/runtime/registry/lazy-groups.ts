/**
 * Node types whose code loads on first use, by the module that holds them. The registry imports
 * exactly these modules lazily; the size check counts a module's chunk for a route only when that
 * route's screen uses one of its types. (registry.test.ts keeps this and the registry in step.)
 */
import type { NodeType } from './node-props.ts';

/** Every node type a screen body uses (boot preloads their code; the size check counts it). */
export function nodeTypesOf(body: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(body)) body.forEach((n) => nodeTypesOf(n, out));
  else if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if (typeof o.type === 'string') out.add(o.type);
    Object.values(o).forEach((v) => nodeTypesOf(v, out));
  }
  return out;
}

export const LAZY_GROUPS = {
  'src/runtime/forms/form-nodes.tsx': [
    'Form',
    'TextField',
    'PasswordField',
    'CheckboxField',
    'SelectField',
    'PhoneField',
    'SmsCodeField',
    'CaptchaSlot',
  ],
  'src/runtime/registry/content-nodes.tsx': ['GameList', 'AnnouncementList', 'DownloadLinks'],
} as const satisfies Record<string, readonly NodeType[]>;
