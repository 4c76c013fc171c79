/**
 * The lab's probe of each game (games/<game>/elements.ts), by game id. A game without one can
 * still be run: its report then has no per-element figures.
 */
import { europeProbe } from '../../games/airlines-europe/elements.js';
import { airlinesProbe } from '../../games/airlines/elements.js';
import { blueSkiesProbe } from '../../games/blue-skies/elements.js';
import type { GameProbe } from '../../games/core/lab-probe.js';
import { linie1Probe } from '../../games/linie1/elements.js';

const probes = new Map<string, GameProbe>([
  ['airlines', airlinesProbe],
  ['airlines-europe', europeProbe],
  ['linie1', linie1Probe],
  ['blue-skies', blueSkiesProbe],
]);

/** A probe that knows nothing about the board: only points and turns are counted. */
const bare: GameProbe = {
  elements: () => [],
  elementsOf: () => [],
  standing: () => ({}),
  exhausted: () => [],
  turns: () => 0,
  turnUnit: 'turns',
  hasPoints: true,
  watched: [],
};

export function probeFor(game: string): GameProbe {
  return probes.get(game) ?? bare;
}
