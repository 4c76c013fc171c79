/**
 * mDNS: what the browser hears is checked before the Join screen lists it (crafted records,
 * as a forger on the LAN would send them), and our own announcement names a `<host>.local`
 * target that answers A queries (a real mDNS exchange on this machine's interface).
 */
import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../../test/fixtures/budgets.js';
import { createServer, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { Bonjour } from 'bonjour-service';
import { announce, askHost, LanProber, MAX_LAN_HOSTS, MAX_LAN_HOSTS_PER_ADDRESS, MAX_PROBES_AT_ONCE, mdnsHostName, PROBE_AGAIN_MS, validLanHosts, type ServiceLike } from './lan.js';

const lan = [{ address: '192.168.1.10', netmask: '255.255.255.0', family: 'IPv4' as const, internal: false }];
const svc = (over: Partial<ServiceLike> & { at?: string } = {}): ServiceLike => {
  const at = over.at ?? '192.168.1.20';
  return { name: 'Boardwright on ann', port: 47615, host: 'ann.local', addresses: [at], referer: { address: at }, txt: { v: '1', tables: '2', open: '3' }, ...over };
};

describe('mDNS entries are validated', () => {
  it('mDNS: a good announcement from a machine in our subnet is listed as it is', () => {
    expect(validLanHosts([svc()], lan)).toEqual([{ name: 'Boardwright on ann', url: 'http://192.168.1.20:47615/', addresses: ['192.168.1.20'], port: 47615, tables: 2, openSeats: 3 }]);
  });

  it('mDNS: forged announcements are dropped: public and loopback addresses, another subnet, an address the answer did not come from, wrong ports', () => {
    const forged: ServiceLike[] = [
      svc({ at: '8.8.8.8' }),
      svc({ at: '127.0.0.1', port: 22 }),
      svc({ at: '127.0.0.1' }),
      svc({ at: '10.0.0.5' }),
      svc({ addresses: ['192.168.1.30'], referer: { address: '192.168.1.66' } }),
      svc({ referer: undefined }),
      svc({ port: 22 }),
      svc({ port: 0 }),
      svc({ port: 70_000 }),
      svc({ port: Number.NaN }),
      svc({ port: '47615' as unknown as number }),
      svc({ at: '192.168.1.999' }),
      svc({ addresses: 'nope' as unknown as string[], referer: { address: 7 } }),
      null as unknown as ServiceLike,
    ];
    expect(validLanHosts(forged, lan)).toEqual([]);
    // Where this machine's subnets are unknown, any private or link-local address is believed.
    expect(validLanHosts([svc({ at: '10.0.0.5' }), svc({ at: '169.254.3.4' }), svc({ at: '8.8.8.8' })], []).map((h) => h.url)).toEqual(['http://10.0.0.5:47615/', 'http://169.254.3.4:47615/']);
  });

  it('mDNS: counts are clamped, names cleaned and cut, duplicates dropped, the list capped', () => {
    const [odd] = validLanHosts([svc({ name: 'Evil\u0000\u001b[2J host' + 'x'.repeat(200), txt: { tables: '-5', open: '99999999', __proto__: '1' } })], lan);
    expect(odd).toMatchObject({ tables: 0, openSeats: 0 });
    expect(odd!.name).toMatch(/^Evil\[2J hostx+$/);
    expect(odd!.name).toHaveLength(63);
    expect(validLanHosts([svc({ txt: { tables: '100000', open: '100000' } })], lan)[0]).toMatchObject({ tables: 256, openSeats: 2048 });
    expect(validLanHosts([svc(), svc(), svc()], lan)).toHaveLength(1);
    const many = Array.from({ length: 100 }, (_, i) => svc({ at: `192.168.1.${i + 20}` }));
    expect(validLanHosts(many, lan)).toHaveLength(MAX_LAN_HOSTS);
  });

  it('mDNS: one sending address fills at most MAX_LAN_HOSTS_PER_ADDRESS entries; the real hosts heard after its flood are listed', () => {
    const flood = Array.from({ length: 200 }, (_, i) => svc({ at: '192.168.1.66', port: 2000 + i, name: `Fake ${i}` }));
    const real = ['192.168.1.20', '192.168.1.21', '192.168.1.22'].map((at) => svc({ at }));
    const listed = validLanHosts([...flood, ...real], lan);
    expect(listed.filter((h) => h.addresses[0] === '192.168.1.66').map((h) => h.port)).toEqual([2000, 2001, 2002, 2003].slice(0, MAX_LAN_HOSTS_PER_ADDRESS));
    expect(listed.filter((h) => h.addresses[0] !== '192.168.1.66').map((h) => h.url)).toEqual(['http://192.168.1.20:47615/', 'http://192.168.1.21:47615/', 'http://192.168.1.22:47615/']);
  });

  it('mDNS: hosts that answered come first, silent ones last: eight flooding machines cannot push a real host off the 32 slots', () => {
    const flood = Array.from({ length: 8 * 10 }, (_, i) => svc({ at: `192.168.1.${100 + (i % 8)}`, port: 3000 + i }));
    const real = svc({ at: '192.168.1.20' });
    // Not asked yet: first come, first served, so the 33rd (the real host) is cut.
    expect(validLanHosts([...flood, real], lan)).toHaveLength(MAX_LAN_HOSTS);
    expect(validLanHosts([...flood, real], lan).map((h) => h.addresses[0])).not.toContain('192.168.1.20');
    // Once asked: the real host answered, the flood did not.
    const answered = (url: string): boolean | undefined => url === 'http://192.168.1.20:47615/';
    const listed = validLanHosts([...flood, real], lan, (url) => answered(url) || false);
    expect(listed[0]!.url).toBe('http://192.168.1.20:47615/');
    expect(listed).toHaveLength(MAX_LAN_HOSTS);
    // Not asked yet ranks between the two.
    const mixed = validLanHosts([svc({ at: '192.168.1.30' }), svc({ at: '192.168.1.31' }), svc({ at: '192.168.1.32' })], lan, (url) => (url.includes('.30:') ? false : url.includes('.32:') ? true : undefined));
    expect(mixed.map((h) => h.addresses[0])).toEqual(['192.168.1.32', '192.168.1.31', '192.168.1.30']);
  });

  it('mDNS: the prober asks each host once per PROBE_AGAIN_MS, a few at a time, and remembers who answered', async () => {
    let now = 1000;
    const asked: string[] = [];
    const prober = new LanProber(async (url) => {
      asked.push(url);
      return url.endsWith(':1/');
    }, () => now);
    const urls = Array.from({ length: 20 }, (_, i) => `http://192.168.1.20:${i + 1}/`);
    prober.probe(urls);
    expect(asked).toHaveLength(MAX_PROBES_AT_ONCE);
    await prober.settled();
    expect(prober.answered('http://192.168.1.20:1/')).toBe(true);
    expect(prober.answered('http://192.168.1.20:2/')).toBe(false);
    expect(prober.answered('http://192.168.1.20:20/')).toBeUndefined();
    prober.probe(urls);
    await prober.settled();
    expect(asked).toHaveLength(2 * MAX_PROBES_AT_ONCE);
    expect(new Set(asked).size).toBe(asked.length);
    now += PROBE_AGAIN_MS;
    prober.probe(urls.slice(0, 1));
    await prober.settled();
    expect(asked.filter((u) => u === urls[0])).toHaveLength(2);
  });

  it('mDNS: askHost says yes to a server answering JSON at /api/host, no to another server or a closed port', async () => {
    const serve = (json: boolean): Promise<{ server: Server; url: string }> =>
      new Promise((resolve) => {
        const server = createServer((req, res) => {
          if (json && req.url === '/api/host') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"url":"x","lanUrl":null}');
          else res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>no</p>');
        });
        server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` }));
      });
    const yes = await serve(true);
    const no = await serve(false);
    try {
      // A budget for a loaded machine, not the probe's 1.5 s (a local answer took longer at a load
      // of 35): each answer here is the server's, never a timeout's.
      expect(await askHost(yes.url, STATE_BUDGET_MS)).toBe(true);
      expect(await askHost(no.url, STATE_BUDGET_MS)).toBe(false);
      const closedPort = no.url;
      await new Promise((r) => no.server.close(r));
      expect(await askHost(closedPort, STATE_BUDGET_MS)).toBe(false);
    } finally {
      yes.server.close();
      no.server.close();
    }
  });

  it('mDNS: our target name is the host name under .local, in letters, digits and "-"', () => {
    expect(mdnsHostName('vm')).toBe('vm.local');
    expect(mdnsHostName('My Box.example.com')).toBe('my-box.local');
    expect(mdnsHostName('__')).toBe('boardwright.local');
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);

  it.skipIf(external.length === 0)('mDNS: our announcement names <host>.local as its target, and that name answers an A query with our address', async () => {
    const ours = await announce('Boardwright test', 47999, []);
    const asker = new Bonjour();
    try {
      const mdns = (asker as unknown as { server: { mdns: { on(e: string, f: (p: { answers: { name: string; type: string; data: unknown }[]; additionals: { name: string; type: string; data: unknown }[] }) => void): void; query(q: unknown): void } } }).server.mdns;
      const heard: { name: string; type: string; data: unknown }[] = [];
      mdns.on('response', (p) => heard.push(...p.answers, ...p.additionals));
      const target = mdnsHostName();
      let found = false;
      // Polled by the clock, asking again every tenth poll (40 polls, 2 s, gave up early under load).
      for (let i = 0, end = Date.now() + STATE_BUDGET_MS; !found && Date.now() < end; i++) {
        if (i % 10 === 0) {
          mdns.query({ questions: [{ name: target, type: 'A' }] });
          mdns.query({ questions: [{ name: '_boardwright._tcp.local', type: 'PTR' }] });
        }
        await new Promise((r) => setTimeout(r, 50));
        found = heard.some((r) => r.type === 'A' && r.name === target) && heard.some((r) => r.type === 'SRV');
      }
      const srv = heard.find((r) => r.type === 'SRV' && String(r.name).startsWith('Boardwright test'));
      expect(srv?.data).toMatchObject({ port: 47999, target });
      const a = heard.filter((r) => r.type === 'A' && r.name === target).map((r) => r.data);
      expect(a.length).toBeGreaterThan(0);
      for (const addr of a) expect(external).toContain(addr);
    } finally {
      asker.destroy();
      await ours.stop();
    }
  });
});
