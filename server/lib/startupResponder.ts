// What the product's port answers while the process starts (migrations running, the feed loading):
// 503 to everything, `{"status":"migrating"}` on /api/ready, so a load balancer sends its work to the
// other processes instead of finding the port closed. The app replaces it once it is ready to listen.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StartupResponder {
  /** http://host:port */
  url: string;
  close(): Promise<void>;
}

export async function startStartupResponder(port: number, host: string, retryAfterSeconds: number): Promise<StartupResponder> {
  const server = http.createServer((_request, response) => {
    response.shouldKeepAlive = false;
    const body = JSON.stringify({ status: 'migrating', message: 'Service temporarily unavailable. Please try again.', isSuccess: false });
    response
      .writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(retryAfterSeconds),
        'cache-control': 'no-store',
      })
      .end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
