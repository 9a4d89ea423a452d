// Backups of the embedded cluster with PostgreSQL's own physical backup (the "low-level API" of the
// PostgreSQL manual, "Making a Base Backup Using the Low Level API"): pg_backup_start, a copy of the
// data folder, pg_backup_stop, and the WAL written in between. The backup is PostgreSQL's data folder
// itself (a gzipped tar), never a format of ours; restoring it is PostgreSQL's own recovery, stopped
// at the moment the backup ended (recovery_target = 'immediate').
// Why not pg_dump: the embedded package ships only initdb, pg_ctl and postgres, and the pg_dump that
// Debian ships (15) refuses a newer server (18). docs/operations.md says more.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { EMBEDDED_USER, startEmbeddedPostgres } from '../embedded';
import { reachableClusterDir } from '../postgresReach';

const run = promisify(execFile);

/** What the data folder holds that a backup leaves out (the manual's list): rebuilt or unused on restore. */
const EXCLUDED = [
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
  'pg_wal/*',
  'pg_replslot/*',
  'pg_stat_tmp/*',
  'pg_dynshmem/*',
  'pg_notify/*',
  'pg_serial/*',
  'pg_snapshots/*',
  'pg_subtrans/*',
];
/** The cluster's password (its role `exchange`'s), carried in the archive so the restored cluster opens. */
const PASSWORD_ENTRY = '.exchange-pg-password';
const RECOVERY_SETTINGS = ['restore_command', 'recovery_target', 'recovery_target_action'];

interface Cluster {
  dir: string;
  url: string;
  stop(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running cluster of `pgDir` (the product may be running), or the cluster started for the backup. */
async function openCluster(pgDir: string, log: (line: string) => void): Promise<Cluster> {
  const dir = reachableClusterDir(pgDir, log);
  const pidFile = path.join(dir, 'postmaster.pid');
  const passwordFile = path.join(path.dirname(dir), '.pg-password');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no PostgreSQL cluster in ${dir}: nothing to back up`);
  if (fs.existsSync(pidFile)) {
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (isRunning(pid)) {
      const password = fs.readFileSync(passwordFile, 'utf8').trim();
      const url = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/postgres`;
      return { dir, url, stop: async () => undefined };
    }
  }
  const server = await startEmbeddedPostgres({ dir: pgDir, log: () => undefined, notice: log });
  return { dir: server.dir, url: server.adminUrl, stop: () => server.stop() };
}

/** tar with GNU tar's "file changed as we read it" (exit 1) accepted: the WAL replay repairs those files. */
async function tar(args: string[]): Promise<void> {
  try {
    await run('tar', args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as { code?: number }).code !== 1) throw error;
  }
}

