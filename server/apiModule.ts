// What each area's routes.ts exports: a Fastify plugin given the app's dependencies. It lives in its
// own file, not in app.ts, so that app.ts imports the modules and no module imports app.ts back.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';

export type ApiModule = (api: FastifyInstance, deps: AppDeps) => Promise<void> | void;
