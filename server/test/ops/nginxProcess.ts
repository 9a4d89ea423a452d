// nginx as a child of the rolling-restart test, running ops/nginx/exchange.conf itself: the file is
// copied with its upstream ports, its listen address and its cache folders replaced, inside a main
// configuration that keeps every file nginx writes in the test's folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../productChild';

export const NGINX_CONF = path.join(ROOT, 'ops/nginx/exchange.conf');

export interface NginxProcess {
  baseUrl: string;
  /** The master's process id (its workers are its children): for the benches' CPU figures. */
  pid: number | undefined;
  errors(): string;
  stop(): Promise<void>;
}

/** The shipped file with this run's ports and folders; throws if a line it replaces is gone. */
export function siteConfig(upstreamPorts: number[], listenPort: number, dir: string): string {
  let text = fs.readFileSync(NGINX_CONF, 'utf8');
  const servers = [...text.matchAll(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm)];
  if (servers.length < 2 || !/^\s*listen 80;$/m.test(text)) throw new Error(`${NGINX_CONF}: its upstream servers or "listen 80;" changed`);
  const options = servers[0][1];
  text = text.replace(/^(\s*)server 127\.0\.0\.1:\d+ .*;\n/gm, '');
  text = text.replace(
    /^upstream exchange_api \{\n/m,
    `upstream exchange_api {\n${upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${options};\n`).join('')}`,
  );
  text = text.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  return text.replaceAll('/var/cache/nginx/', `${dir}/cache/`);
}

/** Writes the site file and a main configuration around it into `dir`; returns the main file. */
export function startNginxConfig(upstreamPorts: number[], listenPort: number, dir: string): string {
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'exchange.conf'), siteConfig(upstreamPorts, listenPort, dir));
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${root}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/exchange.conf;
}
`,
  );
  return path.join(dir, 'nginx.conf');
}

export async function startNginx(upstreamPorts: number[], listenPort: number, dir: string): Promise<NginxProcess> {
  startNginxConfig(upstreamPorts, listenPort, dir);
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += String(c)));
  child.stderr?.on('data', (c) => (output += String(c)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error(`nginx did not answer within 10 s: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    pid: child.pid,
    errors: () => `${output}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
