// Bytes as served, read from Chromium itself (CDP Network.loadingFinished's encodedDataLength: what
// came over the wire for each response, headers and compressed body), with each response's status
// and headers as they came off the wire (responseReceivedExtraInfo: a 304 stays a 304 there, where
// the page's fetch() sees the cached 200).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface WireResponse {
  url: string;
  type: string;
  status: number;
  /** Status on the wire (304 for a revalidation), when Chromium reported it. */
  wireStatus?: number;
  headers: Record<string, string>;
  fromServiceWorker: boolean;
  fromCache: boolean;
  bytes: number;
}

export interface Wire {
  responses: WireResponse[];
  clear(): void;
  detach(): Promise<void>;
}

export async function recordWire(context: BrowserContext, page: Page): Promise<Wire> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, WireResponse>();
  const wireStatus = new Map<string, number>();
  const responses: WireResponse[] = [];
  cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    byId.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      status: e.response.status,
      headers,
      fromServiceWorker: Boolean(e.response.fromServiceWorker),
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = byId.get(e.requestId);
    if (!response) return;
    response.bytes = e.encodedDataLength;
    response.wireStatus = wireStatus.get(e.requestId);
    responses.push(response);
    byId.delete(e.requestId);
  });
  return {
    responses,
    clear: () => {
      responses.length = 0;
    },
    detach: () => cdp.detach(),
  };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const total = (responses: WireResponse[]) => responses.reduce((sum, r) => sum + r.bytes, 0);
export const isScript = (r: WireResponse) => r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
