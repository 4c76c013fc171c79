/**
 * A build plugin that prints what the lobby's first paint loads: the entry chunk and every chunk
 * it imports statically (what index.html preloads), in kB of script, raw and gzipped. Lazy chunks
 * (the table, the editor, the lab) are not counted: they load when their screen opens.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface FirstPaint {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/** The entry chunk and its static imports, from a bundle's chunks (name → code and imports). */
export function firstPaintOf(chunks: ReadonlyMap<string, { code: string; imports: readonly string[]; isEntry: boolean }>): FirstPaint {
  const entry = [...chunks].find(([, c]) => c.isEntry)?.[0];
  const files: string[] = [];
  const todo = entry ? [entry] : [];
  while (todo.length > 0) {
    const name = todo.pop()!;
    if (files.includes(name) || !chunks.has(name)) continue;
    files.push(name);
    todo.push(...chunks.get(name)!.imports);
  }
  let bytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const code = Buffer.from(chunks.get(f)!.code);
    bytes += code.length;
    gzipBytes += gzipSync(code).length;
  }
  return { files, bytes, gzipBytes };
}

export function firstPaintReport(): Plugin {
  return {
    name: 'boardwright-first-paint',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: readonly string[]; isEntry: boolean }>();
      for (const [name, out] of Object.entries(bundle)) if (out.type === 'chunk') chunks.set(name, { code: out.code, imports: out.imports, isEntry: out.isEntry });
      const fp = firstPaintOf(chunks);
      const kb = (n: number) => (n / 1000).toFixed(1);
      console.log(`first paint (the lobby): ${kb(fp.bytes)} kB of script (${kb(fp.gzipBytes)} kB gzipped) in ${fp.files.length} files: ${fp.files.join(', ')}`);
    },
  };
}
