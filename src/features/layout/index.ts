// The layout feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
export { exposureClicked } from './layoutActions';
