/**
 * Airlines Europe rules speed: all-bot games per second on one core (default Europe board) with
 * the random bot at 2, 4 and 6 players and with Tycoon at 4, the median time of `legalMoves` and
 * `apply` over the states of real games, and how often one Tycoon beats random bots.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { airlinesEurope } from '../../games/airlines-europe/index.js';
import { tycoonBot } from '../../games/airlines-europe/bots.js';
import { boardSchema, type EuropeMove, type EuropeState } from '../../games/airlines-europe/types.js';
import { randomBot } from '../../games/core/bots.js';
import { seatPlayers, simulate } from '../../games/core/simulate.js';
import { fmtMs, type Bench } from './harness.js';

export const title = 'Airlines Europe rules';

const boardFile = fileURLToPath(new URL('../../boards/airlines-europe/europe.board.json', import.meta.url));

export default async function (bench: Bench): Promise<void> {
  const board = boardSchema.parse(JSON.parse(readFileSync(boardFile, 'utf8')));
  const random = randomBot<EuropeState, EuropeMove>();

  for (const players of [2, 4, 6]) {
    let seed = 1;
    let moves = 0;
    let games = 0;
    const rate = bench.rate(() => {
      const r = simulate(airlinesEurope, { board, players, seed: seed++, bots: random });
      moves += r.moves.length;
      games++;
    });
    bench.report(`random-bot games/s, ${players} players`, `${rate.toFixed(1)} (${Math.round(moves / games)} moves/game)`);
  }
  {
    let seed = 1;
    const rate = bench.rate(() => void simulate(airlinesEurope, { board, players: 4, seed: seed++, bots: tycoonBot }), 2000);
    bench.report('tycoon games/s, 4 players', rate.toFixed(1));
  }

  const samples: { state: EuropeState; player: string; move: EuropeMove }[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const players = seatPlayers(2 + (seed % 5));
    let state = airlinesEurope.setup({ board, players, options: {}, seed });
    const r = simulate(airlinesEurope, { board, players, seed, bots: random });
    for (const { player, move } of r.moves) {
      samples.push({ state, player, move });
      const next = airlinesEurope.apply(state, player, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  let i = 0;
  const legal = bench.median(() => {
    const s = samples[i++ % samples.length]!;
    airlinesEurope.legalMoves(s.state, s.player);
  }, samples.length);
  bench.report(`legalMoves median (${samples.length} states)`, fmtMs(legal));
  i = 0;
  const apply = bench.median(() => {
    const s = samples[i++ % samples.length]!;
    airlinesEurope.apply(s.state, s.player, s.move);
  }, samples.length);
  bench.report(`apply median (${samples.length} states)`, fmtMs(apply));

  // One Tycoon against random bots, its seat turning round the table.
  let wins = 0;
  const games = 100;
  for (let seed = 1; seed <= games; seed++) {
    const n = 2 + (seed % 5);
    const seat = seed % n;
    const bots = Array.from({ length: n }, (_, k) => (k === seat ? tycoonBot : random));
    const r = simulate(airlinesEurope, { board, players: n, seed, bots });
    if (airlinesEurope.outcome(r.state)!.winners.includes(`p${seat + 1}`)) wins++;
  }
  bench.report(`tycoon (one seat) beats random, ${games} games at 2-6`, `${wins}%`);
}
