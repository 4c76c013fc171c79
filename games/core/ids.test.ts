import { describe, expect, it } from 'vitest';
import { HOSTILE_IDS, hasOwnId, idRecord, isSafeId, own, setOwn } from './ids.js';
import { variants } from './hostile-moves.js';

describe('ids are data', () => {
  it('own() answers only for own keys, never for prototype names', () => {
    const rec: Record<string, number> = { denver: 1 };
    expect(own(rec, 'denver')).toBe(1);
    for (const id of HOSTILE_IDS) expect(own(rec, id)).toBeUndefined();
    expect(hasOwnId(rec, 'constructor')).toBe(false);
  });

  it('idRecord() has no prototype: "__proto__" is an ordinary key', () => {
    const rec = idRecord<number>([['__proto__', 3]]);
    expect(Object.getPrototypeOf(rec)).toBeNull();
    expect(rec['__proto__']).toBe(3);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('isSafeId() refuses prototype names and odd strings', () => {
    expect(isSafeId('p1')).toBe(true);
    expect(isSafeId('bundled:airlines/x')).toBe(false);
    for (const id of HOSTILE_IDS) expect(isSafeId(id)).toBe(false);
  });

  it('variants() replaces one string leaf at a time and keeps the type tag', () => {
    const v = variants({ type: 'claim', airline: 'aa', card: { type: 'dotted', value: 3 }, list: ['x', 'y'] }, 'Q');
    expect(v).toEqual([
      { type: 'claim', airline: 'Q', card: { type: 'dotted', value: 3 }, list: ['x', 'y'] },
      { type: 'claim', airline: 'aa', card: { type: 'dotted', value: 3 }, list: ['Q', 'y'] },
      { type: 'claim', airline: 'aa', card: { type: 'dotted', value: 3 }, list: ['x', 'Q'] },
    ]);
  });
});

describe('setOwn', () => {
  it('setOwn() stores "__proto__" as an own key of a plain object and leaves its prototype alone', () => {
    const rec: Record<string, string> = {};
    setOwn(rec, '__proto__', '2,3');
    expect(Object.getPrototypeOf(rec)).toBe(Object.prototype);
    expect(own(rec, '__proto__')).toBe('2,3');
    expect(JSON.parse(JSON.stringify(rec))).toEqual(rec);
  });
});
