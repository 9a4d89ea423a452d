// The metrics listener: its own port (METRICS_PORT), bound to loopback unless METRICS_HOST says
// otherwise, answering only GET /metrics. Never the public port: what it shows (queues, error rates)
// is for the operators' Prometheus, not for players.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { scrape } from './scrape';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(port: number, host: string, onError: (error: unknown) => void): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    scrape().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
