/**
 * Vite writes, beside every dynamic `import()`, the list of files to preload with it (the chunk
 * and everything it imports statically, and their CSS), and the names of all those files into the
 * importing chunk. In the lobby's entry chunk that was about 6 kB of its first paint. Two kinds of
 * entry are dropped here, neither of which loads anything sooner:
 * - files the importing chunk imports statically (directly or not): they ran before the import
 *   could be reached (the Vue runtime, the preload helper, the i18n core);
 * - the imported chunk itself when nothing it brings has CSS: the helper starts its preloads and
 *   then the `import()` in the same turn, so the import fetches it as early as the preload would.
 *   With CSS it stays: the helper waits for the stylesheets before it imports, and the chunk's
 *   preload is what fetches it meanwhile.
 * Vite adds the CSS after this list is resolved, so every stylesheet still loads as before.
 */
import type { Plugin } from 'vite';

export interface ChunkLinks {
  /** Files this chunk imports statically. */
  imports: readonly string[];
  /** Stylesheets Vite loads with it. */
  css: readonly string[];
}

/** `start` and every chunk it imports statically, directly or not. */
export function staticClosure(graph: ReadonlyMap<string, ChunkLinks>, start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...(graph.get(name)?.imports ?? []));
  }
  return seen;
}

/** The files worth preloading with `import(target)` from `host`, out of Vite's JS `deps`. */
export function trimPreloads(graph: ReadonlyMap<string, ChunkLinks>, target: string, deps: readonly string[], host: string): string[] {
  const loaded = staticClosure(graph, host);
  const needed = deps.filter((d) => !loaded.has(d));
  const withCss = [...staticClosure(graph, target)].some((f) => !loaded.has(f) && (graph.get(f)?.css.length ?? 0) > 0);
  return withCss ? needed : needed.filter((d) => d !== target);
}

/**
 * The plugin that reads the bundle's chunk graph (before Vite writes the lists) and the
 * `build.modulePreload.resolveDependencies` that trims each list with it.
 */
export function preloadLists(): { plugin: Plugin; resolveDependencies: (target: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let graph = new Map<string, ChunkLinks>();
  return {
    plugin: {
      name: 'boardwright-preload-lists',
      apply: 'build',
      generateBundle(_options, bundle) {
        graph = new Map();
        for (const [name, out] of Object.entries(bundle)) {
          if (out.type === 'chunk') graph.set(name, { imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
        }
      },
    },
    resolveDependencies(target, deps, { hostId, hostType }) {
      // The page's own <link rel="modulepreload"> tags are left as Vite writes them.
      if (hostType !== 'js' || !graph.has(hostId)) return deps;
      return trimPreloads(graph, target, deps, hostId);
    },
  };
}
