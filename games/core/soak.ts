/**
 * Soak tests (whole games by the hundred, a host killed a hundred times) run by count, never by
 * time: their budget is what they may take on a machine at a load of 20 on 2 cores, where they run
 * about ten times slower than on a quiet one. A soak test sets it for its own file.
 */
export const SOAK_TEST_TIMEOUT_MS = 20 * 60_000;
