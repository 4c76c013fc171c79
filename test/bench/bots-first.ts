/**
 * `BOTS_GAME=<id> [BOTS_BOT=expert] [BOTS_SEATS=n] npx tsx test/bench/bots-first.ts [repeats] [seed]`:
 * the CPU of a table's first search decisions as the host makes them, in its bot thread
 * (main/host/bot-worker.ts), with the warm-up (`warm`, as the hub runs it when the table is set
 * up) and without, alternated in one process, each arm on a fresh thread. The thread first loads
 * the games (an unknown bot's question, not timed); then the warmed arm's warm-up is timed apart
 * (off the clock: the table is not waiting), then the first and second decisions of the seed's
 * game (the second after the first is played), and the first again on the warm thread (what it
 * costs warm). CPU is the process's: its main thread only waits.
 */
import { games } from '../../games/index.js';
import { Rng } from '../../games/core/rng.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { GameDefinition } from '../../games/core/types.js';
import { BotThinker } from '../../main/host/bot-worker.js';
import type { Seat, Table } from '../../main/host/table.js';
import { boardOf } from './bots.bench.js';

const def = games.get(process.env.BOTS_GAME ?? 'airlines') as GameDefinition | undefined;
if (!def) throw new Error(`no game ${process.env.BOTS_GAME}`);
const botId = process.env.BOTS_BOT ?? 'expert';
const seats = Number(process.env.BOTS_SEATS ?? def.maxPlayers);
const repeats = Math.max(1, Number(process.argv[2] ?? 3));
const seed = Number(process.argv[3] ?? 900);
const board = boardOf(def);

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The fields of a table the thinker reads, at the seed's start, every seat `botId`. */
function freshTable(): Table {
  const players = seatPlayers(seats);
  const state = def!.setup({ board, players, options: def!.optionsSchema.parse({}), seed });
  const seatList: Seat[] = players.map((p, index) => ({ index, playerId: p.id, name: p.name, kind: 'bot', bot: botId }));
  return { id: 'bench', def, state, seats: seatList, botRng: Rng.fromSeed(seed) } as unknown as Table;
}

/** The seat to move with a choice (the first active player). */
const seatToMove = (t: Table): Seat => t.seats.find((s) => s.playerId === t.def.activePlayers(t.state)[0])!;

async function arm(warm: boolean): Promise<{ warmUp: number; first: number; second: number; firstAgain: number }> {
  const thinker = new BotThinker(1, warm);
  const t = freshTable();
  const seat = seatToMove(t);
  await thinker.think({ game: def!.id, bot: '(none)', state: t.state, player: seat.playerId, legal: [], rng: t.botRng.state });
  let c = cpuMs();
  if (warm && !(await thinker.warm(t))) throw new Error('no warm-up ran');
  const warmUp = cpuMs() - c;
  c = cpuMs();
  const move = await thinker.ask(t, seat, console.log);
  const first = cpuMs() - c;
  const res = def!.apply(t.state, seat.playerId, move);
  if (!res.ok) throw new Error(res.error.message);
  (t as { state: unknown }).state = res.state;
  c = cpuMs();
  await thinker.ask(t, seatToMove(t), console.log);
  const second = cpuMs() - c;
  // The first decision again (same state, same RNG) on the now warm thread: what it costs warm.
  const again = freshTable();
  c = cpuMs();
  await thinker.ask(again, seatToMove(again), console.log);
  const firstAgain = cpuMs() - c;
  await thinker.close();
  return { warmUp, first, second, firstAgain };
}

const rows: { warm: boolean; warmUp: number; first: number; second: number; firstAgain: number }[] = [];
for (let r = 0; r < repeats; r++) for (const warm of r % 2 === 0 ? [false, true] : [true, false]) rows.push({ warm, ...(await arm(warm)) });
const range = (xs: number[]): string => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
for (const warm of [false, true]) {
  const rs = rows.filter((r) => r.warm === warm);
  console.log(
    `${def.id} ${botId} at ${seats} seats, seed ${seed}, ${warm ? 'warmed' : 'cold  '}: first decision ${range(rs.map((r) => r.first))} ms CPU, second ${range(rs.map((r) => r.second))}, first again ${range(rs.map((r) => r.firstAgain))}` +
      (warm ? `, warm-up (off the clock) ${range(rs.map((r) => r.warmUp))}` : '') +
      ` (${rs.length} fresh threads: ${rs.map((r) => r.first.toFixed(0)).join(', ')})`,
  );
}
