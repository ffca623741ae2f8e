import { createStore } from 'jotai';

/** The one jotai store of the app (DESIGN §3 rule 6); non-React code such as the service-worker glue writes here. */
export const appStore = createStore();
