/** What the UI host shows: alerts (each with OK), short notices, the domain modal, the open dialog. Data only; services/notify.ts fills it. */
import { proxy } from 'valtio';
import type { DialogId } from '../core/actions.ts';

export interface AlertItem {
  id: number;
  message: string;
}
export interface Notice {
  id: number;
  message: string;
  until: number;
}

export const uiStore = proxy<{
  alerts: AlertItem[];
  notices: Notice[];
  domainModal: unknown | null;
  dialog: DialogId | null;
}>({ alerts: [], notices: [], domainModal: null, dialog: null });
