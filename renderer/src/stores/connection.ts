/**
 * The WebSocket to the host. Everything the renderer knows about games comes through here.
 * Drops are normal (a laptop sleeps, the host restarts): we reconnect with a growing delay and
 * say so on screen; other stores re-join their tables when `onOpen` fires again.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { PROTOCOL_VERSION, type ClientMessage, type GameInfo, type BoardInfo, type HostMessage } from '../../../games/core/protocol.js';
import { hostBaseUrl, wsUrlFor } from './host-url.js';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface Welcome {
  games: GameInfo[];
  boards: BoardInfo[];
  hostName: string;
}

/** Delay before reconnect attempt n (0-based): 0.5 s doubling to 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(8000, 500 * 2 ** Math.min(attempt, 4));
}

export const useConnection = defineStore('connection', () => {
  const status = ref<ConnectionStatus>('connecting');
  const welcome = shallowRef<Welcome | null>(null);
  /** The host's last `error` message, shown until dismissed. */
  const lastError = ref<{ code: string; message: string } | null>(null);
  const baseUrl = ref('');

  let socket: WebSocket | null = null;
  let attempt = 0;
  let started = false;
  const queue: ClientMessage[] = [];
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
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, client: 'boardwright-renderer' }));
      for (const fn of openListeners) fn();
      while (queue.length > 0 && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(queue.shift()));
    };
    ws.onmessage = (ev) => {
      let msg: HostMessage;
      try {
        msg = JSON.parse(String(ev.data)) as HostMessage;
      } catch {
        return; // not ours to understand
      }
      if (msg.type === 'welcome') welcome.value = { games: msg.games, boards: msg.boards, hostName: msg.hostName };
      if (msg.type === 'error') lastError.value = { code: msg.code, message: msg.message };
      for (const fn of messageListeners) fn(msg);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    status.value = 'reconnecting';
    const delay = backoffMs(attempt++);
    setTimeout(open, delay);
  }

  /** Sends now, or as soon as the connection is open again. */
  function send(msg: ClientMessage): void {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
    else queue.push(msg);
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

  return { status, welcome, lastError, baseUrl, start, send, onMessage, onOpen, getJson };
});
