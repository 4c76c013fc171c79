import { describe, expect, it } from 'vitest';
import { firstPaintOf } from './first-paint.js';

describe("the lobby's first paint", () => {
  it('counts the entry and what it imports statically, each chunk once, and no lazy chunk', () => {
    const chunks = new Map([
      ['index.js', { code: 'a'.repeat(100), imports: ['vue.js', 'lobby.js'], isEntry: true }],
      ['vue.js', { code: 'b'.repeat(50), imports: [], isEntry: false }],
      ['lobby.js', { code: 'c'.repeat(20), imports: ['vue.js'], isEntry: false }],
      ['table.js', { code: 'd'.repeat(999), imports: ['vue.js'], isEntry: false }],
    ]);
    const fp = firstPaintOf(chunks);
    expect(fp.files.sort()).toEqual(['index.js', 'lobby.js', 'vue.js']);
    expect(fp.bytes).toBe(170);
    expect(fp.gzipBytes).toBeGreaterThan(0);
  });
});
