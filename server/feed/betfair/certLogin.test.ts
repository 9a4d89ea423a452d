// Betfair's certificate log-in against a local HTTPS stand-in that checks the client certificate
// (certificates made by openssl at test time, no network): the session token on success; a refused
// log-in with Betfair's status and its meaning, never the password; and the stream client logging in
// again when the stream refuses its session.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, parseFeedSource } from '../../config';
import type { FeedResult } from '../types';
import { BetfairLoginError, certLogin } from './certLogin';
import { StreamClient } from './streamClient';
import { EsaTestServer } from './testing/esaTestServer';
import { raceLines } from './testing/sheffieldRaceFile';
import { streamClientOptions } from './testing/streamClientUnderTest';
import { LoginTestServer, makeTestCertificates, type TestCertificates } from './testing/loginTestServer';

const lines = raceLines;
const PASSWORD = 'correct horse battery staple';

let certificates: TestCertificates;
let loginServer: LoginTestServer;
let url: string;

beforeAll(() => {
  certificates = makeTestCertificates();
});
afterAll(() => certificates.remove());
afterEach(() => loginServer.close());

async function startLoginServer(tokens: string[]): Promise<void> {
  loginServer = new LoginTestServer({ certificates, appKey: 'app-key', username: 'exchange-bot', password: PASSWORD, tokens });
  url = await loginServer.listen();
}

const login = (overrides: Partial<Parameters<typeof certLogin>[0]> = {}) =>
  certLogin({
    url,
    appKey: 'app-key',
    username: 'exchange-bot',
    password: PASSWORD,
    certFile: certificates.clientCert,
    keyFile: certificates.clientKey,
    ca: fs.readFileSync(certificates.serverCert),
    ...overrides,
  });

test('with the client certificate, the username and password: the session token; the request is the one Betfair documents', async () => {
  await startLoginServer(['session-1']);
  await expect(login()).resolves.toBe('session-1');
  expect(loginServer.requests).toEqual([{ path: '/api/certlogin', appKey: 'app-key', username: 'exchange-bot', clientCertificate: true }]);
});

test("a wrong password: Betfair's INVALID_USERNAME_OR_PASSWORD with its meaning, and the password in no message", async () => {
  await startLoginServer(['session-1']);
  const refused = await login({ password: 'wrong password' }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(BetfairLoginError);
  expect(refused).toMatchObject({
    code: 'INVALID_USERNAME_OR_PASSWORD',
    message: 'INVALID_USERNAME_OR_PASSWORD: the username or password is wrong (BETFAIR_USERNAME, BETFAIR_PASSWORD)',
  });
  expect(String((refused as Error).message)).not.toContain('wrong password');
});

test('a certificate Betfair does not know: CERT_AUTH_REQUIRED, told to check the certificate files', async () => {
  await startLoginServer(['session-1']);
  await expect(login({ certFile: certificates.strangerCert, keyFile: certificates.strangerKey })).rejects.toMatchObject({
    code: 'CERT_AUTH_REQUIRED',
    meaning: expect.stringContaining('BETFAIR_CERT_FILE'),
  });
  await expect(login({ certFile: path.join(certificates.dir, 'missing.crt') })).rejects.toMatchObject({ code: 'CERT_FILES' });
});

test('the stream refuses an expired session: the client logs in again and subscribes; a refused log-in is logged once, without the password', async () => {
  await startLoginServer(['expired-session', 'fresh-session']);
  const esa = new EsaTestServer({ lines, appKey: 'app-key', sessionToken: 'fresh-session' });
  const port = await esa.listen();
  const logged: string[] = [];
  const stream = new StreamClient(
    streamClientOptions(port, { appKey: 'app-key', sessionToken: '', login: () => login(), log: (line) => logged.push(line) }),
  );
  const results: FeedResult[] = [];
  stream.onResult((r) => results.push(r));
  try {
    await stream.start();
    const end = Date.now() + 10_000;
    while (results.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    await stream.stop();
    await esa.close();
  }
  expect(stream.logins).toBe(2);
  expect(esa.subscriptions).toHaveLength(1);
  expect(results).toEqual([expect.objectContaining({ marketId: '1.197931750', winnerSelectionId: 37947503 })]);
  expect(logged).toEqual(['[betfair] INVALID_SESSION_INFORMATION: the session token is not valid or has expired: log in again']);

  // A wrong password: told once with Betfair's status and its meaning, retried, the password nowhere.
  const refusedLog: string[] = [];
  const refusing = new StreamClient(
    streamClientOptions(port, {
      appKey: 'app-key',
      sessionToken: '',
      login: () => login({ password: 'hunter2-wrong' }),
      log: (line) => refusedLog.push(line),
      backoffMaxMs: 50,
      firstImageTimeoutMs: 300,
    }),
  );
  await refusing.start();
  const end = Date.now() + 5000;
  while (refusing.recentErrors.length < 2 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  await refusing.stop();
  expect(refusing.recentErrors.length).toBeGreaterThanOrEqual(2);
  expect(refusedLog).toEqual([
    '[betfair] INVALID_USERNAME_OR_PASSWORD: log-in refused: the username or password is wrong (BETFAIR_USERNAME, BETFAIR_PASSWORD)',
  ]);
  expect(JSON.stringify([refusedLog, refusing.recentErrors])).not.toContain('hunter2');
});

test("configuration: the four log-in variables make the certificate log-in (Betfair's URL unless BETFAIR_LOGIN_URL); some of them is an error", () => {
  const env = {
    FEED_SOURCE: 'betfair',
    BETFAIR_APP_KEY: 'app-key',
    BETFAIR_USERNAME: 'exchange-bot',
    BETFAIR_PASSWORD: PASSWORD,
    BETFAIR_CERT_FILE: '/etc/betfair/client.crt',
    BETFAIR_KEY_FILE: '/etc/betfair/client.key',
  };
  expect(parseFeedSource(env).stream.login).toEqual({
    url: 'https://identitysso-cert.betfair.com/api/certlogin',
    username: 'exchange-bot',
    password: PASSWORD,
    certFile: '/etc/betfair/client.crt',
    keyFile: '/etc/betfair/client.key',
  });
  expect(parseFeedSource({ ...env, BETFAIR_LOGIN_URL: 'https://127.0.0.1:9443/api/certlogin' }).stream.login?.url).toBe(
    'https://127.0.0.1:9443/api/certlogin',
  );
  expect(() => parseFeedSource({ ...env, BETFAIR_KEY_FILE: '' })).toThrow(
    'needs all of BETFAIR_USERNAME, BETFAIR_PASSWORD, BETFAIR_CERT_FILE, BETFAIR_KEY_FILE',
  );
  expect(() => parseFeedSource({ FEED_SOURCE: 'betfair', BETFAIR_APP_KEY: 'app-key' })).toThrow('BETFAIR_SESSION_TOKEN');
  expect(
    loadConfig({ FEED_SOURCE: 'betfair', BETFAIR_APP_KEY: 'k', BETFAIR_SESSION_TOKEN: 't' } as NodeJS.ProcessEnv).feedSource.stream.login,
  ).toBeNull();
});
