/**
 * Blue Skies (Joe Huber, Rio Grande Games 2020): the game definition the registry lists.
 */
import { defineGame } from '../core/define.js';
import type { OptionInfo } from '../core/types.js';
import { BOARD_FORMAT, boardSchema, MAX_PLAYERS, MIN_PLAYERS, type BlueSkiesBoard } from './board.js';
import { validateBoard } from './validate.js';
import { bots } from './bots.js';
import { blueSkiesProbe } from './elements.js';
import { styles } from './playstyles.js';
import { activePlayers, applyInPlace, legalMoves } from './rules.js';
import { setup } from './setup.js';
import { outcome } from './scoring.js';
import { blueSkiesSim, fork } from './sim.js';
import { moveSchema, optionsSchema, type BlueSkiesMove, type BlueSkiesOptions, type BlueSkiesState, type BlueSkiesView } from './types.js';
import { view } from './view.js';
import { printBlueSkies } from './print.js';
import { privateView, undoable } from './wire.js';
import { determinize } from './determinize.js';
import { levels } from './levels.js';
import { optionWords } from '../core/option-words.js';
import { blueSkiesMessages, said } from './messages.js';

/** The rule text says nothing about ties or a cap on assistance: these switch our readings for others (RULES.md). */
export const options: OptionInfo[] = [
  {
    key: 'fullAwardOnTies',
    ...optionWords(said, 'blueSkies', 'fullAwardOnTies'),
    kind: 'boolean',
    default: false,
  },
  {
    key: 'sharedVictory',
    ...optionWords(said, 'blueSkies', 'sharedVictory'),
    kind: 'boolean',
    default: false,
  },
  {
    key: 'uncappedAssistance',
    ...optionWords(said, 'blueSkies', 'uncappedAssistance'),
    kind: 'boolean',
    default: false,
  },
];

export const blueSkies = defineGame<BlueSkiesBoard, BlueSkiesOptions, BlueSkiesState, BlueSkiesMove, BlueSkiesView>({
  id: 'blue-skies',
  name: 'Blue Skies',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  messages: blueSkiesMessages,
  boardFormat: BOARD_FORMAT,
  boardSchema,
  optionsSchema,
  options,
  // Saves made before the cap was played without one.
  savedOptionDefaults: { uncappedAssistance: true },
  moveSchema,
  validateBoard,
  setup,
  activePlayers,
  legalMoves,
  clone: fork,
  step: applyInPlace,
  view,
  privateView,
  undoable,
  outcome,
  // The playstyles go between the first bot and the last (the lobby's default), keeping both.
  bots: [bots[0]!, ...styles, ...bots.slice(1)],
  defaultBot: 'strategic',
  defaultBoard: 'usa',
  print: printBlueSkies,
  sim: blueSkiesSim,
  determinize,
  lab: blueSkiesProbe,
});

// The levels go last, Expert at the very end: the seat menu hands a person's seat to the list's
// last bot (the strongest).
blueSkies.bots.push(...levels(blueSkies));

export default blueSkies;
