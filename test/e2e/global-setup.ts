/**
 * Once per e2e run: the host CLI bundled into plain modules (test/fixtures/node-bundle.ts), so
 * each file's host starts with `node` rather than `npx tsx` compiling the whole host again (about
 * 0.8 s of CPU instead of 3.5–5 s, forty-odd times a run). Its bot and lab threads are bundled
 * beside it, as in the desktop build, so they do not load tsx either. support.ts reads the path.
 */
import type { TestProject } from 'vitest/node';
import { bundleHostCli } from '../fixtures/node-bundle.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled host CLI (an ES module for `node`); absent when this setup did not run. */
    hostBundle?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const bundle = await bundleHostCli('e2e-host');
  project.provide('hostBundle', bundle.file('host.mjs'));
  return () => bundle.remove();
}
