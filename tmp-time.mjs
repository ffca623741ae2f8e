import { openPgliteThread } from './dist/server/pglite-thread-entry.js';
