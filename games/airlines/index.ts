/** Airlines (Alan R. Moon, 1990): the game definition the registry and the host use. */
import { defineGame } from '../core/define.js';
import type { GameDefinition, OptionInfo } from '../core/types.js';
import { bots } from './bots.js';
import { airlinesProbe } from './elements.js';
import { styles } from './playstyles.js';
import { activePlayers, cloneForMove, legalMoves, MAX_PLAYERS, MIN_PLAYERS, outcome, setup, step } from './rules.js';
import { playerCounts } from './seats.js';
import { sim } from './sim.js';
import {
  AIRLINES_BOARD_FORMAT,
  boardSchema,
  moveSchema,
  optionsSchema,
  type AirlinesBoard,
  type AirlinesMove,
  type AirlinesOptions,
  type AirlinesState,
  type AirlinesView,
} from './types.js';
import { validateBoard } from './validate.js';
import { view } from './view.js';
import { printAirlines } from './print.js';
import { privateView, undoable } from './wire.js';
import { determinize } from './determinize.js';
import { levels } from './levels.js';
import { optionWords } from '../core/option-words.js';
import { airlinesMessages, said } from './messages.js';

export const options: OptionInfo[] = [
  {
    key: 'bonusPoints',
    ...optionWords(said, 'airlines', 'bonusPoints'),
    kind: 'boolean',
    default: false,
  },
  {
    key: 'additionalLastRound',
    ...optionWords(said, 'airlines', 'additionalLastRound'),
    kind: 'boolean',
    default: false,
  },
  {
    key: 'controlledScoring',
    ...optionWords(said, 'airlines', 'controlledScoring'),
    kind: 'boolean',
    default: false,
  },
  {
    key: 'noFoundingAfterShares',
    ...optionWords(said, 'airlines', 'noFoundingAfterShares'),
    kind: 'boolean',
    default: false,
  },
];

export const airlines = defineGame<AirlinesBoard, AirlinesOptions, AirlinesState, AirlinesMove, AirlinesView>({
  id: 'airlines',
  name: 'Airlines',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  messages: airlinesMessages,
  boardFormat: AIRLINES_BOARD_FORMAT,
  boardSchema,
  optionsSchema: optionsSchema as unknown as GameDefinition<AirlinesBoard, AirlinesOptions>['optionsSchema'],
  options,
  moveSchema,
  validateBoard,
  playerCounts,
  setup,
  activePlayers,
  legalMoves,
  clone: cloneForMove,
  step,
  notAMove: (issue) => `This is not an Airlines move: ${issue?.message ?? 'wrong shape'}.`,
  view,
  privateView,
  undoable,
  outcome,
  sim,
  // The playstyles go between the first bot and the last (the lobby's default), keeping both.
  bots: [bots[0]!, ...styles, ...bots.slice(1)],
  defaultBot: 'strategist',
  defaultBoard: 'north-america',
  print: printAirlines,
  determinize,
  lab: airlinesProbe,
});

// The levels go last, Expert at the very end: the seat menu hands a person's seat to the list's
// last bot (the strongest).
airlines.bots.push(...levels(airlines));

export default airlines;
