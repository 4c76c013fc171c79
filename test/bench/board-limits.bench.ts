/**
 * Boards at their limits: what reading, setting up and viewing the heaviest playable board of
 * each game (every count setup multiplies at its limit; test/integration/board-bounds.ts) costs
 * against its bundled board, in the same run. The work grows with the board, never beyond it.
 * `npm run bench -- board-limits`
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoard } from '../../games/core/board-check.js';
import { games } from '../../games/index.js';
import { heaviestBoard } from '../integration/board-bounds.js';
import { both, timed, type Bench } from './harness.js';

export const title = 'Board limits: the heaviest playable board of each game against its bundled board';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLED: Record<string, string> = {
  airlines: 'airlines/north-america',
  'airlines-europe': 'airlines-europe/europe',
  linie1: 'linie1/classic',
  'blue-skies': 'blue-skies/usa',
};

export default function (bench: Bench): void {
  for (const [game, file] of Object.entries(BUNDLED)) {
    const def = games.get(game)!;
    const base = JSON.parse(readFileSync(join(ROOT, 'boards', `${file}.board.json`), 'utf8')) as Record<string, unknown>;
    for (const [label, raw] of [['bundled', base], ['heaviest', heaviestBoard(game, base)]] as const) {
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
