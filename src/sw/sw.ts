// The service worker (built by workbox-webpack-plugin's InjectManifest into /sw.js, webpack.config.ts).
// It keeps the app shell on the phone: the log-in route's scripts and styles, the small icon, the
// manifest and the offline page, each under its content hash, so a repeat visit starts without
// downloading them (lazy chunks stay in the HTTP cache, immutable). It never answers or caches API calls, odds or anything with money in it:
// its fetch listeners see those requests (a worker with a fetch listener is asked about every request
// of its pages) but leave them alone, so they go to the network unchanged. A static route for /api
// (InstallEvent.addRoutes, source 'network') would skip the worker for them; measured (bench and Chromium traces),
// it changed neither the page's CPU nor the polls' latency, so it is not used.
// Page loads go to the network too (index.html is tiny and revalidated, so a new build is seen at
// once); when the network is gone they get the offline page instead of the browser's error.
// A new version waits until the player presses "Reload" on the toast (src/app/serviceWorker.ts),
// which posts SKIP_WAITING.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';

interface ManifestEntry {
  url: string;
  revision: string | null;
}
interface FetchEvent extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends Event {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: ManifestEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

export const OFFLINE_PAGE = '/offline.html';
const scope = self as unknown as WorkerScope;

// Navigations first, so workbox's precache route never answers a page.
scope.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || new URL(event.request.url).pathname === OFFLINE_PAGE) return;
  event.respondWith(fetch(event.request).catch(async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()));
});

cleanupOutdatedCaches();
// Spelled out: InjectManifest replaces the text `self.__WB_MANIFEST` with the list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

scope.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
});
