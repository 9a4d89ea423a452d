// The sports module's public file: what other server modules may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Everything else in the folder is the module's own.
export { SPORTS_MSG } from './messages';
export { eventRowOr404 } from './service';
export * as sportsSchemas from './schemas';
