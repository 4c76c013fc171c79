/**
 * Every worker thread a lab run starts (lab-pool.ts `onWorker`), and those that have exited: the
 * pool tests count them.
 */
import type { Worker } from 'node:worker_threads';

export function poolThreads(): { seen: Set<Worker>; exited: Set<Worker>; onWorker(w: Worker): void } {
  const seen = new Set<Worker>();
  const exited = new Set<Worker>();
  return {
    seen,
    exited,
    onWorker: (w) => {
      if (seen.has(w)) return;
      seen.add(w);
      w.once('exit', () => exited.add(w));
    },
  };
}
