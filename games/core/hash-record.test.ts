import { describe, expect, it } from 'vitest';
import { hashRecord } from './hash-record.js';

describe('hashRecord', () => {
  it('is a plain object with the same keys, in the same order, and the same JSON', () => {
    const from = { GGA: 2, PNA: 0, '7': 1, RMA: 3 };
    const copy = hashRecord(from);
    expect(copy).not.toBe(from);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(Object.keys(from));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(from));
  });

  it('keeps keys added later in the order they come, and never shows its own scaffolding', () => {
    const copy = hashRecord<number>({});
    copy['YCL'] = 1;
    copy['GLX'] = 2;
    copy['YCL'] += 1;
    expect(JSON.stringify(copy)).toBe('{"YCL":2,"GLX":2}');
    expect(Object.hasOwn(copy, '#first')).toBe(false);
    expect(Object.hasOwn(copy, '#second')).toBe(false);
  });

  it('leaves the record it copies alone', () => {
    const from: Readonly<Record<string, number>> = Object.freeze({ a: 1 });
    const copy = hashRecord(from);
    copy['a'] = 5;
    expect(from).toEqual({ a: 1 });
  });
});
