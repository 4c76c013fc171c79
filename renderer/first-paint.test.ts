import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_BUDGET, firstPaintOf, firstPaintReport, overBudget } from './first-paint.js';

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

  it('is over its budget past 100 kB of script, and not at it', () => {
    expect(FIRST_PAINT_BUDGET).toBe(100_000);
    expect(overBudget({ files: ['index.js'], bytes: 100_000, gzipBytes: 1 })).toBeNull();
    expect(overBudget({ files: ['index.js'], bytes: 100_001, gzipBytes: 1 })).toMatch(/100\.0 kB of script, over its budget of 100\.0 kB/);
  });

  it('fails the build over its budget, reading the chunks after Vite has written its preload lists', () => {
    const hook = firstPaintReport(150).generateBundle as { order: string; handler: (this: unknown, o: unknown, b: unknown) => void };
    expect(hook.order).toBe('post');
    const bundle = (size: number) => ({
      'index.js': { type: 'chunk', code: 'a'.repeat(size), imports: [], isEntry: true },
      'index.css': { type: 'asset' },
    });
    const context = { error: (m: string) => { throw new Error(m); } };
    const quiet = console.log;
    console.log = () => undefined;
    try {
      expect(() => hook.handler.call(context, {}, bundle(150))).not.toThrow();
      expect(() => hook.handler.call(context, {}, bundle(151))).toThrow(/over its budget of 0\.1 kB/);
    } finally {
      console.log = quiet;
    }
  });

  it('only prints the figure of a build that is not minified (electron-vite leaves the renderer so)', () => {
    const report = firstPaintReport(150);
    const hook = report.generateBundle as { handler: (this: unknown, o: unknown, b: unknown) => void };
    (report.configResolved as (c: unknown) => void)({ build: { minify: false } });
    const lines: string[] = [];
    const quiet = console.log;
    console.log = (line: string) => void lines.push(line);
    try {
      const big = { 'index.js': { type: 'chunk', code: 'a'.repeat(151), imports: [], isEntry: true } };
      expect(() => hook.handler.call({ error: (m: string) => { throw new Error(m); } }, {}, big)).not.toThrow();
      expect(lines).toEqual([expect.stringMatching(/^first paint \(the lobby\): 0\.2 kB of script .*\(not minified: no budget\) in 1 files: index\.js$/)]);
    } finally {
      console.log = quiet;
    }
  });
});
