// helmet's headers and the Content-Security-Policy on everything the server answers: the SPA's page,
// its runtime config, API answers (success and failure). The policy allows our own origin only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../app';
import { logIn } from '../auth/testSupport';

let t: TestApp;
let webDir: string;
let cookie: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><script src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'main.js'), 'console.log(1)');
  t = await buildTestApp({ config: { webDir } });
  cookie = (await logIn(t.app, 'player1', 'player123')).cookie;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name, sources];
      }),
  );
}

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const ANSWERS: Array<[string, () => Promise<Answer>]> = [
  ['the SPA page', () => t.app.inject({ method: 'GET', url: '/login' })],
  ['a client route of the SPA', () => t.app.inject({ method: 'GET', url: '/matchscore/4/1/1.1' })],
  ['a static file', () => t.app.inject({ method: 'GET', url: '/main.js' })],
  ['the runtime config', () => t.app.inject({ method: 'GET', url: '/config.js' })],
  ['an API answer', () => t.app.inject({ method: 'GET', url: '/api/GetStackLimit', headers: { cookie } })],
  ['a public API answer', () => t.app.inject({ method: 'GET', url: '/api/health' })],
  ['an API refusal (401)', () => t.app.inject({ method: 'GET', url: '/api/GetStackLimit' })],
  ['an unknown API path (404)', () => t.app.inject({ method: 'GET', url: '/api/nothing-here' })],
  ['a validation failure (400)', () => t.app.inject({ method: 'GET', url: '/api/expo1/abc/0', headers: { cookie } })],
];

test.each(ANSWERS)('helmet headers and the CSP on %s', async (what, send) => {
  const response = await send();
  expect({ what, status: response.statusCode < 500 }).toEqual({ what, status: true });
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'origin-agent-cluster': '?1',
    'x-xss-protection': '0',
  });
  expect(response.headers['x-powered-by']).toBeUndefined();
  // Plain HTTP on a LAN: HSTS belongs to the TLS proxy in front, never to this server.
  expect(response.headers['strict-transport-security']).toBeUndefined();

  const csp = policy(response.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
  // Nothing from another host: every source is a keyword, 'self', or data:/blob: (images, fonts, the OCR worker).
  for (const [directive, sources] of csp) {
    for (const source of sources)
      expect({ directive, source, ok: /^'[a-z-]+'$/.test(source) || source === 'data:' || source === 'blob:' }).toEqual({
        directive,
        source,
        ok: true,
      });
  }
  // Scripts: no inline code, no eval (only WebAssembly compilation, which tesseract.js needs).
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
});

test('the SPA page is HTML that is revalidated; API answers are JSON', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/login' });
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-cache');
  const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(api.headers['content-type']).toMatch(/^application\/json/);
  expect(api.json()).toMatchObject({ isSuccess: false });
});
