// The payload cipher of spec §3 and §6: crypto-js AES with a passphrase. Its key ships in the
// bundle, so it hides nothing from a determined player; the server trusts only the session.
// Imported per module (crypto-js/aes, crypto-js/enc-utf8) so the bundle carries only AES.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export function encryptJson(value: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(value), key).toString();
}

/** The decrypted JSON, or undefined when the text is not ours (wrong key, tampered, not JSON). */
export function decryptJson<T = unknown>(cipherText: string, key: string): T | undefined {
  try {
    const plain = AES.decrypt(cipherText, key).toString(Utf8);
    return plain ? (JSON.parse(plain) as T) : undefined;
  } catch {
    return undefined;
  }
}
