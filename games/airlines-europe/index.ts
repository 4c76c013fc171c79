/**
 * Airlines Europe: the game definition the registry (games/index.ts) lists. See RULES.md for the
 * decisions taken where the rules summary is silent.
 */
import { defineGame } from '../core/define.js';
import type { GameDefinition, OptionInfo } from '../core/types.js';
import { bots } from './bots.js';
import { europeProbe } from './elements.js';
import { styles } from './playstyles.js';
import { legalMoves } from './legal.js';
import { outcome } from './outcome.js';
import { activePlayers, cloneState, step } from './rules.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import { sim } from './sim.js';
import {
  EUROPE_BOARD_FORMAT,
  boardSchema,
  moveSchema,
  optionsSchema,
  type EuropeBoard,
  type EuropeMove,
  type EuropeOptions,
  type EuropeState,
  type EuropeView,
} from './types.js';
import { validateBoard } from './validate.js';
import { view } from './view.js';
import { printEurope } from './print.js';
import { privateView, undoable } from './wire.js';
import { determinize } from './determinize.js';
import { levels } from './levels.js';
import { optionWords } from '../core/option-words.js';
import { europeMessages, said } from './messages.js';

/** The table options, in words for the lobby (RULES.md gives the texts each one rests on). */
export const options: OptionInfo[] = [
  {
    key: 'secretVictoryPoints',
    ...optionWords(said, 'europe', 'secretVictoryPoints'),
    kind: 'boolean',
    default: true,
  },
  {
    key: 'oneScoringPickEach',
    ...optionWords(said, 'europe', 'oneScoringPickEach'),
    kind: 'boolean',
    default: false,
  },
];

export const airlinesEurope = defineGame<EuropeBoard, EuropeOptions, EuropeState, EuropeMove, EuropeView>({
  id: 'airlines-europe',
  name: 'Airlines Europe',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  messages: europeMessages,
  boardFormat: EUROPE_BOARD_FORMAT,
  boardSchema,
  optionsSchema: optionsSchema as unknown as GameDefinition<EuropeBoard, EuropeOptions>['optionsSchema'],
  options,
  moveSchema,
  validateBoard,
  setup,
  activePlayers,
  legalMoves,
  clone: cloneState,
  step,
  notAMove: (issue) => `That is not an Airlines Europe move: ${issue ? `${issue.path.join('.') || 'move'}: ${issue.message}` : 'wrong shape'}.`,
  view,
  privateView,
  undoable,
  outcome,
  sim,
  // The playstyles go after the existing bots, which keep their places.
  bots: [...bots, ...styles],
  defaultBot: 'tycoon',
  defaultBoard: 'europe',
  print: printEurope,
  determinize,
  lab: europeProbe,
});

// The levels go last, Expert at the very end: the seat menu hands a person's seat to the list's
// last bot (the strongest).
airlinesEurope.bots.push(...levels(airlinesEurope));

export default airlinesEurope;
export type { EuropeBoard, EuropeMove, EuropeState, EuropeView } from './types.js';
