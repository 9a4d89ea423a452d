// The operator's console is the build's second page: /admin and its client-side routes answer
// admin.html, every other page route the player's index.html, and API paths stay JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from './app';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>player</title>');
  fs.writeFileSync(path.join(webDir, 'admin.html'), '<!doctype html><title>console</title>');
  t = await buildTestApp({ config: { webDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

test.each(['/admin', '/admin/', '/admin/deposits', '/admin/players/self1?tab=ledger', '/admin?x=1'])(
  '%s answers the console page',
  async (url) => {
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>console</title>');
  },
);

test.each(['/', '/login', '/administrator', '/adminx/deposits', '/matchscore/4/1'])('%s answers the player page', async (url) => {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>player</title>');
});

test('admin API paths stay JSON 404s and 401s, never the page', async () => {
  const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/nothing-here' });
  expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/wallet-requests' });
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.json()).toMatchObject({ isSuccess: false });
});
