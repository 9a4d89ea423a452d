// The layout feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Components shown by another feature are composed in app/.
export { exposureClicked } from './layoutActions';
