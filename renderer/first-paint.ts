/**
 * A build plugin that prints what the lobby's first paint loads: the entry chunk and every chunk
 * it imports statically (what index.html preloads), in kB of script, raw and gzipped. Lazy chunks
 * (the table, the editor, the lab) are not counted: they load when their screen opens.
 *
 * It reads the chunks last (after Vite has written its preload lists into them, some 5 kB of the
 * entry; read earlier they are missing) and fails the build when the first paint is over its budget.
 * The budget holds for a minified build (`npm run build:renderer`); electron-vite's renderer build
 * is not minified by default (about 230 kB), so there the figure is printed only.
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

/** The most script the lobby's first paint may load (issue 30), in bytes. */
export const FIRST_PAINT_BUDGET = 100_000;

const kb = (n: number) => (n / 1000).toFixed(1);

/** Why a first paint is over `budget` bytes, or null when it is not. */
export function overBudget(fp: FirstPaint, budget = FIRST_PAINT_BUDGET): string | null {
  if (fp.bytes <= budget) return null;
  return `The lobby's first paint is ${kb(fp.bytes)} kB of script, over its budget of ${kb(budget)} kB: make what the lobby does not show at once lazy (renderer/first-paint.ts).`;
}

export function firstPaintReport(budget = FIRST_PAINT_BUDGET): Plugin {
  let minified = true;
  return {
    name: 'boardwright-first-paint',
    apply: 'build',
    configResolved(config) {
      minified = config.build.minify !== false;
    },
    generateBundle: {
      // After Vite's own post hooks have written the preload lists into the chunks.
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, { code: string; imports: readonly string[]; isEntry: boolean }>();
        for (const [name, out] of Object.entries(bundle)) if (out.type === 'chunk') chunks.set(name, { code: out.code, imports: out.imports, isEntry: out.isEntry });
        const fp = firstPaintOf(chunks);
        const unminified = minified ? '' : ' (not minified: no budget)';
        console.log(`first paint (the lobby): ${kb(fp.bytes)} kB of script (${kb(fp.gzipBytes)} kB gzipped)${unminified} in ${fp.files.length} files: ${fp.files.join(', ')}`);
        const over = minified && overBudget(fp, budget);
        if (over) this.error(over);
      },
    },
  };
}
