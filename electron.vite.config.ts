// The fuses a packaged build must set are written down in electron-builder.yml (electronFuses).
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer/vite.config';

/**
 * Where the bundles go: out/ (what electron-builder packs). BOARDWRIGHT_OUT_DIR builds them
 * elsewhere, so the packaging test builds and packs a copy without touching the out/ that
 * other tests and `npm run host` read.
 */
const OUT = resolve(__dirname, process.env['BOARDWRIGHT_OUT_DIR'] ?? 'out');

// main and preload are Node-side bundles; the renderer is the same build `npm run host` serves.
export default defineConfig({
  main: {
    build: {
      outDir: resolve(OUT, 'main'),
      rolldownOptions: {
        // The playtest lab's worker thread and the host's bot thread are files of their own
        // (main/lab/lab-pool.ts and main/host/bot-worker.ts look for them).
        input: {
          index: resolve(__dirname, 'main/index.ts'),
          'lab-worker': resolve(__dirname, 'main/lab/worker.ts'),
          'bot-thread': resolve(__dirname, 'main/host/bot-thread.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  preload: {
    // A sandboxed preload can require only `electron`: one self-contained CommonJS file.
    build: {
      outDir: resolve(OUT, 'preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    build: {
      ...rendererConfig.build,
      outDir: resolve(OUT, 'renderer'),
      rolldownOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } },
    },
  },
});
