/**
 * The renderer build. `npm run build:renderer` builds it to out/renderer (what `npm run host`
 * serves); electron.vite.config.ts imports `rendererConfig` so the Electron app gets the same
 * root, plugins and output.
 */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type UserConfig } from 'vite';
import { firstPaintReport } from './first-paint.js';
import { preloadLists } from './preload-lists.js';

const here = fileURLToPath(new URL('.', import.meta.url));

// Trims Vite's preload lists (preload-lists.ts): its plugin reads the chunk graph that its
// resolveDependencies then uses, so the two come from one call.
const preloads = preloadLists();

export const rendererPlugins = () => [vue(), preloads.plugin, firstPaintReport()];

export const rendererConfig: UserConfig = {
  root: here,
  // Relative asset paths: the same build loads from the host's http:// URL and from a file.
  base: './',
  plugins: rendererPlugins(),
  // Every component is written with <script setup>: Vue's Options API (about 10 kB of the
  // lobby's first paint) is left out, and so are the devtools hooks of production builds.
  define: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    // One chunk per screen is plenty; pixi alone is large, the warning adds nothing.
    chunkSizeWarningLimit: 2000,
    // Vite's modulepreload polyfill (about 0.8 kB of the lobby's first paint) is for browsers
    // without <link rel="modulepreload">; Electron's Chromium and every browser a LAN guest may
    // use (Chromium, Firefox 115+, Safari 17+) have it, and one without it still loads every
    // chunk, only without the head start.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // Said outright because electron-vite leaves the renderer unminified unless told: the desktop
    // app's build is also what its LAN host serves to guests, so it gets the same minified first
    // paint, under the same budget (first-paint.ts), as `npm run build:renderer`.
    minify: true,
  },
  server: { port: 5173, strictPort: false },
};

export default defineConfig(rendererConfig);
