// Betfair's non-interactive ("bot") log-in: POST the account's username and password as a form to
// the certificate log-in URL, over TLS with the account's client certificate (the one uploaded to
// Betfair), with the application key in X-Application. Betfair answers JSON
// `{ sessionToken, loginStatus }`: loginStatus SUCCESS carries the session token the stream
// authenticates with; any other status says why not. The password never leaves this file: it is
// sent in the body and appears in no log line or error.
import fs from 'node:fs';
import https from 'node:https';

/** What Betfair's login statuses mean, for the one log line a failed log-in gets. */
export const LOGIN_STATUS_MEANINGS: Record<string, string> = {
  INVALID_USERNAME_OR_PASSWORD: 'the username or password is wrong (BETFAIR_USERNAME, BETFAIR_PASSWORD)',
  ACCOUNT_NOW_LOCKED: 'the account has just been locked after too many wrong passwords',
  ACCOUNT_ALREADY_LOCKED: 'the account is locked: ask Betfair to unlock it',
  PENDING_AUTH: 'the account is waiting for Betfair to authorise it',
  TELBET_TERMS_CONDITIONS_NA: "Betfair's telephone betting terms have not been accepted",
  DUPLICATE_CARDS: 'Betfair found another account with the same payment card',
  SECURITY_QUESTION_WRONG_3X: 'the security question was answered wrongly three times',
  KYC_SUSPEND: "the account is suspended until Betfair's identity checks are done",
  SUSPENDED: 'the account is suspended',
  CLOSED: 'the account is closed',
  SELF_EXCLUDED: 'the account holder has excluded themselves',
  SECURITY_RESTRICTED_LOCATION: 'Betfair does not allow log-ins from where this server is',
  BETTING_RESTRICTED_LOCATION: 'Betfair does not allow betting from where this server is',
  CERT_AUTH_REQUIRED:
    'Betfair did not accept the client certificate (BETFAIR_CERT_FILE, BETFAIR_KEY_FILE): is it the one uploaded to the account?',
  CHANGE_PASSWORD_REQUIRED: "the account's password must be changed on Betfair's site first",
  PERSONAL_MESSAGE_REQUIRED: "a message from Betfair waits to be read on Betfair's site",
  ACTIONS_REQUIRED: 'Betfair asks for actions on its site (terms, checks) before this account may log in',
  MULTIPLE_USERS_WITH_SAME_CREDENTIAL: 'more than one account has these credentials',
  NOT_AUTHORIZED_BY_REGULATOR_DK: 'the Danish regulator has not authorised the account',
  NOT_AUTHORIZED_BY_REGULATOR_IT: 'the Italian regulator has not authorised the account',
  INPUT_VALIDATION_ERROR: 'Betfair could not read the log-in request',
  TEMPORARY_BAN_TOO_MANY_REQUESTS: 'too many log-ins: Betfair has barred this account for 20 minutes',
};

export interface CertLoginOptions {
  url: string;
  appKey: string;
  username: string;
  password: string;
  certFile: string;
  keyFile: string;
  /** Tests: the certificate authority that signed the log-in server's certificate (a local test server's own). */
  ca?: string | Buffer;
  timeoutMs?: number;
}

/** A log-in Betfair refused, or one that did not get an answer: its code and what it means. */
export class BetfairLoginError extends Error {
  constructor(
    readonly code: string,
    readonly meaning: string,
  ) {
    super(`${code}: ${meaning}`);
    this.name = 'BetfairLoginError';
  }
}

/** Logs in with the client certificate; resolves to the session token or rejects with a BetfairLoginError. */
export async function certLogin(options: CertLoginOptions): Promise<string> {
  let cert: Buffer;
  let key: Buffer;
  try {
    cert = fs.readFileSync(options.certFile);
    key = fs.readFileSync(options.keyFile);
  } catch (error) {
    throw new BetfairLoginError('CERT_FILES', `the client certificate or key cannot be read (${(error as Error).message})`);
  }
  const body = new URLSearchParams({ username: options.username, password: options.password }).toString();
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = https.request(
      options.url,
      {
        method: 'POST',
        cert,
        key,
        ca: options.ca,
        headers: {
          'X-Application': options.appKey,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Accept: 'application/json',
        },
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', (error) => reject(new BetfairLoginError('LOGIN_UNREACHABLE', `${options.url}: ${error.message}`)));
    request.end(body);
  });
  let parsed: { sessionToken?: unknown; loginStatus?: unknown };
  try {
    parsed = JSON.parse(answer.text) as typeof parsed;
  } catch {
    throw new BetfairLoginError('LOGIN_ANSWER', `HTTP ${answer.status} without the JSON Betfair answers with`);
  }
  const status = typeof parsed.loginStatus === 'string' ? parsed.loginStatus : 'UNKNOWN';
  if (status === 'SUCCESS' && typeof parsed.sessionToken === 'string' && parsed.sessionToken !== '') return parsed.sessionToken;
  throw new BetfairLoginError(status, LOGIN_STATUS_MEANINGS[status] ?? 'a log-in status Betfair did not describe');
}
