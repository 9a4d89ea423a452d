// Backups of a PostgreSQL named by DATABASE_URL (a managed or separate server, no access to its
// files): PostgreSQL's pg_dump in its custom format and pg_restore, whose major version must be at
// least the server's (pg_dump refuses a newer server). Refused with what to install otherwise.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0].v) / 10_000);
  } finally {
    await client.end();
  }
}

/** The major version of `tool` on PATH (pg_dump, pg_restore), or null when it is not installed. */
export async function toolMajor(tool: string): Promise<number | null> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

async function checkTool(tool: string, url: string): Promise<void> {
  const [mine, server] = [await toolMajor(tool), await serverMajor(url)];
  if (mine === null || mine < server) {
    throw new Error(
      `${tool} ${mine ?? 'is not installed'}${mine === null ? '' : ' cannot read'} PostgreSQL ${server}: install the PostgreSQL ${server} client ` +
        `(postgresql-client-${server} from the PostgreSQL project's apt repository) or use your provider's snapshots and point-in-time recovery (docs/operations.md)`,
    );
  }
}

export async function backupUrl(url: string, outFile: string): Promise<void> {
  await checkTool('pg_dump', url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', outFile, '--dbname', url], { maxBuffer: 16 * 1024 * 1024 });
}

/** Into an empty database only: a restore never merges into live data. */
export async function restoreUrl(url: string, inFile: string): Promise<void> {
  await checkTool('pg_restore', url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    if (rows[0].n > 0) throw new Error('the database of DATABASE_URL is not empty: restore into a new, empty database');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', url, inFile], {
    maxBuffer: 16 * 1024 * 1024,
  });
}
