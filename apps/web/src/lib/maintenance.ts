import { createStore } from './store.ts';

/** Switched on by a 502 answer (spec 002 section 8); the shell then replaces the content with a notice. */
export const maintenanceMode = createStore(false);
