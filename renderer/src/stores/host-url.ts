/**
 * Where the host is. In a plain browser (a LAN guest, the browser tests) the page came from the
 * host itself, so it is the same origin; in the Electron app the preload tells us.
 */
import { native } from '../native.js';

/** The host's http(s) base URL, ending in a slash. */
export async function hostBaseUrl(): Promise<string> {
  const api = native();
  if (api) {
    try {
      const url = await api.hostUrl();
      if (url) return url.endsWith('/') ? url : `${url}/`;
    } catch {
      // Fall through: the page may still have come from the host.
    }
  }
  return new URL('./', window.location.href).href.replace(/[^/]*$/, '');
}

/** The WebSocket address that belongs to an http base URL: http://h:p/ → ws://h:p/ws */
export function wsUrlFor(base: string): string {
  const u = new URL('ws', base.endsWith('/') ? base : `${base}/`);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.hash = '';
  u.search = '';
  return u.href;
}
