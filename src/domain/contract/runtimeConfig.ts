// What the server hands the SPA at run time, so one build serves every deployment: inline in each page
// it sends, as a JSON data block with this id (server/lib/runtimeConfig.ts), or, under webpack's dev
// server, as /config.js setting window.__APP_CONFIG__ (src/app/runtimeConfig.ts reads both).
export interface RuntimeConfig {
  apiBase: string;
  loginCookieKey: string;
  payloadKey: string;
}

export const CONFIG_BLOCK_ID = 'app-config';
