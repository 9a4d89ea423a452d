// The metrics listener: loopback unless told otherwise, /metrics only; and the settings that turn it on.
import { loadConfig } from '../../config';
import { startMetricsServer } from './metricsServer';
import { betsSaved } from './families';

test('the metrics listener binds to loopback by default and answers GET /metrics only', async () => {
  const config = loadConfig({ METRICS_PORT: '0' } as NodeJS.ProcessEnv);
  expect(config.metricsHost).toBe('127.0.0.1');
  const server = await startMetricsServer(config.metricsPort ?? -1, config.metricsHost, (error) => {
    throw error;
  });
  try {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    betsSaved.inc();
    const answer = await fetch(server.url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^exchange_bets_saved_total [1-9]/m);
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
  } finally {
    await server.close();
  }
});

test('metrics are off unless METRICS_PORT or METRICS_TOKEN is set, and a short token is refused', () => {
  const off = loadConfig({} as NodeJS.ProcessEnv);
  expect(off.metricsPort).toBeNull();
  expect(off.metricsToken).toBeUndefined();
  expect(() => loadConfig({ METRICS_TOKEN: 'short' } as NodeJS.ProcessEnv)).toThrow(/METRICS_TOKEN must be at least 24 characters/);
  expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' } as NodeJS.ProcessEnv)).toMatchObject({
    metricsPort: 9464,
    metricsHost: '10.0.0.5',
  });
});
