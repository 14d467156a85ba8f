/** The services behind named actions that need the back end (auth, SMS). Filled in by the access flows. */
import type { RuntimeValue } from '../runtime/context.ts';

export const actionServices: RuntimeValue['actions']['services'] = {};
