// A local Exchange Stream server for tests (a plain socket): it greets, checks the app key and
// session token, and answers a marketSubscription by replaying a file's lines as the stream. Its
// clk is the index of the line last sent, so a resubscription with a clk continues right after it
// (RESUB_DELTA), as Betfair does. It can drop the connection after a given line, once.
import net from 'node:net';

export interface EsaTestServerOptions {
  lines: string[];
  appKey: string;
  sessionToken: string;
  /** Close the first subscribed connection right after sending this line index. */
  dropAfter?: number;
  /** Pause between two lines sent (ms). */
  paceMs?: number;
  /** Awaited before each line is sent: a test holds the stream at a moment of the file. */
  holdBefore?: (index: number) => Promise<void> | void;
}

export class EsaTestServer {
  /** Every line index sent, in order, over all connections. */
  readonly sent: number[] = [];
  readonly subscriptions: Array<Record<string, unknown>> = [];
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private dropped = false;

  constructor(private readonly options: EsaTestServerOptions) {}

  async listen(): Promise<number> {
    this.server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the test ESA server has no port');
    return address.port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private serve(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    const write = (message: unknown) => socket.write(`${JSON.stringify(message)}\r\n`);
    write({ op: 'connection', connectionId: `test-${this.sockets.size}` });
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const request = JSON.parse(buffer.slice(0, end)) as Record<string, unknown>;
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (request.op === 'authentication') {
          if (request.appKey !== this.options.appKey) {
            write({ op: 'status', id: request.id, statusCode: 'FAILURE', errorCode: 'INVALID_APP_KEY', connectionClosed: true });
            socket.end();
          } else if (request.session !== this.options.sessionToken) {
            write({
              op: 'status',
              id: request.id,
              statusCode: 'FAILURE',
              errorCode: 'INVALID_SESSION_INFORMATION',
              connectionClosed: true,
            });
            socket.end();
          } else write({ op: 'status', id: request.id, statusCode: 'SUCCESS', connectionClosed: false });
        } else if (request.op === 'marketSubscription') {
          this.subscriptions.push(request);
          write({ op: 'status', id: request.id, statusCode: 'SUCCESS', connectionClosed: false });
          const from = typeof request.clk === 'string' ? Number(request.clk) + 1 : 0;
          void this.stream(socket, write, from, typeof request.clk === 'string');
        }
      }
    });
  }

  private async stream(socket: net.Socket, write: (message: unknown) => void, from: number, resumed: boolean): Promise<void> {
    for (let i = from; i < this.options.lines.length; i++) {
      await this.options.holdBefore?.(i);
      if (socket.destroyed) return;
      const message = JSON.parse(this.options.lines[i] ?? '{}') as Record<string, unknown>;
      message.clk = String(i);
      if (i === from) {
        message.ct = resumed ? 'RESUB_DELTA' : 'SUB_IMAGE';
        message.initialClk = 'initial';
      }
      write(message);
      this.sent.push(i);
      if (!this.dropped && this.options.dropAfter === i) {
        this.dropped = true;
        // Closed right after the line (what was written is still delivered, as from a real server).
        socket.end();
        return;
      }
      if (this.options.paceMs) await new Promise((resolve) => setTimeout(resolve, this.options.paceMs));
      else if (i % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
