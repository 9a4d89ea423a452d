// The one stand-in for the server in web tests, at the request level: msw answers the real `fetch`
// that RTK Query's fetchBaseQuery makes (headers, bodies, status codes and all), so the base query,
// the endpoints' URLs and the response handling run as in the browser. A test gives a table of routes
// ('METHOD /path' under the API base: an answer, or a function of the call for a server that changes
// mid-test like a ticking feed); every call is recorded, multipart ones too (their text fields as an
// object, a file as `file:<name>`). A call no route answers gets 404 `{ message: 'no stub for …' }`.
//
// Why msw runs here without polyfills: the web project's environment is `jest-fixed-jsdom` (jest.config.ts),
// jsdom with Node's own fetch, Request, Response, streams and TextEncoder put back (jsdom removes them,
// and msw's interceptors need Node's), and with the browser export condition switched off so that
// `msw/node` loads its Node build. The server starts once per test file (jest.setup.web.ts) and drops a
// test's routes after it.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorBody } from '../domain/contract/auth';
import type { PlayerApi } from './contract';

/** An absolute API base: Node's Request, under jsdom, refuses relative URLs. */
export const TEST_API_BASE = 'http://localhost/api';

export interface ApiCall {
  method: string;
  /** The path under the API base, e.g. '/expo1/7/0'. */
  path: string;
  query: Record<string, string>;
  /** JSON as an object, multipart as its fields, none as undefined. */
  body: unknown;
  /** The whole URL, query string included. */
  url: string;
}

type Loose<T> = T extends readonly unknown[] ? T : Partial<T>;
/** A failure's body is the contract's ErrorBody (`{ message, isSuccess: false }`, spec §8), whatever the route. */
export type Answer<B = unknown> =
  { status?: number; statusText?: string; body?: B | Partial<ErrorBody>; headers?: Record<string, string> } | 'network-error';
export type Route<B = unknown> = Answer<B> | ((call: ApiCall) => Answer<B>);
/** The body a route answers with: the contract's (./contract.ts) for a route of the spec's API written
 * out in the table; anything for other routes and for keys only known as `string`. */
type BodyOf<K> = string extends K ? unknown : K extends keyof PlayerApi ? Loose<PlayerApi[K]> : unknown;
/** The answer of one route, e.g. RouteOf<'POST /saveBet'>. */
export type RouteOf<K extends string> = Route<BodyOf<K>>;
export type Routes<K extends string = string> = { [P in K]: Route<BodyOf<P>> };

export const server = setupServer();

async function bodyOf(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const fields: Record<string, string> = {};
    (await request.formData()).forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `file:${(value as File).name}`;
    });
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

async function callOf(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.slice(new URL(TEST_API_BASE).pathname.length),
    query: Object.fromEntries(url.searchParams),
    body: await bodyOf(request),
    url: request.url,
  };
}

function reply(answer: Answer): Response {
  if (answer === 'network-error') return HttpResponse.error();
  return HttpResponse.json(answer.body ?? {}, { status: answer.status ?? 200, statusText: answer.statusText, headers: answer.headers });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Serves `routes` for the rest of the test (replacing any earlier table) and records every call. */
export function mockApi<K extends string>(routes: Routes<K>) {
  const calls: ApiCall[] = [];
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, apiBase: TEST_API_BASE };
  const answered = Object.entries<Route>(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    // The exact path (a RegExp, not an msw path pattern: ':' and '*' in ids are not parameters).
    return http[method.toLowerCase() as 'get'](new RegExp(`^${escape(TEST_API_BASE + path)}$`), async ({ request }) => {
      const call = await callOf(request);
      calls.push(call);
      return reply(typeof route === 'function' ? route(call) : route);
    });
  });
  const unanswered = http.all(`${TEST_API_BASE}/*`, async ({ request }) => {
    const call = await callOf(request);
    calls.push(call);
    return reply({ status: 404, statusText: 'Not Found', body: { message: `no stub for ${call.method} ${call.path}` } });
  });
  server.resetHandlers(...answered, unanswered);
  return {
    calls,
    /** The calls made to one route, e.g. 'POST /user/auth/login'. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    /** Stops answering (the test's later calls fail as unhandled). */
    restore: () => server.resetHandlers(),
  };
}

export type MockedApi = ReturnType<typeof mockApi>;

/** What /whoami answers on a developer's machine. */
export const LOCAL_WHOAMI = { ip: '127.0.0.1', city: 'Local', region: 'Local', country: 'Local' };
