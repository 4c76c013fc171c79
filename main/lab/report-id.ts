/**
 * A lab report's id: when it was made (to the second, UTC) and six random hex digits. Its own
 * module so that the run (lab.ts) and the comparison (compare.ts), which uses the run, both
 * take it from below rather than from each other.
 */
import { randomBytes } from 'node:crypto';

export function newReportId(now = new Date()): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}-${randomBytes(3).toString('hex')}`;
}
