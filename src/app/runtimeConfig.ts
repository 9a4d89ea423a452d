// The configuration the server hands over in /config.js (window.__APP_CONFIG__), so one build
// serves every deployment. Read on every use: tests point it at their own server.
export interface RuntimeConfig {
  apiBase: string;
  loginCookieKey: string;
  payloadKey: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const FALLBACK: RuntimeConfig = { apiBase: '/api', loginCookieKey: '', payloadKey: '' };

export function getRuntimeConfig(): RuntimeConfig {
  return { ...FALLBACK, ...(typeof window === 'undefined' ? {} : window.__APP_CONFIG__) };
}
