// The console's requests feature's public file: what other console features may import from it (the lint
// rule boundaries/public-entry, lint/boundaries.mjs).
export { requestsApi, usePendingRequestsQuery, usePlayerRequestsQuery } from './requestsApi';
