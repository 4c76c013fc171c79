/**
 * Playing over the LAN from the renderer: the Join screen's live list of Boardwright hosts
 * (GET /api/lan, polled, then each host's own table list over a short WebSocket), joining by
 * address, taking a seat (with a table password when it has one), and, on the host machine,
 * opening this host to the network.
 */
import { answerText, answeredStatus, hostUnreachable } from '../i18n/host-answer.js';
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { PROTOCOL_VERSION, type HostMessage, type TableSummary } from '../../../formats/protocol.js';
import { useConnection } from './connection.js';
import { wsUrlFor } from './host-url.js';
import { useTable } from './table.js';
import { useT } from '../i18n/area.js';
import { joinArea } from '../i18n/join/index.js';

/** One Boardwright host seen on the LAN (the host's `LanHost`). */
export interface LanHost {
  name: string;
  url: string;
  addresses: string[];
  port: number;
  tables: number;
  openSeats: number;
}

export interface HostAddresses {
  url: string;
  lanUrl: string | null;
}

/** Why a remote host's tables could not be had, for the Join screen to word in its language. */
export type ProbeProblem = 'unreachable' | 'timeout' | 'refused' | 'closed';

/** What a remote host said about its tables: the list, or why we could not get it. */
export type RemoteTables = { ok: true; tables: TableSummary[] } | { ok: false; problem: ProbeProblem };

/** How often the Join screen asks for the hosts on the LAN. */
export const LAN_POLL_MS = 3000;

/**
 * A typed address as a page address: "192.168.1.5:51234" → "http://192.168.1.5:51234/".
 * Null when it is not an http(s) address.
 */
export function normaliseAddress(input: string): string | null {
  let text = input.trim();
  if (!text) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `http://${text}`;
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (!u.hostname) return null;
  return `${u.protocol}//${u.host}/`;
}

/** Whether this page runs on the host machine itself (the desktop app, or a page on localhost). */
export { onHostMachine } from './host-machine.js';

/** Asks one host for its tables: hello, listTables, the first `tables` answer, close. */
export function fetchRemoteTables(baseUrl: string, timeoutMs = 4000): Promise<RemoteTables> {
  return new Promise((resolve) => {
    let ws: WebSocket;
    try {
      ws = new WebSocket(wsUrlFor(baseUrl));
    } catch {
      resolve({ ok: false, problem: 'unreachable' });
      return;
    }
    const done = (r: RemoteTables): void => {
      clearTimeout(timer);
      ws.onclose = null;
      ws.close();
      resolve(r);
    };
    const timer = setTimeout(() => done({ ok: false, problem: 'timeout' }), timeoutMs);
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, client: 'boardwright-join' }));
      ws.send(JSON.stringify({ type: 'listTables' }));
    };
    ws.onmessage = (ev) => {
      try {
        const m = JSON.parse(String(ev.data)) as HostMessage;
        if (m.type === 'tables') done({ ok: true, tables: m.tables });
      } catch {
        // not a message of ours: keep waiting
      }
    };
    ws.onerror = () => done({ ok: false, problem: 'refused' });
    ws.onclose = () => done({ ok: false, problem: 'closed' });
  });
}

export const useLan = defineStore('lan', () => {
  const connection = useConnection();
  const { t } = useT(joinArea);
  const hosts = shallowRef<LanHost[]>([]);
  /** Each LAN host's tables, by its url. */
  const remote = shallowRef(new Map<string, RemoteTables>());
  /** Why the LAN list is not available here (a guest's browser may not browse the network). */
  const browseProblem = ref<string | null>(null);
  const addresses = ref<HostAddresses | null>(null);
  const switching = ref(false);
  const switchProblem = ref<string | null>(null);

  function url(path: string): string {
    return new URL(path, connection.baseUrl || window.location.href).href;
  }

  async function refreshAddresses(): Promise<void> {
    addresses.value = await connection.getJson<HostAddresses>('api/host');
  }

  /** Is `u` this very host (its local or its LAN address)? Its tables are listed already. */
  function isSelf(u: string): boolean {
    const a = addresses.value;
    return !!a && (u === a.url || u === a.lanUrl || u === connection.baseUrl);
  }

  let timer: ReturnType<typeof setInterval> | null = null;

  async function refreshHosts(): Promise<void> {
    try {
      const res = await fetch(url('api/lan'));
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        browseProblem.value = await answerText(body, t('join.lanListUnavailable'));
        hosts.value = [];
        // Refused (a guest's browser): asking again will not change that.
        if (res.status === 403 && timer) {
          clearInterval(timer);
          timer = null;
        }
        return;
      }
      browseProblem.value = null;
      hosts.value = ((await res.json()) as LanHost[]).filter((h) => !isSelf(h.url));
    } catch {
      browseProblem.value = hostUnreachable();
      return;
    }
    const next = new Map<string, RemoteTables>();
    await Promise.all(hosts.value.map(async (h) => next.set(h.url, await fetchRemoteTables(h.url))));
    remote.value = next;
  }

  /** Polls the LAN list while the Join screen shows; returns the stop function. */
  function startPolling(): () => void {
    void refreshAddresses();
    void refreshHosts();
    if (!timer) timer = setInterval(() => void refreshHosts(), LAN_POLL_MS);
    return () => {
      if (timer) clearInterval(timer);
      timer = null;
    };
  }

  /** Opens (or closes) this host to the local network; the addresses after it. */
  async function setOpen(open: boolean): Promise<void> {
    switching.value = true;
    switchProblem.value = null;
    try {
      const res = await fetch(url('api/host/lan'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ open }) });
      const body = (await res.json().catch(() => null)) as (HostAddresses & { error?: string }) | null;
      if (!res.ok) switchProblem.value = await answerText(body, answeredStatus(res.status));
      else if (body) addresses.value = { url: body.url, lanUrl: body.lanUrl };
    } catch {
      switchProblem.value = hostUnreachable();
    } finally {
      switching.value = false;
    }
  }

  function qrUrl(): string {
    // A fresh address each time, so the picture follows opening and closing.
    return url(`api/host/qr.svg?u=${encodeURIComponent(addresses.value?.lanUrl ?? '')}`);
  }

  /**
   * Takes an open seat at a table of this host under a name, then shows the table. Resolves
   * with null, or the host's reason (a wrong password, the seat just taken…).
   */
  async function takeSeat(tableId: string, seat: number, name: string, password?: string): Promise<string | null> {
    const table = useTable();
    try {
      // One round trip: the seat, and the table on screen with its views.
      await table.takeSeat(tableId, seat, name, password);
      table.returnTo = 'home';
      return null;
    } catch (err) {
      if (table.currentId === tableId && table.heldSeats.length === 0) table.leave();
      return (err as Error).message;
    }
  }

  /** Watches a table of this host (spectator), with its password when it has one; the host's reason when it refuses. */
  async function watch(t: TableSummary, password?: string): Promise<string | null> {
    const table = useTable();
    try {
      await table.openTable(t.id, 'home', password);
      return null;
    } catch (err) {
      if (table.currentId === t.id && table.views.size === 0) table.leave();
      return (err as Error).message;
    }
  }

  return { hosts, remote, browseProblem, addresses, switching, switchProblem, refreshAddresses, refreshHosts, startPolling, setOpen, qrUrl, takeSeat, watch };
});
