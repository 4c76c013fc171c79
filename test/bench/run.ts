/**
 * `npm run bench [-- filter]`: runs every test/bench/*.bench.ts in one process, one after the
 * other, so each has the core to itself.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBench, type Bench } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !filter || f.includes(filter))
  .sort();

console.log(`Boardwright benchmarks — node ${process.version}, ${new Date().toISOString()}`);
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: (bench: Bench) => Promise<void> | void;
    title?: string;
  };
  await mod.default(createBench(mod.title ?? file.replace('.bench.ts', '')));
}
