/** The studio's calls to its server (studio/server/app.ts): JSON in, JSON out, errors as thrown messages. */

export interface Problem {
  file: string | null;
  line: number;
  col: number;
  pointer: string;
  message: string;
  text: string;
}
export interface TenantInfo {
  id: string;
  files: { path: string; kind: string }[];
  draft: boolean;
  languages: string[];
  routes: string[];
  demoAccounts: string[];
  switches: { name: string; on: boolean }[];
}
export interface FileText {
  file: string;
  text: string;
  revision: string;
}
export interface Explained {
  pointer: string;
  value: string;
  rows: { pointer: string; layer: string; at: string }[];
}
export interface DiffRow {
  pointer: string;
  a: unknown;
  b: unknown;
  aFrom: string;
  bFrom: string;
}
export interface Diff {
  values: DiffRow[];
  screens: { id: string; only?: string; rows: DiffRow[]; more: number }[];
  switches: { name: string; a: boolean; b: boolean }[];
}
export interface Outcome {
  ok: boolean;
  output: string;
  step?: string;
  id?: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    // a plain-text answer (the access guard's): its text is the message
  }
  if (!r.ok && r.status !== 409 && r.status !== 422) {
    const error = (parsed as { error?: string } | null)?.error ?? text;
    throw new ApiError(error || `${r.status} ${r.statusText}`, r.status, parsed);
  }
  return parsed as T;
}

export const tenantPath = (id: string, rest = '') => `/api/tenants/${encodeURIComponent(id)}${rest}`;
