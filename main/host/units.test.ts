import { describe, expect, it } from 'vitest';
import { isLoopback, originAllowed } from './api.js';
import { txtRecord } from './lan.js';
import { CSP, mimeOf, resolveInside } from './static.js';
import { hashPassword, hashToken, newToken } from './tokens.js';
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

  it('Origins: the host page, pages on this machine and no Origin (not a browser) are trusted; other sites are not', () => {
    expect(originAllowed(undefined, '127.0.0.1:5000')).toBe(true);
    expect(originAllowed('http://192.168.1.5:5000', '192.168.1.5:5000')).toBe(true);
    expect(originAllowed('http://localhost:5173', '127.0.0.1:5000')).toBe(true);
    expect(originAllowed('https://evil.example', '127.0.0.1:5000')).toBe(false);
    expect(originAllowed('null', '127.0.0.1:5000')).toBe(false);
    expect(originAllowed('https://dev.example', '127.0.0.1:5000', ['https://dev.example'])).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.9')).toBe(false);
  });

  it('LAN announcement: the TXT record counts live tables and open seats', () => {
    const seat = (kind: 'human' | 'bot' | 'open') => ({ index: 0, playerId: 'p1', name: 'x', kind, connected: false });
    const t = (status: TableSummary['status'], kinds: ('human' | 'bot' | 'open')[]): TableSummary => ({ id: 'a', title: 'a', game: 'g', board: 'b', seats: kinds.map(seat), status, hasPassword: false, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(txtRecord([t('waiting', ['human', 'open', 'open']), t('playing', ['human', 'bot']), t('finished', ['open'])])).toEqual({ v: '1', tables: '2', open: '2' });
  });
});
