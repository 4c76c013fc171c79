/**
 * DNS rebinding and framing: the host answers only to its own names (127.0.0.1, localhost,
 * [::1] on its port, and the LAN address it serves), before anything else, over HTTP and the
 * WebSocket upgrade; a page's Origin must be one of those too; every answer forbids framing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { CSP } from '../../main/http/headers.js';
import { TestClient } from './client.js';
import { startHost, type TestHost } from './helpers.js';

let th: TestHost | null = null;
afterEach(async () => {
  await th?.host.close();
  th = null;
});

/** A request with a chosen Host (and Origin) header, which fetch would not let us set. */
function raw(url: string, opts: { method?: string; host?: string; origin?: string; body?: string; path?: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (opts.host !== undefined) headers['Host'] = opts.host;
    if (opts.origin !== undefined) headers['Origin'] = opts.origin;
    const req = request({ host: u.hostname, port: u.port, path: opts.path ?? '/api/saves', method: opts.method ?? 'GET', headers, setHost: opts.host === undefined }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('Host allowlist', () => {
  it('DNS rebinding: a request for a foreign Host name gets 421 before anything is read or changed; the host\'s own names are answered', async () => {
    th = await startHost();
    const url = th.host.url;
    const port = th.host.port;
    for (const host of ['rebound.example:' + port, `127.0.0.1:${port + 1}`, `localhost`, `evil.localhost:${port}`, '']) {
      const r = await raw(url, { host });
      expect(r.status, host).toBe(421);
      expect(r.text).toBe('This Boardwright host does not answer to that name.');
    }
    // A write through a rebound name does nothing.
    const del = await raw(url, { host: `attacker.example:${port}`, method: 'DELETE', path: '/api/saves/x' });
    expect(del.status).toBe(421);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await raw(url, { host })).status, host).toBe(200);
    }
    expect(th.logs.some((l) => /refused a request for host "rebound\.example/.test(l))).toBe(true);
  });

  it('DNS rebinding: the WebSocket upgrade is refused for a foreign Host, and for an Origin that is not one of the host\'s names', async () => {
    th = await startHost();
    const port = th.host.port;
    await expect(TestClient.connect(th.host.url, { headers: { Host: `rebound.example:${port}` } })).rejects.toThrow(/421/);
    await expect(TestClient.connect(th.host.url, { headers: { Origin: `http://rebound.example:${port}` } })).rejects.toThrow(/403/);
    await expect(TestClient.connect(th.host.url, { headers: { Origin: `http://localhost:${port + 1}` } })).rejects.toThrow(/403/);
    const ok = await TestClient.connect(th.host.url, { headers: { Origin: `http://localhost:${port}` } });
    expect((await ok.request({ type: 'ping' }, (m) => m.type === 'pong')).type).toBe('pong');
    ok.close();
  });

  it('Origin: a write from a page on another name or port of this machine is refused; from the host\'s own page it is not', async () => {
    th = await startHost();
    const port = th.host.port;
    const body = JSON.stringify({ open: false });
    expect((await raw(th.host.url, { method: 'POST', path: '/api/host/lan', origin: `http://127.0.0.1:${port + 1}`, body })).status).toBe(403);
    expect((await raw(th.host.url, { method: 'POST', path: '/api/host/lan', origin: `http://rebound.example:${port}`, body })).status).toBe(403);
    expect((await raw(th.host.url, { method: 'POST', path: '/api/host/lan', origin: `http://localhost:${port}`, body })).status).toBe(200);
  });

  it('LAN: the address the LAN listener serves is allowed on its own port, and only while open', async () => {
    th = await startHost();
    const lan = await th.host.openToLan({ address: '127.0.0.1' });
    const lanPort = new URL(lan).port;
    expect((await raw(lan, { host: `127.0.0.1:${lanPort}`, path: '/api/games' })).status).toBe(200);
    expect((await raw(lan, { host: `rebound.example:${lanPort}`, path: '/api/games' })).status).toBe(421);
    await th.host.closeToLan();
    expect((await raw(th.host.url, { host: `127.0.0.1:${lanPort}`, path: '/api/games' })).status).toBe(421);
  });

  it('Framing: every answer (page, API, error, 421) carries frame-ancestors \'none\' and X-Frame-Options DENY', async () => {
    th = await startHost();
    const port = th.host.port;
    for (const r of [
      await raw(th.host.url, { path: '/' }),
      await raw(th.host.url, { path: '/api/games' }),
      await raw(th.host.url, { path: '/api/nothing' }),
      await raw(th.host.url, { path: '/', host: `evil.example:${port}` }),
    ]) {
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['content-security-policy']).toBe(CSP);
    }
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("base-uri 'none'");
  });
});
