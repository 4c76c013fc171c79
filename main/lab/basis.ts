/**
 * Which bots, games and seeds a figure comes from, in data and in words: every verdict and
 * finding carries one, so a figure never reads as a fact about the board alone (the first seat's
 * edge on a board can differ from one bot mix to another).
 */
import type { LabSettings, RunBasis } from '../../formats/lab-report.js';
import type { GameDefinition } from '../../games/core/types.js';

export function botNames(def: Pick<GameDefinition, 'bots'> | undefined, ids: readonly string[]): string[] {
  return ids.map((id) => def?.bots.find((b) => b.id === id)?.name ?? id);
}

function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function runBasis(def: Pick<GameDefinition, 'bots'> | undefined, settings: Pick<LabSettings, 'bots' | 'games' | 'seed'>): RunBasis {
  const seeds: [number, number] = [settings.seed, settings.seed + Math.max(0, settings.games - 1)];
  return {
    bots: [...settings.bots],
    games: settings.games,
    seeds,
    words: `${list(botNames(def, settings.bots))} over ${settings.games} game${settings.games === 1 ? '' : 's'} (seeds ${seeds[0]}–${seeds[1]})`,
  };
}
