import { describe, expect, it } from 'vitest';
import { isLoopback, normaliseHost, originAllowed } from './api.js';
import { txtRecord } from './lan.js';
import { CSP, mimeOf, resolveInside } from './static.js';
import { hashPassword, hashToken, newToken } from './tokens.js';
import { undoAllowed } from './undo.js';
import type { TableSummary } from '../../games/core/protocol.js';

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
    const t = (status: TableSummary['status'], kinds: ('human' | 'bot' | 'open')[]): TableSummary => ({ id: 'a', title: 'a', game: 'g', board: 'b', seats: kinds.map(seat), status, hasPassword: false });
    expect(txtRecord([t('waiting', ['human', 'open', 'open']), t('playing', ['human', 'bot']), t('finished', ['open'])])).toEqual({ v: '1', tables: '2', open: '2' });
  });

  it('Undo: refused after a private event, a random draw, or a change to anything hidden from the mover', () => {
    const before = { deck: [5, 6, 7, 8], hand: [1, 2, 3], display: [9, 9, 9], score: 0, rng: { s: [1, 2, 3, 4] } };
    const view = { hand: [1, 2, 3], display: [9, 9, 9], score: 0 };
    expect(undoAllowed(before, { ...before, score: 1 }, [], view)).toEqual({ ok: true });
    expect(undoAllowed(before, { ...before, score: 1 }, [{ type: 'draw', text: 'x', visibleTo: ['p1'] }], view).ok).toBe(false);
    expect(undoAllowed(before, { ...before, rng: { s: [9, 2, 3, 4] } }, [], view)).toEqual({ ok: false, reason: expect.stringMatching(/at random/) });
    // A face-up display refilled from the (hidden) deck: a reveal.
    expect(undoAllowed(before, { ...before, deck: [5, 6, 7], display: [9, 9, 8] }, [], view)).toEqual({ ok: false, reason: expect.stringMatching(/revealed/) });
    // Rearranging what the mover could already see is fine.
    expect(undoAllowed(before, { ...before, hand: [3, 2, 1] }, [], view)).toEqual({ ok: true });
  });
});
