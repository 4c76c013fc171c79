/**
 * LAN discovery with mDNS/DNS-SD (bonjour-service): a host open to the network announces
 * itself as a `_boardwright._tcp` service whose TXT record says how many tables it has and how
 * many seats are free; the Join screen browses for those services and then asks the host itself
 * (over its WebSocket) for the tables. Typing the address always works too.
 *
 * Anyone on the LAN can send mDNS answers, so what the browser hears is data from outside:
 * `validLanHosts` keeps only services whose address is a private or link-local one in a subnet
 * of this machine (and the address the answer came from), on a plausible port, with counts
 * clamped and names cleaned, at most MAX_LAN_HOSTS_PER_ADDRESS from one sending address and
 * MAX_LAN_HOSTS in all. Hosts that answered a probe (`LanProber`: an HTTP GET of the host's
 * /api/host) are listed before hosts not yet asked, and those before hosts that did not answer,
 * so one machine announcing many services it does not serve cannot push real hosts off the list.
 */
import { hostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { TableSummary } from '../../formats/protocol.js';
import { MAX_LIVE_TABLES } from './hub.js';

export const SERVICE_TYPE = 'boardwright';

export interface LanHost {
  name: string;
  url: string;
  addresses: string[];
  port: number;
  tables: number;
  openSeats: number;
}

/** The most hosts the Join screen lists. */
export const MAX_LAN_HOSTS = 32;
/**
 * The most hosts listed from one sending address: one machine may run the app and
 * `npm run host` side by side, not dozens of hosts.
 */
export const MAX_LAN_HOSTS_PER_ADDRESS = 4;
/** The lowest port a Boardwright host is believed on (below are system services: ssh, http…). */
export const MIN_LAN_PORT = 1024;

/**
 * The name we announce as the SRV target and answer A queries for: this machine's host name
 * (its first label, in letters, digits and "-") under `.local`, as mDNS clients expect.
 */
export function mdnsHostName(name = hostname()): string {
  const label = name.split('.')[0]!.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/^-+|-+$/g, '').slice(0, 63);
  return `${label || 'boardwright'}.local`;
}

/** An IPv4 address as a number, or null. */
function ipv4(address: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

/** A private (RFC 1918) or link-local IPv4 address: where a friend's host can be. */
export function isPrivateIpv4(address: string): boolean {
  const n = ipv4(address);
  if (n === null) return false;
  const a = n >>> 24;
  const b = (n >>> 16) & 255;
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** Whether `address` is in the subnet of one of `interfaces` (IPv4 with a netmask). */
export function inLocalSubnet(address: string, interfaces: readonly Pick<NetworkInterfaceInfo, 'address' | 'netmask' | 'family' | 'internal'>[]): boolean {
  const n = ipv4(address);
  if (n === null) return false;
  return interfaces.some((i) => {
    if (i.family !== 'IPv4' || i.internal) return false;
    const own = ipv4(i.address);
    const mask = ipv4(i.netmask);
    return own !== null && mask !== null && mask !== 0 && ((own & mask) >>> 0) === ((n & mask) >>> 0);
  });
}

/** A service as bonjour-service reports it (all of it came off the network). */
export type ServiceLike = { name?: unknown; port?: unknown; host?: unknown; addresses?: unknown; txt?: unknown; referer?: { address?: unknown } | undefined };

const clampCount = (value: unknown, max: number): number => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 0;
  return Math.min(n, max);
};

/**
 * The services worth listing: an IPv4 address that is private or link-local, in a subnet of
 * this machine when it has one (else any private one), and the address the answer came from
 * (a forged answer cannot point the Join screen at a third machine); a port from MIN_LAN_PORT
 * to 65535; counts clamped; names cleaned and cut; duplicates dropped; hosts that `answered`
 * first; at most MAX_LAN_HOSTS_PER_ADDRESS per sending address and MAX_LAN_HOSTS in all.
 */
export function validLanHosts(
  services: readonly ServiceLike[],
  interfaces: readonly Pick<NetworkInterfaceInfo, 'address' | 'netmask' | 'family' | 'internal'>[] = localInterfaces(),
  answered: (url: string) => boolean | undefined = () => undefined,
): LanHost[] {
  const heard = heardHosts(services, interfaces);
  // Answered first, then not asked yet, then silent; in the order heard within each.
  const rank = (h: LanHost): number => ({ true: 0, undefined: 1, false: 2 })[String(answered(h.url)) as 'true' | 'undefined' | 'false'];
  const ranked = heard.map((h, i) => ({ h, r: rank(h), i })).sort((a, b) => a.r - b.r || a.i - b.i);
  const out: LanHost[] = [];
  const perAddress = new Map<string, number>();
  for (const { h } of ranked) {
    if (out.length >= MAX_LAN_HOSTS) break;
    const from = h.addresses[0]!;
    const n = perAddress.get(from) ?? 0;
    if (n >= MAX_LAN_HOSTS_PER_ADDRESS) continue;
    perAddress.set(from, n + 1);
    out.push(h);
  }
  return out;
}

/** Every believable service heard, cleaned, without duplicates (not yet capped). */
function heardHosts(services: readonly ServiceLike[], interfaces: readonly Pick<NetworkInterfaceInfo, 'address' | 'netmask' | 'family' | 'internal'>[]): LanHost[] {
  const subnetsKnown = interfaces.some((i) => i.family === 'IPv4' && !i.internal && ipv4(i.netmask) !== null);
  const out: LanHost[] = [];
  const seen = new Set<string>();
  for (const s of services) {
    if (typeof s !== 'object' || s === null) continue;
    const port = s.port;
    if (typeof port !== 'number' || !Number.isInteger(port) || port < MIN_LAN_PORT || port > 65535) continue;
    const announced = Array.isArray(s.addresses) ? s.addresses.filter((a): a is string => typeof a === 'string' && ipv4(a) !== null).slice(0, 16) : [];
    const from = typeof s.referer?.address === 'string' ? s.referer.address : null;
    // The address the answer came from, when it announced it (or announced none).
    const address = from !== null && (announced.length === 0 || announced.includes(from)) ? from : null;
    if (address === null || !isPrivateIpv4(address)) continue;
    if (subnetsKnown && !inLocalSubnet(address, interfaces)) continue;
    const url = `http://${address}:${port}/`;
    if (seen.has(url)) continue;
    seen.add(url);
    const txt = typeof s.txt === 'object' && s.txt !== null ? (s.txt as Record<string, unknown>) : {};
    const rawName = typeof s.name === 'string' ? s.name : '';
    const name = rawName.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, 63) || `Boardwright at ${address}`;
    const tables = clampCount(Object.hasOwn(txt, 'tables') ? txt['tables'] : undefined, MAX_LIVE_TABLES * 4);
    const openSeats = clampCount(Object.hasOwn(txt, 'open') ? txt['open'] : undefined, MAX_LIVE_TABLES * 4 * 8);
    out.push({ name, url, addresses: [address], port, tables, openSeats });
  }
  return out;
}

