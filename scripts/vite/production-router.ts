/**
 * React Router 7's package exports name only its development build, for every condition (upstream
 * remix-run/react-router#14102). Builds take the production one, which the package ships beside it:
 * the same code with ENABLE_DEV_WARNINGS off, so no warning messages are built on each render and
 * their text is not shipped. Both entry points, so one copy of the router is bundled. A renamed file
 * after an upgrade fails the build (a missing alias target), never silently.
 */
import { fileURLToPath } from 'node:url';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Vite `resolve.alias` entries for a production build (the site, the render benchmark). */
export const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];
