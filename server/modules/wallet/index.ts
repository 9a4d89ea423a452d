// The wallet module's public file: what app.ts imports from it (no other module needs the wallet's
// internals; money itself moves through server/money).
export { default as walletRoutes } from './routes';
