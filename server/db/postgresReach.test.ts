// Where PostgreSQL's binaries and cluster go when we are root and the checkout is in a folder the
// 'postgres' user cannot enter (a root home, mktemp -d). The whole flow (a clone in a mode-700 folder
// running npm test) is what .ci/run checks; these tests pin the decisions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstClosedFolder, reachableClusterDir } from './postgresReach';

const asRoot = process.getuid?.() === 0;

describe('firstClosedFolder', () => {
  it('names the first folder others cannot enter, and nothing when every folder is open', () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'reach-')); // mode 0700
    const inner = path.join(closed, 'a', 'b');
    fs.mkdirSync(inner, { recursive: true, mode: 0o755 });
    expect(firstClosedFolder(inner)).toBe(closed);
    fs.chmodSync(closed, 0o755);
    expect(firstClosedFolder(inner)).toBeUndefined();
    fs.rmSync(closed, { recursive: true, force: true });
  });
});

(asRoot ? describe : describe.skip)('reachableClusterDir (as root, as CI runs)', () => {
  let top: string;
  beforeEach(() => {
    top = fs.mkdtempSync(path.join(os.tmpdir(), 'reach-'));
  });
  afterEach(() => fs.rmSync(top, { recursive: true, force: true }));

  it('keeps a data folder the postgres user can reach', () => {
    fs.chmodSync(top, 0o755);
    const roots = { cacheRoot: path.join(top, 'cache'), dataRoot: path.join(top, 'lib') };
    const lines: string[] = [];
    expect(reachableClusterDir(path.join(top, 'data', 'pg'), (l) => lines.push(l), roots)).toBe(path.join(top, 'data', 'pg'));
    expect(lines).toEqual([]);
  });

  it('moves the cluster of a closed data folder to an open one, the same one on every start, and says where', () => {
    const open = fs.mkdtempSync(path.join(os.tmpdir(), 'reach-roots-'));
    fs.chmodSync(open, 0o755);
    const roots = { cacheRoot: path.join(open, 'cache'), dataRoot: path.join(open, 'lib') };
    const lines: string[] = [];
    const wanted = path.join(top, 'repo', 'data', 'pg');
    const first = reachableClusterDir(wanted, (l) => lines.push(l), roots);
    const second = reachableClusterDir(wanted, () => undefined, roots);
    expect(first).toBe(second);
    expect(first.startsWith(roots.dataRoot)).toBe(true);
    expect(firstClosedFolder(first)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(top);
    expect(fs.readFileSync(path.join(top, 'repo', 'data', 'pg-location.txt'), 'utf8').trim()).toBe(first);
    expect(reachableClusterDir(path.join(top, 'other', 'pg'), () => undefined, roots)).not.toBe(first);
    fs.rmSync(open, { recursive: true, force: true });
  });
});
