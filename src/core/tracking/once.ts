/** S4: "firstOpen fires once; viewContent once per session; a2hsFirstOpen once." (own module: the entry chunk needs only this) */
import type { TrackName } from './events.ts';

export const ONCE: Partial<Record<TrackName, 'device' | 'session'>> = {
  firstOpen: 'device',
  viewContent: 'session',
  a2hsFirstOpen: 'device',
};