/** Writes a consistent backup of the embedded cluster under `dataDir` to `outFile` while it may be running. */
export async function backupEmbedded(
  dataDir: string,
  outFile: string,
  log: (line: string) => void,
): Promise<{ bytes: number; walFiles: number }> {
  const cluster = await openCluster(path.join(dataDir, 'pg'), log);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-backup-'));
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    await client.connect();
    // One session from start to stop (a non-exclusive backup ends with its session). Fast checkpoint.
    const started = await client.query<{ lsn: string; wal: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS wal FROM pg_backup_start('exchange db:backup', true) AS lsn`,
    );
    const base = path.join(staging, 'base.tar');
    await tar(['-cf', base, '-C', cluster.dir, ...EXCLUDED.map((p) => `--exclude=./${p}`), '.']);
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      `SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)`,
    );
    // Ends the WAL segment holding the backup's end, so every segment copied below is complete.
    const end = await client.query<{ wal: string }>(`SELECT pg_walfile_name($1::pg_lsn) AS wal FROM pg_switch_wal()`, [
      stopped.rows[0].lsn,
    ]);
    const first = started.rows[0].wal;
    const last = end.rows[0].wal;
    const walDir = path.join(cluster.dir, 'pg_wal');
    const segments = fs
      .readdirSync(walDir)
      .filter((name) => /^[0-9A-F]{24}$/.test(name) && name.slice(0, 8) === first.slice(0, 8) && name >= first && name <= last)
      .sort();
    if (segments[0] !== first || segments.at(-1) !== last) throw new Error(`the WAL from ${first} to ${last} is not all in ${walDir}`);
    await tar(['-rf', base, '-C', cluster.dir, ...segments.map((s) => `./pg_wal/${s}`)]);
    // The label (and tablespace map) the manual says to place in the copy, owned as the cluster's files are.
    const owner = fs.statSync(cluster.dir);
    const extra = path.join(staging, 'extra');
    fs.mkdirSync(extra);
    fs.writeFileSync(path.join(extra, 'backup_label'), stopped.rows[0].labelfile, { mode: 0o600 });
    const entries = ['./backup_label'];
    if (stopped.rows[0].spcmapfile) {
      fs.writeFileSync(path.join(extra, 'tablespace_map'), stopped.rows[0].spcmapfile, { mode: 0o600 });
      entries.push('./tablespace_map');
    }
    fs.copyFileSync(path.join(path.dirname(cluster.dir), '.pg-password'), path.join(extra, PASSWORD_ENTRY));
    entries.push(`./${PASSWORD_ENTRY}`);
    for (const entry of entries) fs.chownSync(path.join(extra, entry), owner.uid, owner.gid);
    await tar(['-rf', base, '-C', extra, ...entries]);
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    const partial = `${outFile}.partial`;
    await pipeline(fs.createReadStream(base), zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, outFile);
    log(`backup of ${cluster.dir}: WAL ${first} to ${last}, written to ${outFile}`);
    return { bytes: fs.statSync(outFile).size, walFiles: segments.length };
  } finally {
    await client.end().catch(() => undefined);
    await cluster.stop();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into DATA_DIR/pg, which must hold no cluster: PostgreSQL replays the WAL of the
 * backup and stops where the backup ended, then opens for writing; the recovery settings are removed.
 */
export async function restoreEmbedded(dataDir: string, inFile: string, log: (line: string) => void): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  const dir = reachableClusterDir(pgDir, log);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`${dir} already holds a cluster: restore into an empty DATA_DIR (move the old one away first)`);
  }
  // Open parents (PostgreSQL runs as 'postgres' when we are root and must get in), the cluster's own 700.
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(dir, { mode: 0o700 });
  const archive = path.join(path.dirname(dir), 'restore.tar');
  try {
    await pipeline(fs.createReadStream(inFile), zlib.createGunzip(), fs.createWriteStream(archive));
    // As root, tar keeps the files' owner (the 'postgres' user PostgreSQL runs as).
    await run('tar', ['-xf', archive, '-C', dir]);
  } finally {
    fs.rmSync(archive, { force: true });
  }
  const owner = fs.statSync(path.join(dir, 'PG_VERSION'));
  fs.chownSync(dir, owner.uid, owner.gid);
  fs.chmodSync(dir, 0o700);
  fs.renameSync(path.join(dir, PASSWORD_ENTRY), path.join(path.dirname(dir), '.pg-password'));
  // Archive recovery from the WAL in pg_wal only (no archive: restore_command finds nothing), to the
  // end of the backup and no further, then promote.
  fs.writeFileSync(path.join(dir, 'recovery.signal'), '');
  fs.chownSync(path.join(dir, 'recovery.signal'), owner.uid, owner.gid);
  fs.appendFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    `\nrestore_command = '/bin/false'\nrecovery_target = 'immediate'\nrecovery_target_action = 'promote'\n`,
  );
  const server = await startEmbeddedPostgres({ dir: pgDir, log: () => undefined, notice: log });
  const client = new pg.Client({ connectionString: server.adminUrl });
  try {
    await client.connect();
    for (let waited = 0; (await client.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')).rows[0].r; waited += 100) {
      if (waited > 120_000) throw new Error('PostgreSQL did not finish recovering the backup within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const setting of RECOVERY_SETTINGS) await client.query(`ALTER SYSTEM RESET ${setting}`);
    log(`restored ${inFile} into ${dir}`);
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
  }
}
