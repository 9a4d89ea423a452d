// The LoginInfo cookie (spec §3, §6): the login result's list, AES-encrypted with the runtime key.
// Signed in means it decrypts to a first item with both Id and RoleId.
import type { LoginInfo } from '../../domain/contract/auth';
import { decryptJson, encryptJson } from '../../domain/cipher';
import { getRuntimeConfig } from '../../app/runtimeConfig';
import type { AppExtra } from '../../app/extra';

export const LOGIN_COOKIE = 'LoginInfo';

export function writeLoginCookie(cookies: AppExtra['cookies'], info: LoginInfo[]): void {
  cookies.set(LOGIN_COOKIE, encryptJson(info, getRuntimeConfig().loginCookieKey));
}

export function readLoginCookie(cookies: AppExtra['cookies']): LoginInfo | null {
  const raw = cookies.get(LOGIN_COOKIE);
  if (!raw) return null;
  const list = decryptJson<LoginInfo[]>(raw, getRuntimeConfig().loginCookieKey);
  const first = Array.isArray(list) ? list[0] : undefined;
  return first && first.Id && first.RoleId ? first : null;
}

export function clearLoginCookie(cookies: AppExtra['cookies']): void {
  cookies.remove(LOGIN_COOKIE);
}
