// Security headers of the odds route, fixed once. helmet sends a dozen headers meant for HTML
// documents, each validated and written on every response. /checkGetMatchOdds is polled every 600 ms
// by every open match page, so it is left out of helmet's hook (server/lib/securityHeaders.ts) and
// sends what a JSON API response needs (OWASP REST Security Cheat Sheet): no sniffing, nothing may
// frame or embed it, no other origin may load it.
import { PUBLIC_CACHE_CONTROL, JSON_TYPE } from '../../lib/cachedReply';
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
});

/** What the odds route answers besides etag and content-length (its onSend adds SECURITY_HEADERS), for its fast path. */
export const ODDS_HEADERS = Object.freeze({
  notModified: Object.freeze({ 'cache-control': PUBLIC_CACHE_CONTROL, vary: 'accept-encoding', ...SECURITY_HEADERS }),
  body: Object.freeze({ 'cache-control': PUBLIC_CACHE_CONTROL, vary: 'accept-encoding', 'content-type': JSON_TYPE, ...SECURITY_HEADERS }),
});
