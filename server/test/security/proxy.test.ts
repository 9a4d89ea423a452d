// TRUST_PROXY: X-Forwarded-For names the client only through proxies we trust. A client writing its
// own X-Forwarded-For (forged, rotated) is still itself: in /whoami, in the throttle, in the Origin check.
import { buildTestApp, type TestApp } from '../app';
import { parseTrustProxy, type TrustProxy } from '../../config';
import { SERVER_MSG } from '../../../src/domain/messages';

const PROXY = '10.0.0.5';
const CLIENT = '198.51.100.7';

async function withApp(trustProxy: TrustProxy, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await buildTestApp({ config: { trustProxy } });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const whoami = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({ method: 'GET', url: '/api/whoami', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

test('TRUST_PROXY parses hop counts, addresses and CIDRs, and refuses anything else', () => {
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy('0')).toBe(false);
  expect(parseTrustProxy('1')).toBe(1);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.4', '::1', 'fd00::/8']);
  for (const bad of ['true', 'yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '99'])
    expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
});

test('off (the default): X-Forwarded-For is ignored', async () => {
  await withApp(false, async (t) => {
    expect((await whoami(t, CLIENT, '1.2.3.4')).json().ip).toBe(CLIENT);
  });
});

test('a hop count of 1: the client is the address our one proxy saw, not what the client wrote before it', async () => {
  await withApp(1, async (t) => {
    // The proxy appends the address it saw; whatever the client put first is not believed.
    expect((await whoami(t, PROXY, `1.2.3.4, ${CLIENT}`)).json().ip).toBe(CLIENT);
    expect((await whoami(t, PROXY, CLIENT)).json().ip).toBe(CLIENT);
  });
});

test('a list of proxies: X-Forwarded-For is read only from them, right to left, up to the first address not in the list', async () => {
  await withApp(['10.0.0.0/8'], async (t) => {
    expect((await whoami(t, PROXY, `1.2.3.4, ${CLIENT}, 10.0.0.9`)).json().ip).toBe(CLIENT);
    // Straight from the internet: the socket is the client, its X-Forwarded-For a forgery.
    expect((await whoami(t, CLIENT, '1.2.3.4')).json().ip).toBe(CLIENT);
  });
});

test('rotating a forged X-Forwarded-For does not escape the log-in throttle', async () => {
  await withApp(['10.0.0.0/8'], async (t) => {
    const login = (pass: string, forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-for': forged },
        payload: { UserName: 'self1', pass, ip: forged, geoLocation: 'x' },
      });
    for (let i = 0; i < 5; i += 1) expect((await login(`wrong-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect((await login('self123', '203.0.113.99')).statusCode).toBe(429);
  });
});

test("behind a trusted TLS proxy the Origin's scheme is the proxy's (X-Forwarded-Proto); from anyone else it is not believed", async () => {
  await withApp(1, async (t) => {
    const logout = (remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/logout', remoteAddress, headers: { host: 'exchange.example', ...headers } });
    const https = { origin: 'https://exchange.example', 'x-forwarded-proto': 'https' };
    expect((await logout(PROXY, https)).statusCode).toBe(200);
    expect((await logout(PROXY, { origin: 'https://exchange.example' })).json().message).toBe(SERVER_MSG.crossSite);
  });
  await withApp(false, async (t) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      remoteAddress: CLIENT,
      headers: { host: 'exchange.example', origin: 'https://exchange.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(403);
  });
});
