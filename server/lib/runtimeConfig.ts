// The SPA's configuration, handed over at run time so that one build serves every deployment.
// The pages the server sends carry it inline, as a JSON data block in place of the build's
// `<script src=/config.js>`: that script was revalidated on every visit and the bundles, deferred
// behind it, waited one round trip for it (about 165 ms of a repeat visit on a 150 ms phone
// network). A data block is not run, so the CSP's script-src still allows no inline script.
// /config.js stays for webpack's dev server, whose own index.html still names it.
import { CONFIG_BLOCK_ID, type RuntimeConfig } from '../../src/domain/contract/runtimeConfig';
import type { Config } from '../config';

export function runtimeConfig(config: Config): RuntimeConfig {
  return { apiBase: config.apiBase, loginCookieKey: config.loginCookieKey, payloadKey: config.payloadKey };
}

export function runtimeConfigScript(config: Config): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify(runtimeConfig(config))};\n`;
}

const CONFIG_SCRIPT_TAG = /<script\b[^>]*\bsrc=["']?\/config\.js["']?[^>]*><\/script>/;

/**
 * The page with the configuration inline: the build's /config.js script replaced by a JSON data
 * block (`<` escaped, so no value can close the element). A page without that script gets the block
 * at the end of its head.
 */
export function withRuntimeConfig(html: string, config: Config): string {
  const json = JSON.stringify(runtimeConfig(config)).replace(/</g, '\\u003c');
  const block = `<script id=${CONFIG_BLOCK_ID} type=application/json>${json}</script>`;
  if (CONFIG_SCRIPT_TAG.test(html)) return html.replace(CONFIG_SCRIPT_TAG, () => block);
  return html.replace('</head>', () => `${block}</head>`);
}
