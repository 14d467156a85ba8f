/** The ports the commands use, one place: README's "Ports" section names each variable. */

/** `npm start` / `tenant serve`: the site and the sandbox on one port. */
export const DEFAULT_SITE_PORT = 8787;
export const sitePort = (): number => Number(process.env.PORT ?? DEFAULT_SITE_PORT);
