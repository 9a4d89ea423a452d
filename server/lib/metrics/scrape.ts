// What a scrape answers: figures read at scrape time (the database's queues, the pool, the disk)
// refreshed first, then the registry in Prometheus' text format. A refresher that fails (the
// database unreachable) leaves its figures as they were and the scrape still answers: Prometheus
// sees the rest, and the readiness gauge says why.
import { collectDefaultMetrics } from 'prom-client';
import { metricsSwitch, registry } from './families';

type Refresher = () => Promise<void> | void;
const refreshers = new Set<Refresher>();

/** Runs `refresh` before every scrape; returns its removal. */
export function onScrape(refresh: Refresher): () => void {
  refreshers.add(refresh);
  return () => refreshers.delete(refresh);
}

let defaultsOn = false;

/** Turns metrics on for this process: the default ones (event loop, heap, GC, CPU) start sampling. */
export function enableMetrics(): void {
  metricsSwitch.on = true;
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

export async function scrape(): Promise<{ contentType: string; body: string }> {
  await Promise.allSettled([...refreshers].map(async (refresh) => refresh()));
  return { contentType: registry.contentType, body: await registry.metrics() };
}
