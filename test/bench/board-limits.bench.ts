/**
 * Boards at their limits: what reading, setting up and viewing the heaviest playable board of
 * each game (every count setup multiplies at its limit; test/games/<id>/bounds.ts) costs
 * against its bundled board, in the same run. The work grows with the board, never beyond it.
 * `npm run bench -- board-limits`
 */
import { checkBoard } from '../../games/core/board-check.js';
import { games } from '../../games/index.js';
import { defaultBoardRaw } from '../fixtures/bundled-boards.js';
import { allBounds } from '../integration/board-bounds.js';
import { both, timed, type Bench } from './harness.js';

export const title = 'Board limits: the heaviest playable board of each game against its bundled board';

export default async function (bench: Bench): Promise<void> {
  for (const [game, bounds] of await allBounds()) {
    const def = games.get(game)!;
    const base = defaultBoardRaw(def) as Record<string, unknown>;
    for (const [label, raw] of [['bundled', base], ['heaviest', bounds.heaviest(base)]] as const) {
      const board = checkBoard(def, raw).board;
      if (!board) throw new Error(`${game} ${label}: the board does not read`);
      const players = Array.from({ length: def.maxPlayers }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
      let state: unknown;
      const read = timed(() => checkBoard(def, raw), 5);
      const setup = timed(() => (state = def.setup({ board, players, options: {}, seed: 1 })), 5);
      const active = def.activePlayers(state)[0]!;
      const view = timed(() => {
        def.view(state, active);
        def.view(state, null);
        def.legalMoves(state, active);
      }, 5);
      const size = (v: unknown) => `${(JSON.stringify(v).length / 1024).toFixed(0)} KB`;
      bench.report(`${game} ${label}: read (schema + checks)`, both(read));
      bench.report(`${game} ${label}: setup, ${def.maxPlayers} players (state ${size(state)})`, both(setup));
      bench.report(`${game} ${label}: 2 views + legal moves (${def.legalMoves(state, active).length} moves)`, both(view));
    }
  }
}
