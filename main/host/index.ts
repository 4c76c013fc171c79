/**
 * The game host as a plain Node module (no Electron): HTTP for the built renderer and a small
 * JSON API, and a WebSocket at /ws speaking formats/protocol.ts. The Electron shell and
 * `npm run host` both start it with `createHost`.
 *
 * Closed to the network by default (127.0.0.1). `openToLan()` adds a listener on a LAN
 * interface (same handlers, same tables) and announces it with mDNS; `closeToLan()` removes it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { hostname, networkInterfaces } from 'node:os';
import { WebSocketServer } from 'ws';
import { MAX_FRAME_BYTES } from '../../formats/protocol.js';
import type { GameDefinition } from '../../games/core/types.js';
import { createLibrary, type Library } from '../library/index.js';
import { createSaveStore, type SaveStore } from '../saves/index.js';
import { createLabService } from '../lab/service.js';
import { handleApi, isLoopback, normaliseHost, originAllowed, type ApiContext } from './api.js';
import { Hub, type NamedSaveLimit, type RateLimit, type SendLimits } from './hub.js';
import { announce, browse, lanAddress, mdnsHostName, type Announcer, type LanBrowser, type LanHost } from './lan.js';
import { securityHeaders } from '../http/headers.js';
import { serveStatic } from './static.js';

export type { RateLimit, SendLimits } from './hub.js';
export type { LanHost } from './lan.js';

export interface HostOptions {
  /** 0 = any free port. Default 0. */
  port?: number;
  /**
   * When `port` is taken, listen on any free port instead of failing. A stable port keeps the
   * page's origin (and so the seat tokens in its storage) the same from one start to the next.
   */
  anyPortIfTaken?: boolean;
  /** Address to listen on. Default '127.0.0.1' (this machine only); '0.0.0.0' opens it to the LAN. */
  bind?: string;
  /** Where user boards (`boards/`) and saves (`saves/`) live. */
  dataDir: string;
  /** The built renderer (out/renderer). Without it the API and WebSocket still work. */
  rendererDir?: string;
  /** The games; default the registry of games/index.ts. */
  games?: ReadonlyMap<string, GameDefinition>;
  /** The bundled boards folder; default `<project root>/boards`. */
  bundledBoardsDir?: string;
  /** Pause before a bot moves, so people can follow. Default 400 ms; 0 in tests. */
  botDelayMs?: number;
  /** Per-connection message rate limit. Default 40/s, bursts of 80. */
  rateLimit?: RateLimit;
  /** Reopen the tables of unfinished autosaves at start. Default true. */
  restoreTables?: boolean;
  /** Announce on the LAN with mDNS when open to it. Default true. */
  mdns?: boolean;
  /** Page origins allowed besides the host's own and this machine's (a dev server). */
  allowedOrigins?: string[];
  /** How often connections are pinged; one that misses a ping is dropped. Default 30 s. */
  heartbeatMs?: number;
  /** How long a finished table nobody is at stays in the lobby (kept as its autosave meanwhile). Default 10 min. */
  finishedTableGraceMs?: number;
  /** How long a game in progress with no person connected at any seat stays open before it is saved and closed (it reopens when a player comes back). Default 30 min. */
  idleTableMs?: number;
  /** The least time between two rewrites of a table's autosave (its journal keeps every move meanwhile). Default 1 s. */
  snapshotIntervalMs?: number;
  /** Where the host writes what it does. Never receives a token. Default: nothing. */
  log?: (msg: string) => void;
  /** Per-connection send-buffer limits (backpressure). Default 1 MB to coalesce views, 16 MB to close. */
  sendLimits?: SendLimits;
  /**
   * Whether a request comes from the host machine itself (which may manage saves, open to the
   * LAN, close any table, and is not held to a guest's limits). Default: a loopback address.
   * Tests on 127.0.0.1 pass their own to play a guest.
   */
  clientIsLocal?: (req: IncomingMessage) => boolean;
  /** Named saves per table while the host runs, and the least time between two. Default 20, 2 s. */
  namedSaveLimit?: NamedSaveLimit;
  /** How long the bots wait at most at a scoring for a page that has not answered. Default 20 s (hub-scoring-hold.ts). */
  scoringHoldMs?: number;
}

export interface HostHandle {
  /** The local address, e.g. http://127.0.0.1:51234/ */
  readonly url: string;
  readonly port: number;
  /** The address to give friends when the host is open to the LAN, else null. */
  readonly lanUrl: string | null;
  readonly library: Library;
  readonly saves: SaveStore;
  /** Listens on a LAN interface too (default: the first non-internal IPv4) and announces it. */
  openToLan(opts?: { address?: string; port?: number; name?: string }): Promise<string>;
  closeToLan(): Promise<void>;
  /** Other Boardwright hosts on the LAN, when browsing (`browseLan()` first). */
  lanHosts(): LanHost[];
  browseLan(): Promise<void>;
  /** Every autosave written so far is on disk. */
  flush(): Promise<void>;
  /** For tests and tools: the live tables. */
  readonly hub: Hub;
  close(): Promise<void>;
}