function localInterfaces(): NetworkInterfaceInfo[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i): i is NetworkInterfaceInfo => !!i);
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
  publish(o: { name: string; type: string; port: number; host?: string; txt?: Record<string, string> }): { stop?: CallableFunction };
  find(o: { type: string }): { on(ev: string, cb: (s: ServiceLike) => void): void; stop(): void; services: ServiceLike[] };
  unpublishAll(cb?: CallableFunction): void;
  destroy(cb?: CallableFunction): void;
};

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
  // The SRV target is `<host>.local`, and the A records are published under that same name, so
  // a client that resolves the target by name (as Bonjour clients may) gets our address.
  const host = mdnsHostName();
  let service = b.publish({ name, type: SERVICE_TYPE, port, host, txt });
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
        try {
          service.stop?.();
          service = b.publish({ name, type: SERVICE_TYPE, port, host, txt });
        } catch {
          // A failed re-announcement keeps the last one; joining by address still works.
        }
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

/** bonjour-service keeps every service it ever heard; past this many, browsing starts afresh. */
const MAX_HEARD = 256;

/** How long a probe of a host waits for its answer. */
export const PROBE_TIMEOUT_MS = 1500;
/** A host is asked again at most this often (a host that was down may have started). */
export const PROBE_AGAIN_MS = 30_000;
/** Probes running at once, at most. */
export const MAX_PROBES_AT_ONCE = 8;

/**
 * Whether a Boardwright host answers at `url`: its /api/host answers 200 with JSON. Only the
 * status and the type are read (the body is dropped unread), within PROBE_TIMEOUT_MS.
 */
export async function askHost(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const res = await fetch(new URL('api/host', url), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    await res.body?.cancel().catch(() => {});
    return res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('application/json');
  } catch {
    return false;
  }
}

/**
 * Remembers which hosts answered a probe (`answered`), and asks the ones not asked lately, a
 * few at a time (`probe`). What it remembers is bounded: at most MAX_HEARD hosts, the oldest
 * answer forgotten first.
 */
export class LanProber {
  private results = new Map<string, { ok: boolean; at: number }>();
  private running = new Map<string, Promise<void>>();

  constructor(
    private readonly ask: (url: string) => Promise<boolean> = (url) => askHost(url),
    private readonly now: () => number = Date.now,
  ) {}

  readonly answered = (url: string): boolean | undefined => this.results.get(url)?.ok;

  /** Starts probes of the hosts in `urls` not asked within PROBE_AGAIN_MS; never throws. */
  probe(urls: readonly string[]): void {
    for (const url of urls) {
      if (this.running.size >= MAX_PROBES_AT_ONCE) break;
      const last = this.results.get(url);
      if (this.running.has(url) || (last && this.now() - last.at < PROBE_AGAIN_MS)) continue;
      const asking = this.ask(url)
        .catch(() => false)
        .then((ok) => {
          this.running.delete(url);
          this.results.delete(url); // re-inserted: the map stays in order of the last answer
          this.results.set(url, { ok, at: this.now() });
          for (const old of this.results.keys()) {
            if (this.results.size <= MAX_HEARD) break;
            this.results.delete(old);
          }
        });
      this.running.set(url, asking);
    }
  }

  /** Resolves when every probe started so far has its answer (tests). */
  async settled(): Promise<void> {
    await Promise.all(this.running.values());
  }
}

export async function browse(prober = new LanProber()): Promise<LanBrowser> {
  const b = await bonjour();
  let browser = b.find({ type: SERVICE_TYPE });
  return {
    list() {
      // A flood of forged announcements must not grow the list (and our memory) without end.
      if (browser.services.length > MAX_HEARD) {
        browser.stop();
        browser = b.find({ type: SERVICE_TYPE });
      }
      const hosts = validLanHosts(browser.services, localInterfaces(), prober.answered);
      // The hosts listed are asked whether they answer; the next listing puts silent ones last.
      prober.probe(hosts.map((h) => h.url));
      return hosts;
    },
    stop() {
      browser.stop();
      b.destroy();
    },
  };
}
