/**
 * The one error type of every WPS call: the server's code and message, HTTP status and path.
 * `said`: the message is the server's own words for the player (else it is ours, for support).
 */
export class WpsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly path: string,
    readonly data?: unknown,
    readonly said = false,
  ) {
    super(message);
    this.name = 'WpsError';
  }
}

/** Codes the client itself gives when there is no server code. */
export const CLIENT_CODES = {
  malformed: 'malformed_answer',
  network: 'network_error',
  timeout: 'timeout',
  http: 'http_error',
  aborted: 'aborted',
  encryption: 'encryption_failed',
} as const;
