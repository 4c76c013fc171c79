/**
 * Which bots, games and seeds a figure comes from, in data and in words: every verdict and
 * finding carries one, so a figure never reads as a fact about the board alone (the first seat's
 * edge on a board can differ from one bot mix to another).
 */
import type { LabSettings, RunBasis } from '../../formats/lab-report.js';
import type { GameDefinition } from '../../games/core/types.js';
import { list, type WordValue } from '../../games/core/wording.js';
import { say } from './words.js';

/** The bots by the games' own keys (their English names when a bot has none). */
function botNameWords(def: Pick<GameDefinition, 'bots'> | undefined, ids: readonly string[]): WordValue[] {
  return ids.map((id) => {
    const bot = def?.bots.find((b) => b.id === id);
    return bot?.nameWords ?? bot?.name ?? id;
  });
}

export function runBasis(def: Pick<GameDefinition, 'bots'> | undefined, settings: Pick<LabSettings, 'bots' | 'games' | 'seed'>): RunBasis {
  const seeds: [number, number] = [settings.seed, settings.seed + Math.max(0, settings.games - 1)];
  const said = say('labr.basis', { bots: list(botNameWords(def, settings.bots)), games: settings.games, first: seeds[0], last: seeds[1] });
  return { bots: [...settings.bots], games: settings.games, seeds, words: said.text, wording: said.wording };
}
