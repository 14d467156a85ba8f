/** The ports the commands use, one place: README's "Ports" section names each variable. */
import { createServer } from 'node:net';

/** `npm start` / `tenant serve`: the site and the sandbox on one port. */
export const DEFAULT_SITE_PORT = 8787;
export const sitePort = (): number => Number(process.env.PORT ?? DEFAULT_SITE_PORT);

/** A port free on loopback now (the OS picks it): for a process started beside another (the studio's sandbox, tests). */
export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
