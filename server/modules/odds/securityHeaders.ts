// Security headers of the odds route, fixed once. @fastify/helmet rebuilds helmet's middleware on
// every request and sends a dozen headers meant for HTML documents; measured here, that is about
// half the server's CPU per answer of a 2 KB JSON body (every header is validated and written on
// each response). /checkGetMatchOdds is polled every 600 ms by every open match page, so it opts out
// of the plugin (`helmet: false`) and sends what a JSON API response needs (OWASP REST Security
// Cheat Sheet): no sniffing, nothing may frame or embed it, no other origin may load it.
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
});
