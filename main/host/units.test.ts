import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../../test/fixtures/budgets.js';
import { isLoopback, normaliseHost, originAllowed } from './api.js';
import { txtRecord } from './lan.js';
import { CSP } from '../http/headers.js';
import { mimeOf, resolveInside } from './static.js';
import { hashPassword, hashToken, newToken } from './tokens.js';
import type { TableSummary } from '../../formats/protocol.js';
import type { GameDefinition } from '../../games/core/types.js';
import { tally, tallyBoardFile } from '../../test/fixtures/fixture-game.js';
import { Conn, Outbox } from './streams.js';
import { Table } from './table.js';

describe('host building blocks', () => {
  it('Tokens: 32 random bytes, only their hash is kept', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
    expect(hashPassword('t1', 'pw')).not.toBe(hashPassword('t2', 'pw'));
  });

  it('Static files: paths cannot leave the renderer folder; MIME types by extension', () => {
    expect(resolveInside('/srv/app', '/assets/a.js')).toBe('/srv/app/assets/a.js');
    expect(resolveInside('/srv/app', '/../etc/passwd')).toBeNull();
    expect(resolveInside('/srv/app', '/..%2f..%2fetc/passwd')).toBeNull();
    expect(resolveInside('/srv/app', '/%00')).toBeNull();
    expect(resolveInside('/srv/app', '/%E0%A4%A')).toBeNull();
    expect(mimeOf('x.js')).toMatch(/javascript/);
    expect(mimeOf('x.wasm')).toBe('application/wasm');
    expect(mimeOf('x.unknown')).toBe('application/octet-stream');
    expect(CSP).toContain("script-src 'self'");
  });

  it('Origins: no Origin (not a browser), a page this host serves under one of its names, and a listed dev server are trusted; nothing else', () => {
    const served = (h: string): boolean => ['127.0.0.1:5000', 'localhost:5000', '[::1]:5000', '192.168.1.5:5001'].includes(h);
    expect(originAllowed(undefined, served)).toBe(true);
    expect(originAllowed('http://127.0.0.1:5000', served)).toBe(true);
    expect(originAllowed('http://localhost:5000', served)).toBe(true);
    expect(originAllowed('http://192.168.1.5:5001', served)).toBe(true);
    // Another port of this machine, a rebound DNS name, https, other sites: not this host's pages.
    expect(originAllowed('http://localhost:5173', served)).toBe(false);
    expect(originAllowed('http://127.0.0.1:22', served)).toBe(false);
    expect(originAllowed('http://rebound.example:5000', served)).toBe(false);
    expect(originAllowed('https://127.0.0.1:5000', served)).toBe(false);
    expect(originAllowed('https://evil.example', served)).toBe(false);
    expect(originAllowed('null', served)).toBe(false);
    expect(originAllowed('https://dev.example', served, ['https://dev.example'])).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.9')).toBe(false);
  });

  it('Host header: compared as lower-case host:port; anything else is no host at all', () => {
    expect(normaliseHost('LocalHost:5000')).toBe('localhost:5000');
    expect(normaliseHost('[::1]:5000')).toBe('[::1]:5000');
    expect(normaliseHost('127.0.0.1')).toBeNull();
    expect(normaliseHost('evil.example:5000/x')).toBeNull();
    expect(normaliseHost('a b:1')).toBeNull();
    expect(normaliseHost(undefined)).toBeNull();
  });

  it('LAN announcement: the TXT record counts live tables and open seats', () => {
    const seat = (kind: 'human' | 'bot' | 'open') => ({ index: 0, playerId: 'p1', name: 'x', kind, connected: false });
    const t = (status: TableSummary['status'], kinds: ('human' | 'bot' | 'open')[]): TableSummary => ({ id: 'a', title: 'a', game: 'g', board: 'b', seats: kinds.map(seat), status, hasPassword: false, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(txtRecord([t('waiting', ['human', 'open', 'open']), t('playing', ['human', 'bot']), t('finished', ['open'])])).toEqual({ v: '1', tables: '2', open: '2' });
  });

  it('Backpressure: a connection whose send buffer is full gets no frames; once it drains, whole views', async () => {
    const sent: string[] = [];
    const ws = { readyState: 1, OPEN: 1, bufferedAmount: 0, send: (d: string | Buffer) => void sent.push(String(d)), terminate: () => void sent.push('terminated') };
    const seats = [0, 1].map((i) => ({ index: i, playerId: `p${i + 1}`, name: `P${i + 1}`, kind: 'human' as const }));
    const t = new Table({ id: 't1', title: 't', def: tally as GameDefinition, board: tally.boardSchema.parse(tallyBoardFile()), boardHash: 'b0', options: { bankWorthTwo: false }, seed: 1, seats, ownerHashes: [] });
    const conn = new Conn(ws as never, true, { perSecond: 1, burst: 1 }, '', { soft: 1000, hard: 10_000 });
    conn.open('t1', 0);
    const push = (): void => {
      const out = new Outbox();
      conn.update(t, t.publicPart(t.summary(() => true)), out);
      out.flush();
    };
    push();
    expect(sent.map((f) => (JSON.parse(f) as { type: string }).type)).toEqual(['board', 'view']);
    t.move(0, 0, { type: 'bank' });
    push();
    expect((JSON.parse(sent.at(-1)!) as { type: string }).type).toBe('delta');
    // Full: nothing is sent, it is counted.
    ws.bufferedAmount = 5000;
    const before = sent.length;
    t.move(1, 1, { type: 'bank' });
    push();
    expect(sent.length).toBe(before);
    expect(conn.coalesced).toBe(1);
    // Drained: the wait ends with a whole view of the latest state.
    ws.bufferedAmount = 0;
    await expect.poll(() => sent.length, { timeout: STATE_BUDGET_MS, interval: 10 }).toBeGreaterThan(before);
    const last = JSON.parse(sent.at(-1)!) as { type: string; pub: { stateNo: number } };
    expect([last.type, last.pub.stateNo]).toEqual(['view', 2]);
    // Far behind: the connection is closed.
    ws.bufferedAmount = 20_000;
    t.move(0, 2, { type: 'bank' });
    push();
    expect(sent.at(-1)).toBe('terminated');
    conn.stop();
  });
});
