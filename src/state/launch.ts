/** A game launch in progress (services/games/launch-flow.ts writes it; the launch page and the trial overlay show it). */
import { proxy } from 'valtio';

export type LaunchStatus = 'idle' | 'starting' | 'timeout' | 'failed';
export const launchStore = proxy<{ status: LaunchStatus; title: string; trial: boolean; message: string }>({
  status: 'idle',
  title: '',
  trial: false,
  message: '',
});
