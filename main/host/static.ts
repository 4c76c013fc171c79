/**
 * Serves the built renderer: files under `rendererDir`, `index.html` for any other page path
 * (the app routes in the browser), the right MIME types and our Content-Security-Policy.
 */
import { createReadStream, promises as fs } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../http/headers.js';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeOf(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A path inside `root`, or null if the request tries to leave it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  return full === normalize(root) || full.startsWith(base) ? full : null;
}

export async function serveStatic(rendererDir: string, req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...securityHeaders(), Allow: 'GET, HEAD' }).end();
    return;
  }
  const target = resolveInside(rendererDir, urlPath === '/' ? '/index.html' : urlPath);
  if (target === null) {
    res.writeHead(400, securityHeaders()).end('Bad path');
    return;
  }
  let file = target;
  let stat = await fs.stat(file).catch(() => null);
  if (!stat || !stat.isFile()) {
    // A page path without a file (a route of the app) gets the app; a missing asset gets a 404.
    if (extname(urlPath) !== '' && extname(urlPath) !== '.html') {
      res.writeHead(404, { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    file = join(rendererDir, 'index.html');
    stat = await fs.stat(file).catch(() => null);
    if (!stat || !stat.isFile()) {
      res
        .writeHead(503, { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8' })
        .end('The app is not built yet: run `npm run build:renderer` (npm run host does it for you).');
      return;
    }
  }
  res.writeHead(200, {
    ...securityHeaders(),
    'Content-Type': mimeOf(file),
    'Content-Length': String(stat.size),
    // Built assets carry a content hash in their names; the page itself must always be fresh.
    'Cache-Control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}
