// The SPA's configuration, handed over at run time so that one build serves every deployment.
import type { Config } from '../config';

export interface RuntimeConfig {
  apiBase: string;
  loginCookieKey: string;
  payloadKey: string;
}

export function runtimeConfig(config: Config): RuntimeConfig {
  return { apiBase: config.apiBase, loginCookieKey: config.loginCookieKey, payloadKey: config.payloadKey };
}

export function runtimeConfigScript(config: Config): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify(runtimeConfig(config))};\n`;
}
