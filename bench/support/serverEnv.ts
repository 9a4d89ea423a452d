// The environment a benchmarked server starts with: a free loopback port, its own data folder,
// no SPA, quiet logs, embedded PostgreSQL (never a DATABASE_URL the shell happens to have).
import path from 'node:path';

export function benchServerEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extra,
  };
}
