// A stand-in for the report calls where the network is not the point of a test: fetch answers from a
// table of routes ('GET /path' under the API base, or a function of the call) and records each call
// with its query, so a test can count calls and read what was asked.
export const TEST_API_BASE = 'http://localhost/api';

export interface ReportCall {
  method: string;
  path: string;
  query: Record<string, string>;
}

export type ReportAnswer = { status?: number; statusText?: string; body?: unknown };
export type ReportRoute = ReportAnswer | ((call: ReportCall) => ReportAnswer);

export function stubReports(routes: Record<string, ReportRoute>) {
  const calls: ReportCall[] = [];
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, apiBase: TEST_API_BASE };
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: ReportCall = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) return json({ status: 404, statusText: 'Not Found', body: { message: `no stub for ${call.method} ${call.path}` } });
    return json(answer);
  });
  return {
    calls,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    restore: () => spy.mockRestore(),
  };
}

function json({ status = 200, statusText, body = {} }: ReportAnswer): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}
