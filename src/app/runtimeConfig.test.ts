// Where the SPA finds its run-time configuration (runtimeConfig.ts): the data block the server writes
// into the page, and window.__APP_CONFIG__ over it (webpack's dev server's /config.js; tests).
import type { RuntimeConfig } from '../domain/contract/runtimeConfig';

/** getRuntimeConfig of a freshly loaded module (it parses the page's block once). */
const fresh = (): (() => RuntimeConfig) => {
  let get: () => RuntimeConfig = () => {
    throw new Error('not loaded');
  };
  jest.isolateModules(() => {
    get = jest.requireActual<typeof import('./runtimeConfig')>('./runtimeConfig').getRuntimeConfig;
  });
  return get;
};

const saved = window.__APP_CONFIG__;
afterEach(() => {
  document.getElementById('app-config')?.remove();
  window.__APP_CONFIG__ = saved;
});

test('the data block in the page', () => {
  delete window.__APP_CONFIG__;
  document.head.insertAdjacentHTML(
    'beforeend',
    '<script id=app-config type=application/json>{"apiBase":"/api","loginCookieKey":"cookie-key","payloadKey":"\\u003c/script>"}</script>',
  );
  expect(fresh()()).toEqual({ apiBase: '/api', loginCookieKey: 'cookie-key', payloadKey: '</script>' });
});

test('window.__APP_CONFIG__ wins over the block; no block and no script: the fallback', () => {
  window.__APP_CONFIG__ = { apiBase: 'http://localhost/api' };
  expect(fresh()()).toEqual({ apiBase: 'http://localhost/api', loginCookieKey: '', payloadKey: '' });
  delete window.__APP_CONFIG__;
  expect(fresh()()).toEqual({ apiBase: '/api', loginCookieKey: '', payloadKey: '' });
});
