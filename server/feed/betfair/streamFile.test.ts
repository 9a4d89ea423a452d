import path from 'node:path';
import { BadInput } from './badInput';
import { readStreamLines } from './streamFile';

const FIXTURES = path.join(__dirname, 'fixtures');

async function read(name: string): Promise<{ lines: string[]; bad: BadInput }> {
  const bad = new BadInput();
  const lines: string[] = [];
  for await (const line of readStreamLines(path.join(FIXTURES, name), bad)) lines.push(line);
  return { lines, bad };
}

describe('reading historical stream files', () => {
  it('plain, gzip and bzip2 are told apart by content and give the same lines', async () => {
    const plain = await read('1.197931750');
    expect(plain.lines).toHaveLength(166);
    const gzip = await read('BASIC-1.132153978.gz');
    const bzip2 = await read('BASIC-1.132153978.bz2');
    expect(gzip.lines).toHaveLength(480);
    expect(bzip2.lines).toEqual(gzip.lines);
    expect(JSON.parse(gzip.lines[0] ?? '')).toMatchObject({ op: 'mcm', mc: [{ id: '1.132153978' }] });
    expect({ ...gzip.bad.totals(), ...bzip2.bad.totals() }).toEqual({});
  });

  it('a truncated .bz2 or a missing file is counted and the replay goes on', async () => {
    const truncated = await read('truncated.bz2');
    expect(truncated.bad.count('truncated file')).toBe(1);
    const missing = await read('no-such-file');
    expect(missing.lines).toEqual([]);
    expect(missing.bad.count('unreadable file')).toBe(1);
  });
});
