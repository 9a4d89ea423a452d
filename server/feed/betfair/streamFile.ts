// Betfair's historical files: one stream message per line, plain, gzip or bzip2. Told apart by their
// first bytes (not their names, which Betfair's downloads often lack). A truncated or corrupt file
// is reported once and its readable lines are kept: the replay goes on with the next file.
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import bz2 from 'unbzip2-stream';
import type { BadInput } from './badInput';

export type Compression = 'plain' | 'gzip' | 'bzip2';

export function compressionOf(head: Buffer): Compression {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'BZh') return 'bzip2';
  return 'plain';
}

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The lines of one file, decompressed as its content says. */
export async function* readStreamLines(file: string, bad: BadInput): AsyncGenerator<string> {
  let compression: Compression;
  try {
    compression = compressionOf(await firstBytes(file));
  } catch (error) {
    bad.report('unreadable file', `${file}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const raw = fs.createReadStream(file);
  const decoder: NodeJS.ReadWriteStream | null = compression === 'gzip' ? zlib.createGunzip() : compression === 'bzip2' ? bz2() : null;
  // Classic streams (the bzip2 decoder is one) do not carry errors along a pipe: forward them, so
  // that the loop below ends with the error instead of the process seeing an unhandled one.
  const lines = new PassThrough();
  raw.on('error', (error) => lines.destroy(error));
  if (decoder) {
    decoder.on('error', (error) => lines.destroy(error));
    raw.pipe(decoder).pipe(lines);
  } else raw.pipe(lines);
  const text = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of lines) {
      pending += text.write(chunk as Buffer);
      let end = pending.indexOf('\n');
      while (end >= 0) {
        yield pending.slice(0, end).replace(/\r$/, '');
        pending = pending.slice(end + 1);
        end = pending.indexOf('\n');
      }
    }
    pending += text.end();
    if (pending.trim() !== '') yield pending;
  } catch (error) {
    // The lines read before the fault were given; a partial last line is not.
    bad.report('truncated file', `${file}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    raw.destroy();
  }
}
