/**
 * The security headers of every HTTP answer: the host's pages and JSON, the lab's API and
 * downloads, and the Electron window's policy (main/shell/security.ts). Below both the host and
 * the lab, which each import it.
 */

/**
 * The Content-Security-Policy of every page and answer, the same the Electron window enforces
 * (main/shell/security.ts uses this one): no page of another site may frame the app
 * (`frame-ancestors`), and no plugin or `<base>` can change where scripts come from.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(): Record<string, string> {
  // X-Frame-Options for browsers that predate frame-ancestors.
  return { 'Content-Security-Policy': CSP, 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
}
