/** The app's side of the app port (services/app-port/port.ts): navigation through the router, dialogs, text. */
import type { Translator } from '../services/i18n/translator.ts';
import { registerAppPort } from '../services/app-port/port.ts';
import { uiStore } from '../state/ui.ts';

/**
 * The router's navigate, once it is mounted. Boot renders the app and goes on (a pre-rendered page
 * hydrates as a transition, in slices), so a sign-in return or a 401 can come first: the last path
 * asked for meanwhile waits for the router (a full page load would lose the alert that goes with it).
 */
let routerNavigate: ((path: string) => void) | null = null;
let waitingPath: string | null = null;
function navigateTo(path: string) {
  uiStore.dialog = null; // the dialog belonged to the page being left
  if (routerNavigate) routerNavigate(path);
  else waitingPath = path;
}
/** The router gives the app port its navigate once it is mounted. */
export function bindNavigate(fn: (path: string) => void) {
  routerNavigate = fn;
  const waiting = waitingPath;
  waitingPath = null;
  if (waiting !== null) fn(waiting);
}

/** The app port (services/app-port/port.ts): the services' one way to the app, from boot on (before the router mounts too). */
export function registerPort(i: Translator) {
  registerAppPort({
    navigate: navigateTo,
    assign: (url) => location.assign(url),
    openDialog: (id) => {
      uiStore.dialog = id;
    },
    closeDialog: () => {
      uiStore.dialog = null;
    },
    t: (key, values) => i.t(key, values ?? {}),
  });
}
