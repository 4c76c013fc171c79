/**
 * The small JSON API beside the WebSocket: games, boards (read by anyone who may open the app;
 * written only from the host machine), and saves (host machine only: they are the host's own
 * files). Requests that change something must come from the app's own page (Origin check), so
 * a web page elsewhere cannot drive the host through the user's browser.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderSVG } from 'uqr';
import type { GameDefinition } from '../../games/core/types.js';
import { wireProblem } from '../../games/core/board-problem.js';
import { MAX_BOARD_BYTES, type Library } from '../library/index.js';
import { parseJson } from '../library/json-file.js';
import { handleLabApi } from '../lab/api.js';
import type { LabService } from '../lab/service.js';
import type { SaveStore } from '../saves/index.js';
import { gameInfo } from './hub.js';
import { englishRefusal, reasonRefusal, refusal } from '../http/refusal.js';
import { securityHeaders } from '../http/headers.js';

export interface ApiContext {
  registry: ReadonlyMap<string, GameDefinition>;
  library: Library;
  saves: SaveStore;
  /** The host's own addresses, for the join screen. */
  addresses: () => { url: string; lanUrl: string | null };
  /** Other Boardwright hosts seen on the LAN (mDNS); the first call starts browsing. */
  lanTables: () => Promise<unknown[]>;
  /** Opens the host to the LAN (optionally on one interface address) / closes it again. */
  lan?: { open(address?: string): Promise<string>; close(): Promise<void> };
  /** Whether a `host:port` is one this host serves (the Host allowlist); default: the request's own Host. */
  hostAllowed?: (hostPort: string) => boolean;
  /** Whether a request comes from the host machine; default: a loopback address. */
  isLocal?: (req: IncomingMessage) => boolean;
  /** The playtest lab (main/lab), for the host machine. */
  lab?: LabService;
}

const MAX_BODY = 32 * 1024 * 1024;

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1' || (address?.startsWith('127.') ?? false);
}

/**
 * The `Host` header as the allowlist compares it: lower case, `name:port` (IPv6 in brackets).
 * Null when absent or not a plain host and port.
 */
export function normaliseHost(header: string | undefined): string | null {
  if (header === undefined) return null;
  const h = header.trim().toLowerCase();
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(h) ? h : null;
}

/**
 * An Origin the host trusts: absent (not a browser), one of `extra` (a dev server), or a page
 * served by this host itself under one of the names it answers to (`hostAllowed`). A page on a
 * rebound DNS name, or on another port of this machine, is not trusted.
 */
export function originAllowed(origin: string | undefined, hostAllowed: (hostPort: string) => boolean, extra: readonly string[] = []): boolean {
  if (origin === undefined) return true;
  if (extra.includes(origin)) return true;
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' || u.username || u.password) return false;
  const hostPort = normaliseHost(u.port ? u.host : `${u.host}:80`);
  return hostPort !== null && hostAllowed(hostPort);
}

export function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...securityHeaders(), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * The request body as text, or null when it is larger than `limit`. Too large a body is not cut
 * off mid-upload (the client would see a reset, not our answer): the rest is read and dropped,
 * up to a bound, so the 413 reaches the client.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (tooLarge) {
      if (size > limit * 4) {
        req.destroy();
        break;
      }
      continue;
    }
    if (size > limit) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk as Buffer);
  }
  return tooLarge ? null : Buffer.concat(chunks).toString('utf8');
}

