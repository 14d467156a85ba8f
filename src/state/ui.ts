/** What the UI host shows: alerts (each with OK), short notices, the domain modal, the open dialog. Data only; services/app-port/notify.ts fills it. */
import { proxy } from 'valtio';
import type { DialogId } from '../core/actions.ts';

export interface AlertItem {
  id: number;
  message: string;
  /** The error's code, shown small under the sentence: what a player quotes to support. */
  code?: string;
}
export interface Notice {
  id: number;
  message: string;
  until: number;
}

/** A question with two answers (services/app-port/notify.ts askConfirm resolves it). */
export interface ConfirmItem {
  id: number;
  message: string;
  confirm: string;
}

export const uiStore = proxy<{
  alerts: AlertItem[];
  notices: Notice[];
  confirm: ConfirmItem | null;
  domainModal: unknown | null;
  dialog: DialogId | null;
  /** S4 "sets the app window state": the download bar was closed this session (the layout gives its room back). */
  downloadBarClosed: boolean;
}>({
  alerts: [],
  notices: [],
  confirm: null,
  domainModal: null,
  dialog: null,
  downloadBarClosed: false, // services/install/download.ts reads the session flag at start
});
