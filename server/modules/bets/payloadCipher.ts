// The server's reading of the slip's cipher (spec §3): crypto-js `AES.encrypt(text, passphrase)`,
// i.e. OpenSSL's format — base64 of "Salted__", an 8-byte salt and AES-256-CBC (PKCS#7) ciphertext,
// the key and IV derived from passphrase + salt by EVP_BytesToKey with MD5 and one round. The wire
// format stays the one src/domain/cipher.ts writes; only the work moves from crypto-js (pure
// JavaScript, about 5% of the server's CPU per bet in bench:bets) to Node's OpenSSL.
import crypto from 'node:crypto';

const SALTED = Buffer.from('Salted__', 'latin1');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;
/** Payloads are a few hundred bytes; anything far larger is not the slip's. */
const MAX_CIPHER_TEXT = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const MD5_BYTES = 16;

/**
 * EVP_BytesToKey(MD5, 1 round): D_i = MD5(D_(i-1) ‖ passphrase ‖ salt), concatenated: three blocks
 * make the 32-byte key and the 16-byte IV. One-shot crypto.hash() calls: no Hash object per block.
 */
function deriveKeyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const material = Buffer.allocUnsafe(3 * MD5_BYTES);
  const input = Buffer.allocUnsafe(MD5_BYTES + passphrase.length + salt.length);
  passphrase.copy(input, MD5_BYTES);
  salt.copy(input, MD5_BYTES + passphrase.length);
  let previous = input.subarray(MD5_BYTES); // D_0 is empty: MD5(passphrase ‖ salt)
  for (let block = 0; block < 3; block++) {
    const digest = crypto.hash('md5', previous, 'buffer');
    digest.copy(material, block * MD5_BYTES);
    digest.copy(input, 0);
    previous = input;
  }
  return { key: material.subarray(0, KEY_BYTES), iv: material.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

/**
 * The decrypted JSON of a crypto-js AES passphrase cipher text, or undefined when it is not ours
 * (not base64 of a salted cipher text, wrong key, tampered, not JSON) — as decryptJson answers.
 */
export function decryptPayloadJson(cipherText: string, passphrase: string): unknown {
  if (cipherText.length > MAX_CIPHER_TEXT) return undefined;
  const raw = Buffer.from(cipherText, 'base64');
  if (raw.length <= SALTED.length + SALT_BYTES || !raw.subarray(0, SALTED.length).equals(SALTED)) return undefined;
  const salt = raw.subarray(SALTED.length, SALTED.length + SALT_BYTES);
  const body = raw.subarray(SALTED.length + SALT_BYTES);
  if (body.length % 16 !== 0) return undefined;
  const { key, iv } = deriveKeyAndIv(Buffer.from(passphrase, 'utf8'), salt);
  try {
    const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]);
    // crypto-js refuses bytes that are not UTF-8 ("Malformed UTF-8 data"); so does this.
    const text = utf8.decode(plain);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
