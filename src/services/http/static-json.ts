/** Static JSON made by the build (tenant packages). Errors say which file and why. */
export class StaticFileError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
    /** No answer at all (offline, a lost connection): the file itself may be fine. */
    readonly offline = false,
  ) {
    super(`${url}: ${reason}`);
  }
}

export async function getStaticJson<T>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new StaticFileError(url, 'the network request failed', true);
  }
  if (!res.ok) throw new StaticFileError(url, `HTTP ${res.status}`);
  try {
    return (await res.json()) as T;
  } catch {
    throw new StaticFileError(url, 'the answer is not JSON');
  }
}
