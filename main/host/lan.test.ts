/**
 * mDNS: what the browser hears is checked before the Join screen lists it (crafted records,
 * as a forger on the LAN would send them), and our own announcement names a `<host>.local`
 * target that answers A queries (a real mDNS exchange on this machine's interface).
 */
import { describe, expect, it } from 'vitest';
import { networkInterfaces } from 'node:os';
import { Bonjour } from 'bonjour-service';
import { announce, MAX_LAN_HOSTS, mdnsHostName, validLanHosts, type ServiceLike } from './lan.js';

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
      for (let i = 0; i < 40 && !found; i++) {
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
