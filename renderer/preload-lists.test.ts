import { describe, expect, it } from 'vitest';
import { staticClosure, trimPreloads, type ChunkLinks } from './preload-lists.js';

// entry → vue; the entry imports `screen` (→ vue, pixi, with CSS) and `words` (→ vue, no CSS) lazily.
const graph = new Map<string, ChunkLinks>([
  ['entry.js', { imports: ['vue.js'], css: [] }],
  ['vue.js', { imports: [], css: [] }],
  ['screen.js', { imports: ['vue.js', 'pixi.js'], css: ['screen.css'] }],
  ['pixi.js', { imports: ['pixi-core.js'], css: [] }],
  ['pixi-core.js', { imports: [], css: [] }],
  ['words.js', { imports: ['vue.js', 'format.js'], css: [] }],
  ['format.js', { imports: [], css: [] }],
]);

describe("trimming Vite's preload lists", () => {
  it('finds every chunk a chunk imports statically, directly or not', () => {
    expect([...staticClosure(graph, 'screen.js')].sort()).toEqual(['pixi-core.js', 'pixi.js', 'screen.js', 'vue.js']);
  });

  it('drops what the importing chunk has loaded already, and keeps a chunk with CSS in its own list', () => {
    expect(trimPreloads(graph, 'screen.js', ['screen.js', 'vue.js', 'pixi.js', 'pixi-core.js'], 'entry.js')).toEqual(['screen.js', 'pixi.js', 'pixi-core.js']);
  });

  it('drops the imported chunk itself when nothing it brings has CSS (the import fetches it at once)', () => {
    expect(trimPreloads(graph, 'words.js', ['words.js', 'vue.js', 'format.js'], 'entry.js')).toEqual(['format.js']);
  });

  it('keeps everything the importing chunk has not loaded', () => {
    // From pixi.js, the entry's vue is not loaded yet: it stays.
    expect(trimPreloads(graph, 'words.js', ['words.js', 'vue.js', 'format.js'], 'pixi.js')).toEqual(['vue.js', 'format.js']);
  });
});
