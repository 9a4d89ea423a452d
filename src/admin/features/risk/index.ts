// The console's risk feature's public file: what other console features may import from it (the lint
// rule boundaries/public-entry, lint/boundaries.mjs).
export { riskApi, useRiskQuery } from './riskApi';
export { useControlMarketMutation } from './riskApi';
