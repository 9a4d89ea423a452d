// The wallet feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Components shown by another feature are composed in app/.
export { useBalanceQuery, walletApi } from './walletApi';
export { formatWalletDate, requestTitle } from './walletFormat';
