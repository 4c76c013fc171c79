/**
 * POST /api/host/lan: the Join/Table screens' "Open to the local network" switch. Loopback only:
 * the test opens on 127.0.0.1 (the `address` field), never any other address; mDNS is off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startHost, type TestHost } from './helpers.js';

let th: TestHost | null = null;
afterEach(async () => {
  await th?.host.close();
  th = null;
});

/** A POST with a chosen Origin header (fetch would not let us set it). */
function post(url: string, body: string, origin?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('POST /api/host/lan', () => {
  it('Open to the network: opens on the chosen address, answers the join address, and closes again', async () => {
    th = await startHost();
    const url = th.host.url + 'api/host/lan';
    const opened = await post(url, JSON.stringify({ open: true, address: '127.0.0.1' }), th.host.url.replace(/\/$/, ''));
    expect(opened.status).toBe(200);
    expect(opened.json.lanUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(th.host.lanUrl).toBe(opened.json.lanUrl);
    // The LAN listener serves the same API.
    const games = await fetch(String(opened.json.lanUrl) + 'api/games');
    expect(games.status).toBe(200);
    const info = (await (await fetch(th.host.url + 'api/host')).json()) as { lanUrl: string | null };
    expect(info.lanUrl).toBe(opened.json.lanUrl);
    const closed = await post(url, JSON.stringify({ open: false }));
    expect(closed.status).toBe(200);
    expect(closed.json.lanUrl).toBeNull();
    expect(th.host.lanUrl).toBeNull();
  });

  it('Open to the network: a page from another site may not switch it (Origin check)', async () => {
    th = await startHost();
    const r = await post(th.host.url + 'api/host/lan', JSON.stringify({ open: true, address: '127.0.0.1' }), 'https://evil.example');
    expect(r.status).toBe(403);
    expect(th.host.lanUrl).toBeNull();
  });

  it('Open to the network: a bad body or an address this machine lacks is refused with a reason', async () => {
    th = await startHost();
    const url = th.host.url + 'api/host/lan';
    const bad = await post(url, '{"open":"yes"}');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ code: 'bad-request', key: 'host.http.sendOpen' });
    const garbage = await post(url, 'not json');
    expect(garbage.status).toBe(400);
    // 192.0.2.1 is a documentation address no machine has: refused before anything listens.
    const missing = await post(url, JSON.stringify({ open: true, address: '192.0.2.1' }));
    expect(missing.status).toBe(409);
    expect(String(missing.json.error)).toMatch(/no interface/);
    expect(th.host.lanUrl).toBeNull();
  });

  it('Open to the network: only the host machine may switch it (requests from the LAN are refused)', async () => {
    th = await startHost();
    // Requests over the LAN listener still come from 127.0.0.1 here, so check the rule directly:
    // the API refuses when the socket is not loopback.
    const { handleApi } = await import('../../main/host/api.js');
    let status = 0;
    const res = {
      headersSent: false,
      writeHead(s: number) {
        status = s;
        return this;
      },
      end() {},
    };
    const req = Object.assign((async function* () {})(), { method: 'POST', headers: {}, socket: { remoteAddress: '192.168.1.20' } });
    const ctx = { lan: { open: () => Promise.reject(new Error('must not open')), close: () => Promise.resolve() } };
    await handleApi(ctx as never, req as never, res as never, '/api/host/lan', []);
    expect(status).toBe(403);
  });
});
