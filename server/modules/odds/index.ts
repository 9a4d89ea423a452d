// The odds module's public file: what other server modules may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Everything else in the folder is the module's own.
export { sendCached } from './cachedReply';
