/**
 * LAN discovery with mDNS/DNS-SD (bonjour-service): a host open to the network announces
 * itself as a `_boardwright._tcp` service whose TXT record says how many tables it has and how
 * many seats are free; the Join screen browses for those services and then asks the host itself
 * (over its WebSocket) for the tables. Typing the address always works too.
 */
import { networkInterfaces } from 'node:os';
import type { TableSummary } from '../../games/core/protocol.js';

export const SERVICE_TYPE = 'boardwright';

export interface LanHost {
  name: string;
  url: string;
  addresses: string[];
  port: number;
  tables: number;
  openSeats: number;
}

/** The TXT record of an announcement: small, strings only. */
export function txtRecord(tables: readonly TableSummary[]): Record<string, string> {
  const live = tables.filter((t) => t.status !== 'finished');
  const open = live.reduce((n, t) => n + t.seats.filter((s) => s.kind === 'open').length, 0);
  return { v: '1', tables: String(live.length), open: String(open) };
}

/** The first non-internal IPv4 address of this machine (the join address), or null. */
export function lanAddress(preferred?: string): string | null {
  const all = Object.values(networkInterfaces()).flat().filter((i): i is NonNullable<typeof i> => !!i);
  if (preferred) return all.some((i) => i.address === preferred) ? preferred : null;
  return all.find((i) => i.family === 'IPv4' && !i.internal)?.address ?? null;
}

type BonjourInstance = {
  publish(o: { name: string; type: string; port: number; txt?: Record<string, string> }): { stop?: CallableFunction };
  find(o: { type: string }): { on(ev: string, cb: (s: ServiceLike) => void): void; stop(): void; services: ServiceLike[] };
  unpublishAll(cb?: CallableFunction): void;
  destroy(cb?: CallableFunction): void;
};
type ServiceLike = { name: string; port: number; host: string; addresses?: string[]; txt?: Record<string, unknown> };

async function bonjour(): Promise<BonjourInstance> {
  const mod = (await import('bonjour-service')) as unknown as { Bonjour?: new () => BonjourInstance; default?: { Bonjour?: new () => BonjourInstance } };
  const Ctor = mod.Bonjour ?? mod.default?.Bonjour;
  if (!Ctor) throw new Error('bonjour-service could not be loaded');
  return new Ctor();
}

export interface Announcer {
  update(tables: readonly TableSummary[]): void;
  stop(): Promise<void>;
}

/** Announces the host; re-publishes when the TXT record changes (at most every 2 s). */
export async function announce(name: string, port: number, tables: readonly TableSummary[]): Promise<Announcer> {
  const b = await bonjour();
  let txt = txtRecord(tables);
  let service = b.publish({ name, type: SERVICE_TYPE, port, txt });
  let timer: NodeJS.Timeout | null = null;
  let pending: Record<string, string> | null = null;
  return {
    update(next) {
      const t = txtRecord(next);
      if (JSON.stringify(t) === JSON.stringify(txt)) return;
      pending = t;
      timer ??= setTimeout(() => {
        timer = null;
        if (!pending) return;
        txt = pending;
        pending = null;
        service.stop?.();
        service = b.publish({ name, type: SERVICE_TYPE, port, txt });
      }, 2000);
    },
    stop() {
      if (timer) clearTimeout(timer);
      return new Promise((resolve) => b.unpublishAll(() => b.destroy(() => resolve())));
    },
  };
}

export interface LanBrowser {
  list(): LanHost[];
  stop(): void;
}

export async function browse(): Promise<LanBrowser> {
  const b = await bonjour();
  const browser = b.find({ type: SERVICE_TYPE });
  return {
    list() {
      return browser.services.map((s) => {
        const addresses = (s.addresses ?? []).filter((a) => !a.includes(':'));
        const host = addresses[0] ?? s.host;
        const txt = s.txt ?? {};
        return {
          name: s.name,
          url: `http://${host}:${s.port}/`,
          addresses,
          port: s.port,
          tables: Number(txt['tables'] ?? 0) || 0,
          openSeats: Number(txt['open'] ?? 0) || 0,
        };
      });
    },
    stop() {
      browser.stop();
      b.destroy();
    },
  };
}
