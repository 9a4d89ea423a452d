// The admin API over HTTP, as the operator: logs in once, keeps the session cookie, logs out at the end.
// Every call carries the server's own Origin: the server refuses state-changing calls without one
// (server/lib/access.ts), as it would a page of another site.
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../lib/access';

export class ServerError extends Error {
  override name = 'ServerError';
  constructor(
    readonly status: number,
    message: string,
    /** The log-in needs a two-factor code. */
    readonly codeNeeded = false,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export class OperatorClient {
  private cookie = '';
  private readonly origin: string;

  constructor(private readonly apiUrl: string) {
    // A malformed OPERATOR_URL fails at the first call, as "Cannot reach …", like an unreachable one.
    this.origin = URL.canParse(apiUrl) ? new URL(apiUrl).origin : '';
  }

  /**
   * Logs in as a staff member. An account with two-factor on needs a code: `totp`, or else `askCode`
   * is asked once the server says a code is needed.
   */
  async login(username: string, password: string, totp?: string, askCode?: () => Promise<string | undefined>): Promise<void> {
    let response: Response;
    try {
      response = await this.send('POST', '/admin/login', totp === undefined ? { username, password } : { username, password, totp });
    } catch (error) {
      const code = totp === undefined && error instanceof ServerError && error.codeNeeded ? await askCode?.() : undefined;
      if (!code) throw error;
      response = await this.send('POST', '/admin/login', { username, password, totp: code });
    }
    const sessionCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`${SECURE_SESSION_COOKIE}=`));
    if (!sessionCookie) throw new ServerError(response.status, 'The server did not start a session.');
    this.cookie = sessionCookie;
  }

  async logout(): Promise<void> {
    if (!this.cookie) return;
    await this.send('POST', '/admin/logout').catch(() => undefined);
    this.cookie = '';
  }

  /** The JSON answer of a call under the API base; a non-2xx answer throws with the server's message. */
  async call<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    return (await response.json()) as T;
  }

  /** The raw bytes of a GET under the API base (images), with their content type. */
  async download(path: string): Promise<{ bytes: Buffer; contentType: string }> {
    const response = await this.send('GET', path);
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
  }

  private async send(method: Method, path: string, body?: unknown): Promise<Response> {
    const url = `${this.apiUrl}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...(this.origin ? { origin: this.origin } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ServerError(0, `Cannot reach ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
    if (!response.ok) {
      const text = await response.text();
      let message = text || response.statusText;
      let codeNeeded = false;
      try {
        const body = JSON.parse(text) as { message?: string; totpRequired?: boolean };
        message = body.message ?? message;
        codeNeeded = body.totpRequired === true;
      } catch {
        // not JSON: keep the text
      }
      throw new ServerError(response.status, `${response.status} ${message}`, codeNeeded);
    }
    return response;
  }
}
