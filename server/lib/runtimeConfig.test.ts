// The configuration inline in the pages the server sends (runtimeConfig.ts): it takes the place of the
// build's /config.js script, cannot close its element whatever the values, and reaches a page that has
// no such script too.
import { loadConfig } from '../config';
import { withRuntimeConfig } from './runtimeConfig';

const config = { ...loadConfig({}), loginCookieKey: 'cookie-key', payloadKey: 'payload-key' };
const block = (json: string) => `<script id=app-config type=application/json>${json}</script>`;
const JSON_TEXT = '{"apiBase":"/api","loginCookieKey":"cookie-key","payloadKey":"payload-key"}';

describe('withRuntimeConfig', () => {
  test.each([
    [
      'the build (minified)',
      '<head><title>x</title><script defer src=/config.js></script><script defer src=/assets/main.1a2b3c4d.js></script></head>',
    ],
    ['the admin page', '<head><script src="/config.js"></script></head>'],
  ])('replaces /config.js in %s with the JSON data block', (_, html) => {
    const page = withRuntimeConfig(html, config);
    expect(page).not.toContain('config.js');
    expect(page).toContain(block(JSON_TEXT));
    expect(page.indexOf('app-config')).toBe(html.indexOf('<script') + '<script id='.length);
  });

  test('a page without the script gets the block at the end of its head', () => {
    expect(withRuntimeConfig('<head><title>x</title></head><body></body>', config)).toBe(
      `<head><title>x</title>${block(JSON_TEXT)}</head><body></body>`,
    );
  });

  test('no value can end the element early: "<" is written as \\u003c, and the JSON reads back the same', () => {
    const hostile = { ...config, payloadKey: '</script><script>alert(1)</script>' };
    const page = withRuntimeConfig('<head><script src=/config.js></script></head>', hostile);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const opening = 'type=application/json>';
    const json = page.slice(page.indexOf(opening) + opening.length, page.lastIndexOf('</script>'));
    expect(JSON.parse(json).payloadKey).toBe(hostile.payloadKey);
  });
});
