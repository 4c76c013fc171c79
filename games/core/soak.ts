/**
 * Soak tests (whole games by the hundred, a host killed a hundred times) run by count, never by
 * time: their budget is what they may take on a machine at a load of 20 on 2 cores, where they run
 * about ten times slower than on a quiet one. A soak test sets it for its own file.
 */
export const SOAK_TEST_TIMEOUT_MS = 20 * 60_000;

/**
 * How many of a property test's `full` seeded games run. `npm test` runs a quarter of them (every
 * table kind meets every player count either way): the four games' property tests were a third of
 * the unit suite's time, and the suite has to finish inside CI's budget on a busy machine.
 * `npm run test:soak` (SOAK=full) runs every game, for a change to rules or bots.
 */
export function soakCount(full: number): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.['SOAK'] === 'full' ? full : Math.max(1, Math.ceil(full / 4));
}