/** One field of a small JSON body (at most 4 KB); undefined when the body is not such JSON or lacks it. */
async function bodyField(req: IncomingMessage, key: string): Promise<unknown> {
  try {
    const v = JSON.parse((await readBody(req, 4096)) ?? '') as unknown;
    return typeof v === 'object' && v !== null && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse, path: string, extraOrigins: readonly string[]): Promise<void> {
  const method = req.method ?? 'GET';
  const local = ctx.isLocal ? ctx.isLocal(req) : isLoopback(req.socket.remoteAddress);
  const parts = path.split('/').slice(2).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return '\u0000';
    }
  }); // after "/api"
  const writes = method !== 'GET' && method !== 'HEAD';
  const hostAllowed = ctx.hostAllowed ?? ((h: string): boolean => h === normaliseHost(req.headers.host));
  if (writes && !originAllowed(req.headers.origin, hostAllowed, extraOrigins)) {
    return send(res, 403, refusal('not-from-app', 'host.http.notFromApp'));
  }
  const [area, ...rest] = parts;

  if (area === 'games' && method === 'GET' && rest.length === 0) {
    return send(res, 200, [...ctx.registry.values()].map(gameInfo));
  }
  if (area === 'host' && method === 'GET' && rest.length === 0) return send(res, 200, ctx.addresses());
  if (area === 'host' && method === 'GET' && rest[0] === 'qr.svg' && rest.length === 1) {
    // The join address as a QR code, for phones and tablets: the LAN address when open, else the local one.
    const { url, lanUrl } = ctx.addresses();
    res.writeHead(200, { ...securityHeaders(), 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' });
    return void res.end(renderSVG(lanUrl ?? url, { ecc: 'M', border: 2 }));
  }
  if (area === 'host' && method === 'POST' && rest[0] === 'lan' && rest.length === 1) {
    // Opening the host to the network is the host machine's decision alone.
    if (!local) return send(res, 403, refusal('host-only', 'host.http.lanHostOnly'));
    if (!ctx.lan) return send(res, 501, refusal('no-lan', 'host.http.noLan'));
    const body = await readBody(req, 4096);
    let parsed: { open?: unknown; address?: unknown } = {};
    try {
      parsed = JSON.parse(body ?? '') as typeof parsed;
    } catch {
      parsed = {};
    }
    if (typeof parsed.open !== 'boolean' || (parsed.address !== undefined && typeof parsed.address !== 'string')) {
      return send(res, 400, refusal('bad-request', 'host.http.sendOpen'));
    }
    try {
      if (parsed.open) await ctx.lan.open(parsed.address as string | undefined);
      else await ctx.lan.close();
    } catch (err) {
      return send(res, 409, englishRefusal('lan-failed', (err as Error).message));
    }
    return send(res, 200, ctx.addresses());
  }
  if (area === 'lan' && method === 'GET') {
    // Browsing the network is for the host machine's own Join screen.
    if (!local) return send(res, 403, refusal('host-only', 'host.http.browseHostOnly'));
    return send(res, 200, await ctx.lanTables());
  }

  if (area === 'boards') {
    if (method === 'GET' && rest.length === 0) {
      const list = await ctx.library.list();
      return send(res, 200, list.map(({ board: _b, file, ...entry }) => {
        const info = { ...entry, problems: entry.problems.map(wireProblem) };
        return local ? { ...info, file } : info;
      }));
    }
    if (method === 'GET' && rest.length >= 1) {
      const entry = await ctx.library.get(rest.join('/'));
      if (!entry) return send(res, 404, refusal('no-board', 'host.http.noBoard'));
      const { file, ...found } = entry;
      const info = { ...found, problems: found.problems.map(wireProblem) };
      return send(res, 200, local ? { ...info, file } : info);
    }
    if (method === 'PUT' && rest[0] === 'user' && rest.length === 3) {
      if (!local) return send(res, 403, refusal('host-only', 'host.http.boardsHostOnly'));
      const body = await readBody(req, MAX_BOARD_BYTES);
      if (body === null) return send(res, 413, refusal('too-large', 'host.http.boardTooLarge', { mb: MAX_BOARD_BYTES / 1024 / 1024 }));
      const parsed = parseJson(body, undefined, 'board');
      if (!parsed.ok) return send(res, 400, reasonRefusal('bad-json', parsed.words));
      const raw = parsed.value;
      if (!ctx.registry.has(rest[1]!)) return send(res, 404, refusal('no-game', 'host.http.noGame', { game: rest[1]! }));
      const saved = await ctx.library.saveUserBoard(rest[1]!, rest[2]!, raw);
      if (!saved.ok) return send(res, 422, { ...refusal('bad-board', 'host.http.boardShape'), problems: saved.problems.map(wireProblem) });
      const { board: _b, ...info } = saved.entry;
      return send(res, 200, { ...info, problems: info.problems.map(wireProblem) });
    }
  }

  if (area === 'lab') return handleLabApi(ctx.lab, req, res, rest, local, send, readBody);

  if (area === 'saves') {
    if (!local) return send(res, 403, refusal('host-only', 'host.http.savesHostOnly'));
    if (method === 'GET' && rest.length === 0) return send(res, 200, await ctx.saves.list());
    if (method === 'POST' && rest[0] === 'import' && rest.length === 1) {
      const body = await readBody(req, MAX_BODY);
      if (body === null) return send(res, 413, refusal('too-large', 'host.http.saveTooLarge'));
      const r = await ctx.saves.importText(body);
      return r.ok ? send(res, 200, { id: r.id }) : send(res, 422, reasonRefusal('bad-save', r.reason));
    }
    const id = rest[0];
    if (id !== undefined) {
      if (method === 'GET' && rest.length === 1) {
        const r = await ctx.saves.load(id);
        if (!r.ok) return send(res, 422, reasonRefusal('bad-save', r.reason));
        const { snapshot: _s, board: _b, ...meta } = r.save;
        return send(res, 200, { save: meta, matches: r.matches, difference: r.difference ?? null });
      }
      if (method === 'GET' && rest[1] === 'export' && rest.length === 2) {
        const text = await ctx.saves.exportText(id);
        if (text === null) return send(res, 404, refusal('no-save', 'host.http.noSave'));
        res.writeHead(200, {
          ...securityHeaders(),
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${id}.save.json"`,
        });
        return void res.end(text);
      }
      if (method === 'POST' && rest[1] === 'rename' && rest.length === 2) {
        const name = await bodyField(req, 'name');
        if (typeof name !== 'string') return send(res, 400, refusal('bad-request', 'host.http.sendName'));
        const r = await ctx.saves.rename(id, name);
        return r.ok ? send(res, 200, { ok: true }) : send(res, 422, reasonRefusal('bad-save', r.reason));
      }
      if (method === 'POST' && rest[1] === 'cut-journal' && rest.length === 2) {
        // The user chose to open a save whose journal is damaged up to the damaged line (as listed).
        const line = await bodyField(req, 'line');
        if (typeof line !== 'number' || !Number.isSafeInteger(line) || line < 1) return send(res, 400, refusal('bad-request', 'host.http.sendLine'));
        const r = await ctx.saves.cutJournal(id, line);
        return r.ok ? send(res, 200, r) : send(res, 422, reasonRefusal('bad-save', r.reason));
      }
      if (method === 'DELETE' && rest.length === 1) {
        return (await ctx.saves.remove(id)) ? send(res, 200, { ok: true }) : send(res, 404, refusal('no-save', 'host.http.noSave'));
      }
    }
  }
  return send(res, 404, refusal('no-api', 'host.http.noApi', { method, path }));
}
