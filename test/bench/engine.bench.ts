/**
 * The engine, generic over the registry (games/index.ts): for every game on its bundled board, at
 * its smallest, typical and largest seat count, with the random bot and with the default bot,
 * whole games played on the simulation path (core/sim.ts: a game's `sim`, or `apply` without one):
 * - games per CPU second (this process's user + system time, read once per batch of games that
 *   takes about 50 ms: engine-clock.ts) and per wall second;
 * - µs per move, CPU (everything: choosing, applying, checking whose turn and whether it is over);
 * - the default bot's own cost per move (its `choose`, timed alone, without `legalMoves`);
 * - the engine ÷ serialise ratio: the random games' CPU per move over the CPU of one
 *   `JSON.stringify` of states those games pass through, timed as a batch right after each round
 *   of games (the same round's baseline, so a busy machine slows both sides alike);
 * random games in ROUNDS rounds, each figure printed as its range over the rounds.
 * `npm run bench -- engine` (`ENGINE_GAMES=linie1,airlines-europe` for some games only,
 * `ENGINE_BENCH_MS` the CPU budget per configuration). Nothing here asserts a time.
 *
 * `ENGINE_AGAINST=<git ref> npm run bench -- engine` instead compares the working tree with that
 * ref in one process, seed by seed, each seed played by both (engine-against.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { games } from '../../games/index.js';
import { Rng } from '../../games/core/rng.js';
import { simFork, simRandomMove, simStep } from '../../games/core/sim.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition } from '../../games/core/types.js';
import type { Bench } from './harness.js';
import { engineAgainst } from './engine-against.js';
import { cpuMs, nextBatch } from './engine-clock.js';
import { routeBotLines } from './engine-l1bot.js';

export const title = 'Engine (simulation path, every game)';

const boardsDir = fileURLToPath(new URL('../../boards/', import.meta.url));
/** CPU time per configuration: long enough for a few dozen games of the slowest game. */
const BUDGET_MS = Number(process.env.ENGINE_BENCH_MS ?? 1500);
/** Rounds of random games per configuration (the budget is shared among them); figures are ranges over them. */
const ROUNDS = Math.max(1, Number(process.env.ENGINE_BENCH_ROUNDS ?? 3));

function bundledBoard(def: GameDefinition): unknown {
  const dir = `${boardsDir}${def.id}/`;
  const file = readdirSync(dir).filter((f) => f.endsWith('.board.json')).sort()[0];
  if (!file) throw new Error(`No bundled board for ${def.id}`);
  const raw: unknown = JSON.parse(readFileSync(dir + file, 'utf8'));
  return def.boardSchema.parse(def.migrateBoard ? def.migrateBoard(raw) : raw);
}

interface Run {
  games: number;
  moves: number;
  cpu: number;
  wall: number;
  /** Milliseconds inside the bot's `choose` (default bot only). */
  botMs: number;
}

/**
 * Plays seeded games until `budget` CPU milliseconds are spent (at least one game). `bot` null:
 * the random move of the simulation path; otherwise the bot chooses from `legalMoves`, as the
 * host and the lab ask it. The CPU clock is read once per batch of games (engine-clock.ts), the
 * batch sized to take about 50 ms; every game played is counted in the figure.
 */
function play(def: GameDefinition, board: unknown, seats: number, bot: Bot<unknown, unknown> | null, budget: number, seed0: number, sample?: (state: unknown) => void): Run {
  const players = seatPlayers(seats);
  const options = def.optionsSchema.parse({});
  const run: Run = { games: 0, moves: 0, cpu: 0, wall: 0, botMs: 0 };
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let seed = seed0;
  let batch = 1;
  do {
    for (let k = 0; k < batch; k++) {
      let state = simFork(def, def.setup({ board, players, options, seed }));
      const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
      seed++;
      for (let n = 0; n < 100_000 && def.outcome(state) === null; n++) {
        const player = def.activePlayers(state)[0]!;
        let move: unknown;
        if (bot === null) move = simRandomMove(def, state, player, rng);
        else {
          const legal = def.legalMoves(state, player);
          const t = performance.now();
          move = bot.choose({ state, player, legal, rng });
          run.botMs += performance.now() - t;
        }
        state = simStep(def, state, player, move);
        run.moves++;
        if (sample && run.moves % 7 === 0) sample(state);
      }
      run.games++;
    }
    const spent = cpuMs(cpu0);
    batch = nextBatch(batch, spent - run.cpu);
    run.cpu = spent;
  } while (run.cpu < budget);
  run.wall = performance.now() - wall0;
  return run;
}

/**
 * CPU µs of one JSON.stringify of states sampled from random games (the baseline): up to 120
 * states met every seventh move, kept as `simFork` copies (what the host would hold; a
 * structuredClone copy stringifies markedly slower and would flatter the ratio), each
 * stringified five times in one batch between two readings of the process's CPU time (a reading
 * around a single call is mostly the timer's and other threads' on a busy machine).
 */
function serialiseCost(def: GameDefinition, board: unknown, seats: number, seed0: number): number {
  const states: unknown[] = [];
  for (let seed = seed0; states.length < 120 && seed < seed0 + 50; seed++) {
    play(def, board, seats, null, 0, seed, (state) => {
      if (states.length < 120) states.push(simFork(def, state));
    });
  }
  const c = process.cpuUsage();
  let chars = 0;
  for (let k = 0; k < 5; k++) for (const s of states) chars += JSON.stringify(s).length;
  const us = (cpuMs(c) * 1000) / (5 * states.length);
  return chars > 0 ? us : NaN;
}

