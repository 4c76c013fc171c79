/**
 * The renderer build. `npm run build:renderer` builds it to out/renderer (what `npm run host`
 * serves); electron.vite.config.ts imports `rendererConfig` so the Electron app gets the same
 * root, plugins and output.
 */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type UserConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The plugins, for any config that builds these sources. */
export const rendererPlugins = () => [vue()];

export const rendererConfig: UserConfig = {
  root: here,
  // Relative asset paths: the same build loads from the host's http:// URL and from a file.
  base: './',
  plugins: rendererPlugins(),
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    // One chunk per screen is plenty; pixi alone is large, the warning adds nothing.
    chunkSizeWarningLimit: 2000,
  },
  server: { port: 5173, strictPort: false },
};

export default defineConfig(rendererConfig);
