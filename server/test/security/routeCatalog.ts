// Every route the app registers, with its access and its request schemas, read from the app itself
// (so a route added tomorrow is walked by the security and fuzz tests without anyone listing it).
// Fastify shows a route's context to the router's `buildPrettyMeta` when printRoutes asks for meta:
// we pass our own, keep what it is shown, and print once.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Access } from '../../lib/access';
import { buildTestApp, type TestApp } from '../app';
import { useApp, type Started, type Who } from '../fixtures';

export interface RequestSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  [key: string]: unknown;
}

export interface CatalogRoute {
  method: string;
  /** The full path with its :params, e.g. /api/expo1/:userId/:selfUser. */
  url: string;
  access: Access;
  /** The staff permission an /api/admin route declares (server/modules/operator/permissions.ts). */
  permission?: string;
  schema: RequestSchemas;
  /** Is it one of the /api routes (access checks, CSRF), or the SPA's files? */
  api: boolean;
}

interface RouteContext {
  config?: { access?: Access; permission?: string; url?: string; method?: string };
  schema?: RequestSchemas;
}

export interface RouteCatalog {
  /** Pass to buildTestApp({ server }) / buildApp(deps, options). */
  server: FastifyServerOptions;
  /** After app.ready(): every route but the HEADs Fastify adds for GETs. */
  read(app: FastifyInstance, apiBase?: string): CatalogRoute[];
}

export function routeCatalog(): RouteCatalog {
  const seen = new Map<string, CatalogRoute>();
  let apiBase = '/api';
  const server: FastifyServerOptions = {
    // find-my-way's option; Fastify passes it through but does not declare it in its types.
    routerOptions: {
      buildPrettyMeta: (route: { method: string; path: string; store: RouteContext }) => {
        const { method, path, store } = route;
        if (method === 'HEAD') return {};
        const api = path.startsWith(`${apiBase}/`);
        const declared = store?.config?.access;
        const access: Access = !api ? 'public' : (declared ?? (path.startsWith(`${apiBase}/admin`) ? 'operator' : 'player'));
        const permission = store?.config?.permission;
        seen.set(`${method} ${path}`, { method, url: path, access, permission, schema: store?.schema ?? {}, api });
        return {};
      },
    } as FastifyServerOptions['routerOptions'],
  };
  return {
    server,
    read(app, base = '/api') {
      apiBase = base;
      seen.clear();
      app.printRoutes({ includeMeta: true, commonPrefix: false });
      return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    },
  };
}

/** The fields of a schema that carry the acting user's id (the names server/lib/access.ts checks). */
export const USER_ID_FIELDS = ['userId', 'UserId', 'user'] as const;

export function userIdFields(schema: JsonSchema | undefined): string[] {
  const properties = schema?.properties ?? {};
  return USER_ID_FIELDS.filter((name) => name in properties);
}

/**
 * useApp on an app built with a route catalog, with `routes`: every route it registers, read once it
 * is up. The files that walk every route (user ids, the wallet's access) share this set-up; `build`
 * is given the catalog's server options (default buildTestApp), `then` is the file's own extra set-up.
 */
export function useCatalogApp<A extends TestApp = TestApp, W extends Who = never, X extends object = object>(
  options: {
    build?: (server: FastifyServerOptions) => Promise<A>;
    signIn?: readonly W[];
    then?: (started: Started<A, W> & { routes: CatalogRoute[] }) => Promise<X>;
  } = {},
): Started<A, W> & { routes: CatalogRoute[] } & X {
  const catalog = routeCatalog();
  const build = options.build ?? ((server: FastifyServerOptions) => buildTestApp({ server }) as Promise<A>);
  return useApp({
    build: () => build(catalog.server),
    signIn: options.signIn,
    then: async (started) => {
      const withRoutes = { ...started, routes: catalog.read(started.t.app) };
      return { routes: withRoutes.routes, ...((await options.then?.(withRoutes)) as X) };
    },
  });
}
