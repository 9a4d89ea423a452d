// The ops module's public file: readiness and the token-guarded metrics route.
export { default as opsRoutes } from './routes';
