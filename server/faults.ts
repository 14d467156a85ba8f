/**
 * Fault injection for tests (/__sandbox/faults): on calls whose path matches a pattern, for the
 * next N calls or a share of calls, add latency, answer an HTTP error (401, 500, 502...), answer
 * an error code, a body of the test's choosing (answer), never answer (timeout), or drop the connection.
 */
export type FaultKind = 'latency' | 'http' | 'code' | 'timeout' | 'drop' | 'answer';
export interface FaultSpec {
  /** The request path starts with this... */
  path?: string;
  /** ...or matches this regular expression (give one of the two). */
  pattern?: string;
  kind: FaultKind;
  /** latency: added delay; timeout: how long to hold before closing (default 120000). */
  ms?: number;
  status?: number;
  code?: string;
  message?: string;
  /** code: the error's value (domain_not_available's data, say). */
  value?: unknown;
  /** Only the next N matching calls (default: every call). */
  count?: number;
  /** Only this share of matching calls, 0..1 (default 1). */
  share?: number;
  method?: string;
  /** answer: the whole JSON body to answer with instead (a well-formed envelope that breaks the contract, say). */
  body?: unknown;
}
export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

const KINDS: FaultKind[] = ['latency', 'http', 'code', 'timeout', 'drop', 'answer'];

export function checkFault(x: unknown): FaultSpec | string {
  const f = x as Partial<FaultSpec> | null;
  if (!f || typeof f !== 'object') return 'send a JSON object';
  if ((typeof f.path !== 'string' || !f.path) === (typeof f.pattern !== 'string' || !f.pattern))
    return 'give exactly one of "path" (a prefix) and "pattern" (a regular expression)';
  if (!f.kind || !KINDS.includes(f.kind)) return `"kind" must be one of ${KINDS.join(', ')}`;
  if (f.kind === 'http' && !(Number.isInteger(f.status) && f.status! >= 400 && f.status! <= 599))
    return '"status" must be an HTTP error status (400-599)';
  if (f.kind === 'code' && typeof f.code !== 'string') return '"code" is required for kind "code"';
  if (f.kind === 'code' && f.status !== undefined && ![200, 400, 401, 403, 404, 429, 500].includes(f.status))
    return '"status" of a code fault is 200, 400, 401, 403, 404, 429 or 500 (default 200)';
  if (f.kind === 'answer' && !('body' in f)) return '"body" (the JSON to answer with) is required for kind "answer"';
  if (f.kind === 'latency' && !(typeof f.ms === 'number' && f.ms >= 0 && f.ms <= 120_000))
    return '"ms" (0..120000) is required for latency';
  if (f.count !== undefined && !(Number.isInteger(f.count) && f.count > 0)) return '"count" must be a positive integer';
  if (f.share !== undefined && !(typeof f.share === 'number' && f.share > 0 && f.share <= 1))
    return '"share" must be in (0, 1]';
  if (f.pattern !== undefined) {
    try {
      new RegExp(f.pattern);
    } catch {
      return `"pattern" ${f.pattern} is not a valid regular expression`;
    }
  }
  return f as FaultSpec;
}

export class Faults {
  private list: Fault[] = [];
  private nextId = 1;
  constructor(private random: () => number = Math.random) {}

  add(spec: FaultSpec): Fault {
    const f = { ...spec, id: this.nextId++, hits: 0 };
    this.list.push(f);
    return f;
  }
  all(): Fault[] {
    return this.list;
  }
  clear(): void {
    this.list = [];
  }

  /** The fault to apply to this call, if any (counts it). */
  take(method: string, path: string): Fault | undefined {
    for (const f of this.list) {
      if (f.method && f.method.toUpperCase() !== method.toUpperCase()) continue;
      if (f.pattern !== undefined ? !new RegExp(f.pattern).test(path) : !path.startsWith(f.path!)) continue;
      if (f.share !== undefined && this.random() >= f.share) continue;
      f.hits++;
      if (f.count !== undefined && f.hits >= f.count) this.list = this.list.filter((x) => x !== f);
      return f;
    }
    return undefined;
  }
}
