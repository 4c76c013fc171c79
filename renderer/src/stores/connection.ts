/**
 * The WebSocket to the host. Everything the renderer knows about games comes through here.
 * Drops are normal (a laptop sleeps, the host restarts): we reconnect with a growing delay and
 * say so on screen; other stores re-join their tables when `onOpen` fires again.
 *
 * `request` numbers a message (`rid`) and settles with the host's answer to that very message:
 * its reply, or a rejection (`HostError`, with the host's code and its words in the page's language) when the host
 * refused it. Only an `error` that answers no request is news for the banner (`lastError`).
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { PROTOCOL_VERSION, type ClientMessage, type GameInfo, type BoardInfo, type HostMessage } from '../../../formats/protocol.js';
import { hostBaseUrl, wsUrlFor } from './host-url.js';
import { useT } from '../i18n/area.js';
import { lobbyArea } from '../i18n/lobby/index.js';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface Welcome {
  games: GameInfo[];
  boards: BoardInfo[];
  hostName: string;
}

/** The host's refusal of a request. */
export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HostError';
  }
}

/**
 * A refusal in words for `then`: the host sends a code with a key and params (worded in the page's
 * language, by i18n/wire-words, loaded on the first such refusal so the lobby's first paint
 * carries no catalogue), or, with no key, its English message (at once).
 */
function inWords(e: { code: string; key?: string; params?: unknown; message?: string }, then: (message: string) => void): void {
  if (typeof e.key !== 'string') return then(e.message ?? e.code);
  import('../i18n/wire-words.js').then(
    (w) => then(w.refusalText(e)),
    () => then(e.message ?? e.code),
  );
}

/** Delay before reconnect attempt n (0-based): 0.5 s doubling to 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(8000, 500 * 2 ** Math.min(attempt, 4));
}

/** A client message without its request id (`request` adds one). */
export type Request = ClientMessage extends infer M ? (M extends { rid?: number } ? Omit<M, 'rid'> : never) : never;

interface Pending {
  resolve: (m: HostMessage) => void;
  reject: (e: HostError) => void;
}

export const useConnection = defineStore('connection', () => {
  const { t } = useT(lobbyArea);
  const status = ref<ConnectionStatus>('connecting');
  const welcome = shallowRef<Welcome | null>(null);
  /** The host's last `error` that answered no request, shown until dismissed. */
  const lastError = ref<{ code: string; message: string } | null>(null);
  const baseUrl = ref('');
  /** Boards (by hash) this page holds: the host need not send them again after a reconnect. */
  const knownBoards = new Set<string>();

  let socket: WebSocket | null = null;
  let attempt = 0;
  let started = false;
  let nextRid = 1;
  const queue: string[] = [];
  /** Requests sent on the current socket, waiting for their answer. */
  const pending = new Map<number, Pending>();
  /** Requests waiting for a socket; sent when it opens. */
  const unsent = new Map<number, Pending>();
  const messageListeners = new Set<(m: HostMessage) => void>();
  const openListeners = new Set<() => void>();

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    baseUrl.value = await hostBaseUrl();
    open();
  }

  function open(): void {
    status.value = attempt === 0 ? 'connecting' : 'reconnecting';
    let ws: WebSocket;
    try {
      ws = new WebSocket(wsUrlFor(baseUrl.value));
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      status.value = 'open';
      const hello = { type: 'hello', protocol: PROTOCOL_VERSION, client: 'boardwright-renderer', moments: true, ...(knownBoards.size > 0 ? { boards: [...knownBoards].slice(-64) } : {}) };
      ws.send(JSON.stringify(hello));
      for (const fn of openListeners) fn();
      for (const [rid, p] of unsent) pending.set(rid, p);
      unsent.clear();
      while (queue.length > 0 && ws.readyState === WebSocket.OPEN) ws.send(queue.shift()!);
    };
    ws.onmessage = (ev) => {
      let msg: HostMessage;
      try {
        msg = JSON.parse(String(ev.data)) as HostMessage;
      } catch {
        return; // not ours to understand
      }
      if (msg.type === 'welcome') welcome.value = { games: msg.games, boards: msg.boards, hostName: msg.hostName };
      const rid = 'rid' in msg ? msg.rid : undefined;
      const waiting = rid !== undefined ? pending.get(rid) : undefined;
      if (msg.type === 'error' && rid === undefined) inWords(msg, (message) => (lastError.value = { code: msg.code, message }));
      // Listeners first: a frame that answers a request (a view with the move's rid) is in the stores before the request settles.
      for (const fn of messageListeners) fn(msg);
      if (waiting && rid !== undefined) {
        pending.delete(rid);
        if (msg.type === 'error') inWords(msg, (message) => waiting.reject(new HostError(msg.code, message)));
        else if (msg.type === 'moveRejected') inWords(msg.error, (message) => waiting.reject(new HostError(msg.error.code, message)));
        else waiting.resolve(msg);
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      // Whatever was asked on this socket has no answer coming.
      for (const p of pending.values()) p.reject(new HostError('disconnected', t('lobby.errDisconnected')));
      pending.clear();
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    status.value = 'reconnecting';
    const delay = backoffMs(attempt++);
    setTimeout(open, delay);
  }

  function sendText(text: string): void {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
    else queue.push(text);
  }

  /** Sends now, or as soon as the connection is open again; no answer is awaited. */
  function send(msg: ClientMessage): void {
    sendText(JSON.stringify(msg));
  }

  /** Sends a numbered request; settles with the host's answer to it (rejects with a HostError when refused). */
  function request<T extends HostMessage = HostMessage>(msg: Request): Promise<T> {
    const rid = nextRid++;
    return new Promise<T>((resolve, reject) => {
      const p: Pending = { resolve: resolve as (m: HostMessage) => void, reject };
      if (socket && socket.readyState === WebSocket.OPEN) pending.set(rid, p);
      else unsent.set(rid, p);
      sendText(JSON.stringify({ ...msg, rid }));
    });
  }

  function onMessage(fn: (m: HostMessage) => void): () => void {
    messageListeners.add(fn);
    return () => messageListeners.delete(fn);
  }

  /** Called on every (re)connection, after `hello`: the place to re-join tables. */
  function onOpen(fn: () => void): () => void {
    openListeners.add(fn);
    if (status.value === 'open') fn();
    return () => openListeners.delete(fn);
  }

  /** A JSON API call to the host (`api/boards` …); null when it fails. */
  async function getJson<T>(path: string): Promise<T | null> {
    try {
      const res = await fetch(new URL(path, baseUrl.value || window.location.href).href);
      return res.ok ? ((await res.json()) as T) : null;
    } catch {
      return null;
    }
  }

  return { status, welcome, lastError, baseUrl, knownBoards, start, send, request, onMessage, onOpen, getJson };
});
