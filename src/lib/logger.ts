// The app's logger: the one structured logger (structured-log.mjs, shared with the server entry
// and the cache handler), under the name the app imports.
export { logger, type LogFields } from './structured-log.mjs';
