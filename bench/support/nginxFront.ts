// nginx in front of the product, as production runs it: Debian's /usr/sbin/nginx as this user, with
// ops/nginx/exchange.conf templated to the product's port and a free listen port, every file it
// writes in a folder of the bench's own (server/test/ops/nginxProcess.ts), stopped at the end.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startNginx, type NginxProcess } from '../../server/test/ops/nginxProcess';
import { treeCpuSplit } from './processCpu';

export interface NginxFront {
  nginx: NginxProcess;
  /** Where the players send their calls. */
  base: URL;
  /** The origin the product sees behind nginx (its Host, without nginx's port): the players' pages' Origin. */
  origin: string;
  /** CPU milliseconds nginx (master and workers) used so far; 0 without /proc. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startNginxFront(product: URL, dataDir: string): Promise<NginxFront> {
  const nginx = await startNginx([Number(product.port)], await freePort(), fs.mkdtempSync(path.join(dataDir, 'nginx-')));
  return {
    nginx,
    base: new URL(nginx.baseUrl),
    origin: `${new URL(nginx.baseUrl).protocol}//${new URL(nginx.baseUrl).hostname}`,
    cpuMs: () => {
      const split = nginx.pid === undefined ? null : treeCpuSplit(nginx.pid);
      return split ? split.user + split.system : 0;
    },
    stop: () => nginx.stop(),
  };
}

/** X-Cache-Status values of an answer nginx served without asking the product. */
const FROM_CACHE = new Set(['HIT', 'UPDATING', 'STALE', 'REVALIDATED']);

/** Of the odds polls answered, by X-Cache-Status, how many reached the product. */
export function pollsReachingProduct(byCacheStatus: Map<string, number>): { polls: number; reached: number } {
  let polls = 0;
  let reached = 0;
  for (const [status, n] of byCacheStatus) {
    polls += n;
    if (!FROM_CACHE.has(status)) reached += n;
  }
  return { polls, reached };
}