async function defaultRegistry(): Promise<ReadonlyMap<string, GameDefinition>> {
  const mod = await import('../../games/index.js');
  return mod.games;
}

function listen(server: Server, port: number, bind: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error): void => reject(err);
    server.once('error', onError);
    server.listen(port, bind, () => {
      server.off('error', onError);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

/** Sockets of a server, upgraded ones (WebSockets) included, so closing it ends them all. */
function trackSockets(server: Server): Set<Duplex> {
  const sockets = new Set<Duplex>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

function closeServer(server: Server, sockets: Set<Duplex>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
    for (const s of sockets) s.destroy();
  });
}

const hostOf = (address: string): string => (address.includes(':') ? `[${address.toLowerCase()}]` : address.toLowerCase());
const urlOf = (address: string, port: number): string => `http://${hostOf(address)}:${port}/`;

/** Every address of this machine's interfaces. */
function allAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i): i is NonNullable<typeof i> => !!i)
    .map((i) => i.address);
}

export async function createHost(options: HostOptions): Promise<HostHandle> {
  const log = options.log ?? ((): void => {});
  const registry = options.games ?? (await defaultRegistry());
  const library = createLibrary({ registry, dataDir: options.dataDir, ...(options.bundledBoardsDir ? { bundledDir: options.bundledBoardsDir } : {}) });
  const saves = createSaveStore({ dataDir: options.dataDir, registry });
  const hub = new Hub({
    registry,
    library,
    saves,
    botDelayMs: options.botDelayMs ?? 400,
    rateLimit: options.rateLimit ?? { perSecond: 40, burst: 80 },
    hostName: hostname(),
    log,
    ...(options.finishedTableGraceMs !== undefined ? { finishedTableGraceMs: options.finishedTableGraceMs } : {}),
    ...(options.idleTableMs !== undefined ? { idleTableMs: options.idleTableMs } : {}),
    ...(options.snapshotIntervalMs !== undefined ? { snapshotIntervalMs: options.snapshotIntervalMs } : {}),
    ...(options.sendLimits ? { sendLimits: options.sendLimits } : {}),
    ...(options.namedSaveLimit ? { namedSaveLimit: options.namedSaveLimit } : {}),
    ...(options.scoringHoldMs !== undefined ? { scoringHoldMs: options.scoringHoldMs } : {}),
  });
  const lab = createLabService({ registry, library, saves, dataDir: options.dataDir, log });
  const extraOrigins = options.allowedOrigins ?? [];
  let lanUrl: string | null = null;
  let lanServer: Server | null = null;
  let lanSockets = new Set<Duplex>();
  let announcer: Announcer | null = null;
  let browser: LanBrowser | null = null;

  const isLocal = options.clientIsLocal ?? ((req: IncomingMessage): boolean => isLoopback(req.socket.remoteAddress));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  wss.on('connection', (ws, req: IncomingMessage) => {
    hub.attach(ws, isLocal(req), req.socket.remoteAddress ?? '', req.socket);
  });

  /**
   * The names this host answers to, as `host:port` (the Host allowlist, checked before anything
   * else: a web page on a DNS name rebound to this machine gets nothing). The loopback names on
   * the local port; when open to the LAN, the address served there and our mDNS name.
   */
  let port = 0;
  let lanPort: number | null = null;
  let lanHostNames: string[] = [];
  const hostAllowed = (hostPort: string): boolean => {
    if (hostPort === `127.0.0.1:${port}` || hostPort === `localhost:${port}` || hostPort === `[::1]:${port}`) return true;
    return lanPort !== null && lanHostNames.some((h) => hostPort === `${h}:${lanPort}`);
  };
  const refuseHost = (req: IncomingMessage): string | null => {
    const host = normaliseHost(req.headers.host);
    if (host !== null && hostAllowed(host)) return null;
    log(`refused a request for host "${String(req.headers.host).slice(0, 80)}" (not a name this host answers to)`);
    return 'This Boardwright host does not answer to that name.';
  };

  const apiContext: ApiContext = {
    registry,
    library,
    saves,
    hostAllowed,
    isLocal,
    lab,
    addresses: () => ({ url: handle.url, lanUrl }),
    async lanTables() {
      if (options.mdns === false) return [];
      try {
        await handle.browseLan();
      } catch (err) {
        log(`mDNS browsing failed: ${(err as Error).message}`);
      }
      return handle.lanHosts();
    },
    lan: {
      open: (address) => handle.openToLan(address ? { address } : {}),
      close: () => handle.closeToLan(),
    },
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const badHost = refuseHost(req);
    if (badHost !== null) {
      res.writeHead(421, { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(badHost);
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const done = (err: unknown): void => {
      log(`HTTP ${req.method} ${path} failed: ${(err as Error).message}`);
      if (!res.headersSent) res.writeHead(500, securityHeaders());
      res.end();
    };
    if (path === '/api' || path.startsWith('/api/')) {
      handleApi(apiContext, req, res, path, extraOrigins).catch(done);
      return;
    }
    if (!options.rendererDir) {
      res.writeHead(404, securityHeaders()).end('No renderer is served by this host.');
      return;
    }
    serveStatic(options.rendererDir, req, res, path).catch(done);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (refuseHost(req) !== null) {
      socket.write('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/ws' || !originAllowed(req.headers.origin, hostAllowed, extraOrigins)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };

  // Handlers of the servers' events never throw: a bug answers 500 (or drops the socket) and is logged.
  const guardedRequest = (req: IncomingMessage, res: ServerResponse): void => {
    try {
      onRequest(req, res);
    } catch (err) {
      log(`HTTP ${req.method} failed: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, securityHeaders());
      res.end();
    }
  };
  const guardedUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    try {
      onUpgrade(req, socket, head);
    } catch (err) {
      log(`WebSocket upgrade failed: ${(err as Error).stack ?? String(err)}`);
      socket.destroy();
    }
  };

  const server = createServer(guardedRequest);
  const sockets = trackSockets(server);
  server.on('upgrade', guardedUpgrade);
  server.on('clientError', (_err, socket) => socket.destroy());
  const bind = options.bind ?? '127.0.0.1';
  try {
    port = await listen(server, options.port ?? 0, bind);
  } catch (err) {
    if (!options.anyPortIfTaken || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    log(`port ${options.port} is taken; listening on another one`);
    port = await listen(server, 0, bind);
  }
  const publicAddress = bind === '0.0.0.0' || bind === '::' ? '127.0.0.1' : bind;
  if (bind !== '127.0.0.1' && !isLoopback(bind)) {
    const addr = bind === '0.0.0.0' || bind === '::' ? lanAddress() : bind;
    lanUrl = addr ? urlOf(addr, port) : null;
    lanPort = port;
    // Listening on every interface: each address of this machine is one a guest may use.
    const served = bind === '0.0.0.0' || bind === '::' ? allAddresses() : [bind];
    lanHostNames = [...served.map(hostOf), mdnsHostName()];
  }

  const cleaned = await saves.cleanTemp();
  if (cleaned > 0) log(`removed ${cleaned} half-written temporary save file(s) left by a crash`);
  if (options.restoreTables ?? true) {
    const n = await hub.restoreAll();
    if (n > 0) log(`reopened ${n} table(s) from their autosaves`);
  }

  const startAnnouncing = async (name: string, p: number): Promise<void> => {
    if (options.mdns === false) return;
    try {
      announcer = await announce(name, p, hub.summaryList());
    } catch (err) {
      log(`mDNS announcement failed (joining by address still works): ${(err as Error).message}`);
    }
  };
  // Timers never throw out of here: a failure is logged and the next tick tries again.
  const every = (what: string, ms: number, fn: () => void): NodeJS.Timeout => {
    const timer = setInterval(() => {
      try {
        fn();
      } catch (err) {
        log(`${what} failed: ${(err as Error).stack ?? String(err)}`);
      }
    }, ms);
    timer.unref();
    return timer;
  };
  const lobbyTimer = every('updating the mDNS announcement', 3000, () => announcer?.update(hub.summaryList()));
  const heartbeat = every('the heartbeat', options.heartbeatMs ?? 30_000, () => hub.heartbeat());
  if (lanUrl) await startAnnouncing(`Boardwright on ${hostname()}`, port);

  const handle: HostHandle = {
    url: urlOf(publicAddress, port),
    port,
    get lanUrl() {
      return lanUrl;
    },
    library,
    saves,
    hub,
    async openToLan(opts = {}) {
      if (lanUrl) return lanUrl;
      const address = lanAddress(opts.address);
      if (!address) throw new Error(opts.address ? `This machine has no interface with the address ${opts.address}.` : 'This machine has no network interface to open the table on.');
      lanServer = createServer(guardedRequest);
      lanSockets = trackSockets(lanServer);
      lanServer.on('upgrade', guardedUpgrade);
      lanServer.on('clientError', (_err, socket) => socket.destroy());
      let p: number;
      try {
        p = await listen(lanServer, opts.port ?? port, address);
      } catch {
        p = await listen(lanServer, 0, address); // the same port number is taken there: any other
      }
      lanUrl = urlOf(address, p);
      lanPort = p;
      lanHostNames = [hostOf(address), mdnsHostName()];
      await startAnnouncing(opts.name ?? `Boardwright on ${hostname()}`, p);
      log(`open to the LAN at ${lanUrl}`);
      return lanUrl;
    },
    async closeToLan() {
      await announcer?.stop();
      announcer = null;
      if (lanServer) await closeServer(lanServer, lanSockets);
      lanServer = null;
      if (bind === '127.0.0.1') {
        lanUrl = null;
        lanPort = null;
        lanHostNames = [];
      }
    },
    lanHosts() {
      return browser?.list() ?? [];
    },
    async browseLan() {
      browser ??= await browse();
    },
    flush: () => hub.flush(),
    async close() {
      clearInterval(lobbyTimer);
      clearInterval(heartbeat);
      browser?.stop();
      browser = null;
      await handle.closeToLan();
      for (const c of hub.conns) c.ws.terminate();
      wss.close();
      await lab.close();
      await hub.close();
      await closeServer(server, sockets);
    },
  };
  log(`listening on ${handle.url}`);
  return handle;
}
