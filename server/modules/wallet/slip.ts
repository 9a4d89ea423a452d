// Payment slips: what kind of image a file really is (by its first bytes, never by its name or the
// browser's claimed type), and where it is kept: config.uploadDir/slips, outside the web root, under
// a random name. The signatures are fixed by the formats; `file-type` (the usual library) is ESM-only
// and does not load under this project's CommonJS Jest, and three signatures do not justify the shim.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SlipType = 'png' | 'jpeg' | 'heic';

export const SLIP_MIME: Record<SlipType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF brands of HEVC-coded HEIF (HEIC) images and sequences, as phones write them. A generic
 * 'mif1' alone is not enough: AVIF images carry it too. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/** The slip's real type, or null when it is not a PNG, JPEG or HEIC image. */
export function sniffSlipType(bytes: Buffer): SlipType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // HEIF: a leading 'ftyp' box (size, 'ftyp', major brand, minor version, compatible brands).
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    if (HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heic';
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
      if (HEIC_BRANDS.has(bytes.toString('latin1', offset, offset + 4))) return 'heic';
    }
  }
  return null;
}

const SLIP_NAME = /^[a-f0-9]{32}\.(png|jpeg|heic)$/;

export class SlipStore {
  private readonly dir: string;

  constructor(uploadDir: string) {
    this.dir = path.join(uploadDir, 'slips');
  }

  /** A fresh random file name; nothing is written until save(). */
  newName(type: SlipType): string {
    return `${crypto.randomBytes(16).toString('hex')}.${type}`;
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    // 'wx': never overwrite; 0600: only the server reads slips.
    await fs.promises.writeFile(this.pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
  }

  async remove(name: string): Promise<void> {
    await fs.promises.rm(this.pathOf(name), { force: true });
  }

  /** Absolute path of a stored slip. Names come from our database, but are checked all the same. */
  pathOf(name: string): string {
    if (!SLIP_NAME.test(name)) throw new Error(`not a slip file name: ${name}`);
    return path.join(this.dir, name);
  }
}
