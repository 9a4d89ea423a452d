// The prices module's public file: what app.ts imports from it.
export { default as pricesRoutes } from './routes';
