// The wallet feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
export { useBalanceQuery, walletApi } from './walletApi';
export { formatWalletDate, requestTitle } from './walletFormat';
