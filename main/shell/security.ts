/**
 * The Electron window's security decisions, as plain functions so they are tested in Node.
 * The window only ever shows our own host's pages; everything else is refused.
 */
import { CSP } from '../http/headers.js';

/** The Content-Security-Policy the window runs under: the one the host sends with every page. */
export const CONTENT_SECURITY_POLICY = CSP;

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.origin === 'null' ? null : u.origin;
  } catch {
    return null;
  }
}

/** Navigation is allowed only within the app's own origin (the local host or the dev server). */
export function isAllowedNavigation(target: string, appOrigins: readonly string[]): boolean {
  const origin = originOf(target);
  return origin !== null && appOrigins.includes(origin);
}

/**
 * Whether a URL points at a friend's Boardwright host on the local network: over plain http(s),
 * a private IPv4 address (10/8, 172.16/12, 192.168/16), link-local, IPv6 unique- or link-local,
 * or an mDNS `.local` name, and an explicit port from 1024 up (Boardwright hosts use high ports;
 * below are a machine's system services). The Join screen may open such a host in the window;
 * its page then runs as a browser guest, without the native calls (`isTrustedSender`).
 * Loopback is not the LAN: this machine's own pages are the app's origins (isAllowedNavigation),
 * and any other port on 127.0.0.0/8 is some other program.
 */
export function isLanUrl(target: string): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  const port = Number(u.port);
  if (u.port === '' || !Number.isInteger(port) || port < 1024 || port > 65535) return false;
  const host = u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.local$/.test(host)) return true;
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}

/** Where the window may go: the app's own pages, or a friend's host on the LAN. */
export function mayNavigate(target: string, appOrigins: readonly string[]): boolean {
  return isAllowedNavigation(target, appOrigins) || isLanUrl(target);
}

/** A link the user may be offered to open in their browser: http(s) elsewhere than the app. */
export function isExternalLink(target: string, appOrigins: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && !isAllowedNavigation(target, appOrigins);
}

/**
 * An IPC call is answered only when it comes from the app's own top-level page: a page that
 * somehow got into the window from elsewhere (or an iframe) gets nothing.
 */
export function isTrustedSender(
  sender: { url: string; isMainFrame: boolean } | null | undefined,
  appOrigins: readonly string[],
): boolean {
  if (!sender || !sender.isMainFrame) return false;
  return isAllowedNavigation(sender.url, appOrigins);
}

/** The file filters of the open/save dialogs, by what the renderer asks for. */
export const FILE_KINDS = {
  board: { name: 'Boardwright board', extensions: ['json'] },
  save: { name: 'Boardwright save', extensions: ['json'] },
  image: { name: 'Picture', extensions: ['png', 'jpg', 'jpeg'] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** A dialog filter (a fresh, mutable copy, as Electron's types want). */
export function fileFilter(kind: FileKind): { name: string; extensions: string[] } {
  return { name: FILE_KINDS[kind].name, extensions: [...FILE_KINDS[kind].extensions] };
}

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FILE_KINDS, value);
}

/** Largest file the renderer may read or write through the dialogs (boards and saves are small). */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
