// A stand-in for the wallet server where the network is not the point of a test: fetch answers from a
// table of routes ('METHOD /path' under the API base) and every call is recorded, multipart ones too
// (their text fields as an object, the file as its name).
export type StubAnswer = { status?: number; body?: unknown } | 'network-error';
export type StubRoute = StubAnswer | ((call: StubCall) => StubAnswer);

export interface StubCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An absolute API base: Node's Request, under jsdom, refuses relative URLs. */
export const TEST_API_BASE = 'http://localhost/api';

async function bodyOf(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `file:${(value as File).name}`;
    });
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

export function stubWalletServer(routes: Record<string, StubRoute>) {
  const calls: StubCall[] = [];
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, apiBase: TEST_API_BASE };
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const call: StubCall = { method: request.method, path, query: Object.fromEntries(url.searchParams), body: await bodyOf(request) };
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) return json(404, { message: `no stub for ${call.method} ${path}` });
    return json(answer.status ?? 200, answer.body ?? {});
  });
  return {
    calls,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    restore: () => spy.mockRestore(),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
