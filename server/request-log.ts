/**
 * What the sandbox was asked, in order (test controls: GET /__sandbox/requests). A browser test
 * proves that something did not happen ("no login request was sent") by reading this once the
 * app has said it decided, instead of waiting a while and hoping. Cleared by /__sandbox/reset and
 * DELETE /__sandbox/requests; each browser-test worker has its own sandbox, so the log is the
 * running test's own.
 */
export interface LoggedRequest {
  /** 1, 2, 3... in the order the requests arrived. */
  seq: number;
  method: string;
  path: string;
  /** The Merchant header (or merchantCode query) the request named, if any. */
  merchant: string | null;
  /**
   * A login's loginDeviceId (A3/A4), noted once the sandbox has decrypted the body: the browser
   * sends it encrypted, and a test of the device id (device-id.spec.ts) reads what was sent here.
   */
  loginDeviceId?: string;
}
export interface RequestFilter {
  /** Exactly this path... */
  path?: string;
  /** ...or every path that starts with this. */
  prefix?: string;
  merchant?: string;
}

/** Requests beyond this many are dropped oldest first (a long `npm start` session stays small). */
export const REQUEST_LOG_LIMIT = 5000;

export class RequestLog {
  private list: LoggedRequest[] = [];
  private seq = 0;

  /** Logs a request; the entry is returned so its handler can note what only it can read. */
  record(method: string, path: string, merchant: string | null): LoggedRequest {
    const entry: LoggedRequest = { seq: ++this.seq, method, path, merchant };
    this.list.push(entry);
    if (this.list.length > REQUEST_LOG_LIMIT) this.list.splice(0, this.list.length - REQUEST_LOG_LIMIT);
    return entry;
  }
  find(f: RequestFilter = {}): LoggedRequest[] {
    return this.list.filter(
      (r) =>
        (f.path === undefined || r.path === f.path) &&
        (f.prefix === undefined || r.path.startsWith(f.prefix)) &&
        (f.merchant === undefined || r.merchant === f.merchant),
    );
  }
  clear(): void {
    this.list = [];
  }
}
