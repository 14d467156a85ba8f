/**
 * `p`, or the error `late()` makes once `ms` have passed without an answer from it. The timer
 * never outlives `p`, and a late answer or failure of `p` is not reported as unhandled.
 */
export function withTimeout<T>(p: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
