/**
 * The lab's probe of a game: its definition's `lab` (games/<game>/elements.ts). A game without
 * one can still be run: its report then has no per-element figures.
 */
import type { GameProbe } from '../../games/core/lab-probe.js';
import type { GameDefinition } from '../../games/core/types.js';

/** A probe that knows nothing about the board: only points and turns are counted. */
const bare: GameProbe = {
  elements: () => [],
  ledger: { taken: () => [] },
  standing: () => ({}),
  exhausted: () => [],
  turns: () => 0,
  turnUnit: 'turns',
  hasPoints: true,
  watched: [],
};

export function probeFor(def: GameDefinition): GameProbe {
  return def.lab ?? bare;
}
