/** Small helpers shared by the command-line tools. */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where `npm run host` keeps boards and saves: `--data`, else $BOARDWRIGHT_DATA, else ~/.boardwright. */
export function defaultDataDir(flag?: string): string {
  return flag ?? process.env['BOARDWRIGHT_DATA'] ?? join(homedir(), '.boardwright');
}

export function intArg(value: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} needs a whole number from ${min} to ${max}, not "${value}".`);
  return n;
}
