// A slip must BE an image, not just start like one: a PNG header followed by 5 MB of random bytes
// filled disks before. PNG and JPEG are decoded in full, pixels and all (pngjs and jpeg-js: pure
// JavaScript, no native build, both maintained; sharp's prebuilt libvips would also do, but it cannot
// read HEIC either and brings 30 MB of native code for two formats). Before decoding, the size the
// header declares is capped, so a small file cannot claim a giant canvas and exhaust memory.
//
// HEIC (HEVC-coded) has no decoder outside native, patent-encumbered libraries; for it the ISO-BMFF
// structure is checked instead: the boxes tile the file exactly, there is a 'meta' box whose handler is
// 'pict' (an image), and every extent its 'iloc' names lies inside the file. Random bytes after an
// 'ftyp' header fail all of these. (docs/security.md says so.)
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import type { SlipType } from './slip';

/** 40 megapixels: a phone's photo is 12 to 48; a payment screenshot is 2 or 3. */
const MAX_PIXELS = 40_000_000;

function pngDecodes(bytes: Buffer): boolean {
  // IHDR is the first chunk: width and height at bytes 16 and 20.
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS) return false;
  try {
    const image = PNG.sync.read(bytes, { checkCRC: true });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

function jpegDecodes(bytes: Buffer): boolean {
  try {
    const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 512 });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

interface Box {
  type: string;
  start: number;
  /** Where its content starts (after size, type and any 64-bit size). */
  body: number;
  end: number;
}

/** The boxes between `from` and `to`, or null when they do not tile that range exactly. */
function boxes(bytes: Buffer, from: number, to: number): Box[] | null {
  const found: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return null;
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) return null;
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

/** The extents (offset, length) of an 'iloc' box (ISO/IEC 14496-12 §8.11.3), or null when malformed. */
function ilocExtents(bytes: Buffer, box: Box): Array<[number, number]> | null {
  let at = box.body;
  const need = (n: number) => at + n <= box.end;
  const read = (size: number): number => {
    const value =
      size === 0
        ? 0
        : size === 4
          ? bytes.readUInt32BE(at)
          : size === 8
            ? Number(bytes.readBigUInt64BE(at))
            : size === 2
              ? bytes.readUInt16BE(at)
              : NaN;
    at += size;
    return value;
  };
  if (!need(6)) return null;
  const version = bytes[at];
  at += 4;
  const sizes = bytes.readUInt16BE(at);
  at += 2;
  const [offsetSize, lengthSize, baseOffsetSize, indexSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15, sizes & 15];
  if (![offsetSize, lengthSize, baseOffsetSize].every((s) => [0, 4, 8].includes(s))) return null;
  const countSize = version < 2 ? 2 : 4;
  if (!need(countSize)) return null;
  const items = read(countSize);
  const extents: Array<[number, number]> = [];
  for (let i = 0; i < items; i += 1) {
    const idSize = version < 2 ? 2 : 4;
    const head = idSize + (version === 1 || version === 2 ? 2 : 0) + 2 + baseOffsetSize + 2;
    if (!need(head)) return null;
    read(idSize);
    let method = 0;
    if (version === 1 || version === 2) method = read(2) & 15;
    read(2); // data reference index
    const base = read(baseOffsetSize);
    const count = read(2);
    const per = (version === 1 || version === 2 ? indexSize : 0) + offsetSize + lengthSize;
    if (!need(per * count)) return null;
    for (let e = 0; e < count; e += 1) {
      if (version === 1 || version === 2) read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      // Construction method 0: offsets into the file (1 and 2 point into the 'idat' box or other items).
      if (method === 0) extents.push([base + offset, length]);
    }
  }
  return extents;
}

function heicHolds(bytes: Buffer): boolean {
  const top = boxes(bytes, 0, bytes.length);
  if (!top || top[0]?.type !== 'ftyp') return false;
  const meta = top.find((b) => b.type === 'meta');
  if (!meta) return false;
  // 'meta' is a full box: 4 bytes of version and flags before its children.
  const inner = boxes(bytes, meta.body + 4, meta.end);
  const hdlr = inner?.find((b) => b.type === 'hdlr');
  if (!inner || !hdlr || hdlr.body + 12 > hdlr.end || bytes.toString('latin1', hdlr.body + 8, hdlr.body + 12) !== 'pict') return false;
  const iloc = inner.find((b) => b.type === 'iloc');
  const extents = iloc ? ilocExtents(bytes, iloc) : null;
  if (!extents || extents.length === 0) return false;
  return extents.every(([offset, length]) => offset >= 0 && length > 0 && offset + length <= bytes.length);
}

/** Whether the bytes are a whole image of their sniffed type. */
export function slipDecodes(bytes: Buffer, type: SlipType): boolean {
  if (type === 'png') return pngDecodes(bytes);
  if (type === 'jpeg') return jpegDecodes(bytes);
  return heicHolds(bytes);
}
