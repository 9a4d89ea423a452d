// A local stand-in for Betfair's certificate log-in (POST /api/certlogin), for tests: HTTPS with a
// self-signed certificate made at test time by openssl (no network), it asks for the client's
// certificate and trusts only the one the test made for the account, as Betfair trusts only the one
// uploaded to it. It answers as Betfair does: 200 with `{ sessionToken, loginStatus }`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';

export interface TestCertificates {
  dir: string;
  /** The log-in server's own certificate (the client trusts it as its CA) and key. */
  serverCert: string;
  serverKey: string;
  /** The account's client certificate and key (BETFAIR_CERT_FILE, BETFAIR_KEY_FILE). */
  clientCert: string;
  clientKey: string;
  /** A certificate Betfair does not know (not uploaded to the account). */
  strangerCert: string;
  strangerKey: string;
  remove: () => void;
}

function selfSigned(dir: string, name: string, subject: string, extra: string[] = []): { cert: string; key: string } {
  const cert = path.join(dir, `${name}.crt`);
  const key = path.join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', subject, ...extra],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export function makeTestCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'betfair-login-'));
  const server = selfSigned(dir, 'server', '/CN=127.0.0.1', ['-addext', 'subjectAltName=IP:127.0.0.1']);
  const client = selfSigned(dir, 'client', '/CN=exchange-bot');
  const stranger = selfSigned(dir, 'stranger', '/CN=someone-else');
  return {
    dir,
    serverCert: server.cert,
    serverKey: server.key,
    clientCert: client.cert,
    clientKey: client.key,
    strangerCert: stranger.cert,
    strangerKey: stranger.key,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface LoginTestServerOptions {
  certificates: TestCertificates;
  appKey: string;
  username: string;
  password: string;
  /** The session tokens handed out, one per successful log-in, in order (the last one repeats). */
  tokens: string[];
}

export class LoginTestServer {
  /** Each request as the server read it (the password is checked, never kept). */
  readonly requests: Array<{ path: string; appKey: string | undefined; username: string | null; clientCertificate: boolean }> = [];
  private server: https.Server | null = null;
  private issued = 0;

  constructor(private readonly options: LoginTestServerOptions) {}

  async listen(): Promise<string> {
    const { certificates } = this.options;
    this.server = https.createServer(
      {
        cert: fs.readFileSync(certificates.serverCert),
        key: fs.readFileSync(certificates.serverKey),
        ca: [fs.readFileSync(certificates.clientCert)],
        requestCert: true,
        rejectUnauthorized: false,
      },
      (request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          const form = new URLSearchParams(body);
          const authorised = (request.socket as TLSSocket).authorized;
          const appKey = request.headers['x-application'];
          this.requests.push({
            path: request.url ?? '',
            appKey: typeof appKey === 'string' ? appKey : undefined,
            username: form.get('username'),
            clientCertificate: authorised,
          });
          const answer = (loginStatus: string, sessionToken = '') => {
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ sessionToken, loginStatus }));
          };
          if (request.method !== 'POST' || request.url !== '/api/certlogin') {
            response.writeHead(404).end();
          } else if (!authorised) answer('CERT_AUTH_REQUIRED');
          else if (appKey !== this.options.appKey) answer('INPUT_VALIDATION_ERROR');
          else if (form.get('username') !== this.options.username || form.get('password') !== this.options.password)
            answer('INVALID_USERNAME_OR_PASSWORD');
          else {
            const tokens = this.options.tokens;
            answer('SUCCESS', tokens[Math.min(this.issued, tokens.length - 1)]);
            this.issued += 1;
          }
        });
      },
    );
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the test log-in server has no port');
    return `https://127.0.0.1:${address.port}/api/certlogin`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
