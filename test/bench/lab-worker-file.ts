/**
 * The lab's worker bundled as the packaged app ships it (out/main/lab-worker.cjs): from source
 * each thread would otherwise load worker.ts through tsx, about a CPU second per thread before
 * its first game, which the app never pays. `LAB_TSX_WORKER=1` measures the tsx way instead.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

export function bundledWorker(): string | undefined {
  if (process.env['LAB_TSX_WORKER'] === '1') return undefined;
  const outfile = join(tmpdir(), `boardwright-lab-bench-worker-${process.pid}.cjs`);
  process.once('exit', () => rmSync(outfile, { force: true }));
  buildSync({ entryPoints: [join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'main', 'lab', 'worker.ts')], bundle: true, platform: 'node', format: 'cjs', outfile, logLevel: 'warning' });
  return outfile;
}
