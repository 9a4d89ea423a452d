// The operators' files check out: the alert rules pass promtool (when installed: .ci/run installs
// Debian's prometheus), the nginx configuration passes `nginx -t` (when installed), and the alerts
// and the Grafana dashboard name only metrics this server exports.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { enableMetrics, registry } from '../../lib/metrics';
import { ROOT } from '../productChild';
import { startNginxConfig } from './nginxProcess';

const run = promisify(execFile);
const ALERTS = path.join(ROOT, 'ops/prometheus/alerts.yml');
const DASHBOARD = path.join(ROOT, 'ops/grafana/exchange.json');

async function installed(tool: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin'])) {
    const file = path.join(dir, tool);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Metric names an expression reads, histogram series named by their family. */
function metricsIn(expr: string): string[] {
  return [...expr.matchAll(/\b((?:exchange|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1].replace(/_(bucket|count|sum)$/, ''));
}

function exported(): Set<string> {
  enableMetrics();
  return new Set(registry.getMetricsAsArray().map((m) => m.name));
}

interface Dashboard {
  title: string;
  uid: string;
  panels: Array<{ id: number; title: string; type: string; gridPos: { x: number; w: number }; targets: Array<{ expr: string }> }>;
}

test('promtool check rules passes on ops/prometheus/alerts.yml', async () => {
  const promtool = await installed('promtool');
  if (!promtool) {
    console.warn('promtool is not installed (Debian package prometheus): the rules were not checked');
    return;
  }
  const { stdout } = await run(promtool, ['check', 'rules', ALERTS]);
  expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
});

test('the alerts cover what on-call needs, on metrics this server exports', () => {
  const text = fs.readFileSync(ALERTS, 'utf8');
  const alerts = [...text.matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
  expect(alerts).toEqual(
    expect.arrayContaining([
      'ExchangeFeedStale',
      'ExchangeHigh5xxRate',
      'ExchangeSaveBetSlow',
      'ExchangeDepositQueueOld',
      'ExchangeSettlementFailures',
      'ExchangeDbPoolSaturated',
      'ExchangeUploadsDiskLow',
    ]),
  );
  const names = exported();
  const unknown = [...text.matchAll(/expr: ([\s\S]*?)\n\s+(?:for|labels):/g)].flatMap((m) => metricsIn(m[1])).filter((n) => !names.has(n));
  expect(unknown).toEqual([]);
});

test('the Grafana dashboard is a valid dashboard whose every panel queries metrics this server exports', () => {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as Dashboard;
  expect(dashboard).toMatchObject({ title: expect.any(String), uid: expect.stringMatching(/^[\w-]{1,40}$/) });
  expect(dashboard.panels.length).toBeGreaterThan(10);
  expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
  const names = exported();
  for (const panel of dashboard.panels) {
    expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
    expect(panel.targets.length).toBeGreaterThan(0);
    const unknown = panel.targets.flatMap((t) => metricsIn(t.expr)).filter((n) => !names.has(n));
    expect([panel.title, unknown]).toEqual([panel.title, []]);
    expect(panel.targets.every((t) => metricsIn(t.expr).length > 0)).toBe(true);
  }
});

test('nginx -t accepts ops/nginx/exchange.conf', async () => {
  const nginx = await installed('nginx');
  if (!nginx) {
    console.warn('nginx is not installed: the configuration was not checked');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-nginx-t-'));
  try {
    const main = startNginxConfig([3001, 3002], 8080, dir);
    const { stderr } = await run(nginx, ['-t', '-p', dir, '-c', main]);
    expect(stderr).toMatch(/test is successful/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