/** "a–b" over the rounds, with `digits` decimals. */
function range(values: number[], digits: number): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo.toFixed(digits) === hi.toFixed(digits) ? lo.toFixed(digits) : `${lo.toFixed(digits)}–${hi.toFixed(digits)}`;
}

/**
 * The default bot's own CPU µs per move, timed in a batch: states met in default-bot games are
 * copied (every third move, up to 150), then `choose` runs over all of them between two readings
 * of the process's CPU time (per-call timing is mostly the timer's and the scheduler's on a busy
 * machine). Three rounds; their range.
 */
function botCpuPerChoice(def: GameDefinition, board: unknown, seats: number, bot: Bot<unknown, unknown>): string {
  const players = seatPlayers(seats);
  const options = def.optionsSchema.parse({});
  const asked: { state: unknown; player: string; legal: unknown[] }[] = [];
  for (let seed = 500; asked.length < 150 && seed < 520; seed++) {
    let state = simFork(def, def.setup({ board, players, options, seed }));
    const rng = Rng.fromSeed(seed);
    for (let n = 0; n < 100_000 && def.outcome(state) === null && asked.length < 150; n++) {
      const player = def.activePlayers(state)[0]!;
      const legal = def.legalMoves(state, player);
      if (n % 3 === 0) asked.push({ state: simFork(def, state), player, legal });
      state = simStep(def, state, player, bot.choose({ state, player, legal, rng }));
    }
  }
  const rounds: number[] = [];
  for (let r = 0; r < 3; r++) {
    const rng = Rng.fromSeed(r);
    const c = process.cpuUsage();
    for (const a of asked) bot.choose({ state: a.state, player: a.player, legal: a.legal, rng });
    rounds.push((cpuMs(c) * 1000) / asked.length);
  }
  rounds.sort((a, b) => a - b);
  return `${rounds[0]!.toFixed(1)}–${rounds[2]!.toFixed(1)} µs (${asked.length} states, 3 rounds)`;
}

const rate = (count: number, ms: number): string => (count / (ms / 1000)).toFixed(0);

export default async function (bench: Bench): Promise<void> {
  const against = process.env.ENGINE_AGAINST;
  await routeBotLines(bench, against);
  if (against) {
    await engineAgainst(against, bench);
    return;
  }
  // ENGINE_GAMES=linie1,blue-skies: only those games.
  const only = process.env.ENGINE_GAMES?.split(',');
  for (const def of games.values()) {
    if (only && !only.includes(def.id)) continue;
    const board = bundledBoard(def);
    const counts = def.playerCounts?.(board as never);
    const min = Math.max(def.minPlayers, counts?.min ?? def.minPlayers);
    const max = Math.min(def.maxPlayers, counts?.max ?? def.maxPlayers);
    const seatCounts = [...new Set([min, Math.round((min + max) / 2), max])];
    const defaultBot = def.bots.find((b) => b.id === def.defaultBot)!;
    // Warm-up, so the first figure is not the JIT compiler's.
    for (const seats of seatCounts) {
      play(def, board, seats, null, 150, 1e6);
      play(def, board, seats, defaultBot, 150, 1e6);
    }
    bench.report(`${def.id}: sim path`, def.sim ? 'its own (games/' + def.id + ')' : 'none: apply (core/sim.ts fallback)');
    for (const seats of seatCounts) {
      const perSecond: number[] = [];
      const perWall: number[] = [];
      const perMove: number[] = [];
      const ser: number[] = [];
      const ratio: number[] = [];
      let games = 0;
      let moves = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const random = play(def, board, seats, null, BUDGET_MS / ROUNDS, 1 + r * 10_000);
        const us = (random.cpu * 1000) / random.moves;
        const json = serialiseCost(def, board, seats, 9000 + r * 100);
        perSecond.push((random.games * 1000) / random.cpu);
        perWall.push((random.games * 1000) / random.wall);
        perMove.push(us);
        ser.push(json);
        ratio.push(us / json);
        games += random.games;
        moves += random.moves;
      }
      const over = `${ROUNDS} rounds, ${games} games, ${Math.round(moves / games)} moves/game`;
      bench.report(`${def.id} ${seats} seats, random: games/CPU s, /wall s`, `${range(perSecond, 0)}, ${range(perWall, 0)} (${over})`);
      bench.report(
        `${def.id} ${seats} seats, random: µs/move CPU, engine ÷ serialise`,
        `${range(perMove, 2)} µs, ${range(ratio, 2)} (one JSON.stringify of its state: ${range(ser, 2)} µs CPU)`,
      );
      const dflt = play(def, board, seats, defaultBot, BUDGET_MS, 1);
      bench.report(
        `${def.id} ${seats} seats, ${defaultBot.id}: games/CPU s, /wall s`,
        `${rate(dflt.games, dflt.cpu)}, ${rate(dflt.games, dflt.wall)} (${dflt.games} games, ${Math.round(dflt.moves / dflt.games)} moves/game)`,
      );
      bench.report(
        `${def.id} ${seats} seats, ${defaultBot.id}: µs/move CPU, bot's own`,
        `${((dflt.cpu * 1000) / dflt.moves).toFixed(2)} µs, ${((dflt.botMs * 1000) / dflt.moves).toFixed(2)} µs (its choose, wall)`,
      );
      bench.report(`${def.id} ${seats} seats, ${defaultBot.id}: its choose, CPU µs per move`, botCpuPerChoice(def, board, seats, defaultBot));
    }
  }
}
