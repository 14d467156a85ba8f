/**
 * The app's decisions about things that may never appear (automatic login, the push opt-in, the
 * install offer, an update check, the member's language sync, a submit the re-entry guard
 * ignored, the announcement popups, the first-visit prompts' turns, the promotions that decide which menu entries show), written on <html> as
 * data-decided-<what>="<outcome>" once made. Nothing in the product reads them: they let a
 * browser test (or QA in devtools) see that something did not happen because the app decided so,
 * not merely because it has not happened yet.
 */
export type Decision =
  | 'auto-login'
  | 'push-prompt'
  | 'a2hs'
  | 'update-check'
  | 'language-sync'
  | 'flow-guard'
  | 'popups'
  | 'prompt-turn'
  | 'promotions'
  | 'settings-refresh';

export function decided(what: Decision, outcome: string): void {
  // (the services also run under Node: the sandbox's and the CLI's tests)
  if (typeof document !== 'undefined') document.documentElement.setAttribute(`data-decided-${what}`, outcome);
}
