/**
 * `npm run bench -- seat-study`: where the Blue Skies seat advantage comes from (RULES.md,
 * "Seats"). Win shares per seat over the same seeded games for each variant: identical
 * strategists under the rules as written, random bots, noisy strategists, random first gates,
 * setup buying run forwards, and the last seat also starting round 1. Games per variant and
 * player count: the first argument after the section name (default 1000).
 */
import { SEAT_VARIANTS, seatStudy } from '../../games/blue-skies/balance.js';
import { usaBoard } from '../../games/blue-skies/testing.js';
import type { Bench } from './harness.js';

export const title = 'Blue Skies seats';

export default function (bench: Bench): void {
  const games = Number(process.argv[3] ?? 1000);
  for (const n of [3, 5]) {
    // A seat's share has a standard error of about sqrt(p (1 - p) / games).
    const se = Math.sqrt((1 / n) * (1 - 1 / n) / games);
    bench.report(`${n} players, ${games} games per variant, standard error per share`, `±${se.toFixed(3)}`);
    for (const v of SEAT_VARIANTS) {
      const cpu = process.cpuUsage();
      const shares = seatStudy(usaBoard, n, games, v);
      const used = process.cpuUsage(cpu);
      bench.report(`  ${v}: seat 1 … ${n}`, `${shares.map((x) => x.toFixed(3)).join(' ')}  (${((used.user + used.system) / 1e6).toFixed(0)} s CPU)`);
    }
  }
}
