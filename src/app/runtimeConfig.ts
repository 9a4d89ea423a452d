// The configuration the server hands over (src/domain/contract/runtimeConfig.ts): the page's data
// block, or window.__APP_CONFIG__ from /config.js under webpack's dev server. Read on every use:
// tests point window.__APP_CONFIG__ at their own server.
import { CONFIG_BLOCK_ID, type RuntimeConfig } from '../domain/contract/runtimeConfig';

export type { RuntimeConfig };

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const FALLBACK: RuntimeConfig = { apiBase: '/api', loginCookieKey: '', payloadKey: '' };

let inPage: Partial<RuntimeConfig> | undefined;

/** The page's data block, parsed once ({} when there is none or it is not JSON). */
function configInPage(): Partial<RuntimeConfig> {
  if (inPage) return inPage;
  const text = typeof document === 'undefined' ? null : document.getElementById(CONFIG_BLOCK_ID)?.textContent;
  try {
    inPage = text ? (JSON.parse(text) as Partial<RuntimeConfig>) : {};
  } catch {
    inPage = {};
  }
  return inPage;
}

export function getRuntimeConfig(): RuntimeConfig {
  return { ...FALLBACK, ...configInPage(), ...(typeof window === 'undefined' ? {} : window.__APP_CONFIG__) };
}
