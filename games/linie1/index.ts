/** Linie 1 (Stefan Dorra, 1995): lay track, declare a finished route, race your tram home. */
import { defineGame } from '../core/define.js';
import type { OptionInfo } from '../core/types.js';
import { BOARD_FORMAT, boardSchema, type Linie1Board } from './board.js';
import { bots } from './bots.js';
import { linie1Probe } from './elements.js';
import { styles } from './playstyles.js';
import { activePlayers, cloneState, legalMoves, outcome, setup, step } from './rules.js';
import { linie1Sim } from './sim.js';
import { type Linie1Move, type Linie1Options, type Linie1State, type Linie1View, moveSchema, optionsSchema } from './types.js';
import { validateBoard } from './validate.js';
import { playerCounts } from './seats.js';
import { view } from './view.js';
import { printLinie1 } from './print.js';
import { privateView, undoable } from './wire.js';
import { determinize } from './determinize.js';
import { levels } from './levels.js';
import { optionWords } from '../core/option-words.js';
import { linie1Messages, said } from './messages.js';

/**
 * Where the German rulebook (1995) and the English article disagree, a table plays the German
 * reading unless it switches on the English one here (RULES.md quotes both). Own terminals are
 * on by default: the English grants them and the German is silent on them.
 */
export const options: OptionInfo[] = [
  {
    key: 'throughOwnTerminals',
    ...optionWords(said, 'linie1', 'throughOwnTerminals'),
    kind: 'boolean',
    default: true,
  },
  {
    key: 'driversTilesWhenPileEmpty',
    ...optionWords(said, 'linie1', 'driversTilesWhenPileEmpty'),
    kind: 'boolean',
    default: false,
  },
  {
    key: 'drawOnlyWhatWasLaid',
    ...optionWords(said, 'linie1', 'drawOnlyWhatWasLaid'),
    kind: 'boolean',
    default: false,
  },
];

export const linie1 = defineGame<Linie1Board, Linie1Options, Linie1State, Linie1Move, Linie1View>({
  id: 'linie1',
  name: 'Linie 1',
  minPlayers: 2,
  maxPlayers: 5,
  messages: linie1Messages,
  boardFormat: BOARD_FORMAT,
  boardSchema,
  optionsSchema,
  options,
  // Saves made before the option existed were played under its old default (German: off).
  savedOptionDefaults: { throughOwnTerminals: false },
  moveSchema,
  validateBoard,
  setup,
  activePlayers,
  legalMoves,
  clone: cloneState,
  step,
  notAMove: (issue) => `This is not a Linie 1 move: ${issue?.message ?? 'wrong shape'}.`,
  view,
  privateView,
  undoable,
  outcome,
  // The playstyles go between the first bot and the last (the lobby's default), keeping both.
  bots: [bots[0]!, ...styles, ...bots.slice(1)],
  defaultBot: 'route',
  defaultBoard: 'classic',
  playerCounts,
  print: printLinie1,
  sim: linie1Sim,
  determinize,
  lab: linie1Probe,
});

// The levels go last, Expert at the very end: the seat menu hands a person's seat to the list's
// last bot (the strongest).
linie1.bots.push(...levels(linie1));

export default linie1;
export type { Linie1Board, Linie1Move, Linie1State, Linie1View };
