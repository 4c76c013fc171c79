import { describe, expect, it } from 'vitest';
import { backoffMs } from './connection.js';
import { wsUrlFor } from './host-url.js';
import { forgetHeld, heldTableIds, loadHeld, saveHeld } from './seat-tokens.js';

describe('connection', () => {
  it('the WebSocket lives at /ws on the host that served the page', () => {
    expect(wsUrlFor('http://127.0.0.1:5123/')).toBe('ws://127.0.0.1:5123/ws');
    expect(wsUrlFor('https://host.lan:8443/app/')).toBe('wss://host.lan:8443/app/ws');
    expect(wsUrlFor('http://192.168.1.4:9000')).toBe('ws://192.168.1.4:9000/ws');
  });

  it('reconnects with a growing delay, capped at 8 seconds', () => {
    expect(backoffMs(0)).toBe(500);
    expect(backoffMs(1)).toBe(1000);
    expect(backoffMs(3)).toBe(4000);
    expect(backoffMs(4)).toBe(8000);
    expect(backoffMs(40)).toBe(8000);
  });

  it('without storage (private mode, tests) a table simply holds no seats', () => {
    expect(loadHeld('t1')).toEqual({ seats: {} });
  });
});

describe('seat tokens', () => {
  it('are kept per table, so a reload comes back to the same seats', () => {
    const data = new Map<string, string>();
    const fake = {
      get length() {
        return data.size;
      },
      key: (i: number) => [...data.keys()][i] ?? null,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
    };
    const g = globalThis as { localStorage?: unknown };
    g.localStorage = fake;
    try {
      saveHeld('abc', { owner: 'o'.repeat(20), seats: { 0: 't'.repeat(20), 2: 'u'.repeat(20) } });
      expect(loadHeld('abc')).toEqual({ owner: 'o'.repeat(20), seats: { 0: 't'.repeat(20), 2: 'u'.repeat(20) } });
      expect(heldTableIds()).toEqual(['abc']);
      data.set('boardwright.table.bad', '{not json');
      expect(loadHeld('bad')).toEqual({ seats: {} });
      forgetHeld('abc');
      expect(loadHeld('abc')).toEqual({ seats: {} });
    } finally {
      delete g.localStorage;
    }
  });
});
