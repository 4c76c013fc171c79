/**
 * The engine benches' CPU clock, read per batch of games rather than per game.
 *
 * `process.cpuUsage` is a system call and an object: about 1.4 µs of CPU at a load of 20, and
 * more of the profile than that (the profiler's samples gather on the call). A random Airlines
 * game takes about a millisecond, so a reading around every game weighed on the figure it was
 * meant to take. The benches play games in batches instead, sized so that a batch lasts about
 * `BATCH_MS` of CPU, and read the clock once per batch: the per-game figure is still the games
 * played divided by the CPU seconds they took, every game counted, only fewer readings.
 */

/** The CPU milliseconds a batch of games aims at between two readings of the clock. */
export const BATCH_MS = 50;

/** This process's CPU time (user + system) in milliseconds since `since` (or since it started). */
export function cpuMs(since?: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

/**
 * The size of the next batch, from the last one's: `size` games took `ms` CPU milliseconds.
 * Aims at `target` milliseconds, grows at most four-fold at a time (a first game slowed by the
 * compiler would otherwise make the next batch huge), never below one game.
 */
export function nextBatch(size: number, ms: number, target = BATCH_MS): number {
  const grown = size * 4;
  if (!(ms > 0)) return grown;
  return Math.max(1, Math.min(grown, Math.round((size * target) / ms)));
}
