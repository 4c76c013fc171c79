/** Linie 1 (Stefan Dorra, 1995): lay track, declare a finished route, race your tram home. */
import type { GameDefinition } from '../core/types.js';
import { BOARD_FORMAT, boardSchema, type Linie1Board } from './board.js';
import { bots } from './bots.js';
import { activePlayers, apply, describeMove, legalMoves, outcome, setup } from './rules.js';
import { type Linie1Move, type Linie1Options, type Linie1State, type Linie1View, moveSchema, optionsSchema } from './state.js';
import { validateBoard } from './validate.js';
import { view } from './view.js';
import { privateView, undoable } from './wire.js';

export const linie1: GameDefinition<Linie1Board, Linie1Options, Linie1State, Linie1Move, Linie1View> = {
  id: 'linie1',
  name: 'Linie 1',
  minPlayers: 2,
  maxPlayers: 5,
  boardFormat: BOARD_FORMAT,
  boardSchema,
  optionsSchema,
  options: [],
  moveSchema,
  validateBoard,
  setup,
  activePlayers,
  legalMoves,
  apply,
  view,
  privateView,
  undoable,
  outcome,
  describeMove,
  bots,
};

export default linie1;
export type { Linie1Board, Linie1Move, Linie1State, Linie1View };
