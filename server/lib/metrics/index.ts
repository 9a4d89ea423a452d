// The server's metrics (Prometheus, prom-client): families.ts names them all.
export * from './families';
export { enableMetrics, onScrape, scrape } from './scrape';
export { installHttpMetrics, countUnmatched, timedFastPath } from './httpMetrics';
export { startMetricsServer, type MetricsServer } from './metricsServer';
export { watchProcessFigures } from './processFigures';
export { reasonOf, addReasonMessages } from './reasons';
export { instrumentFeed } from './feedMetrics';
