/**
 * `npm run simulate -- --game airlines --players 4 --games 100 --bots strategist,random
 *                     [--board bundled:airlines/north-america] [--seed 1] [--options '{"bonusPoints":true}']`
 *
 * Plays all-bot games and prints wins per bot and the average game length. Seats rotate from
 * game to game, so no bot always sits first.
 */
import { parseArgs } from 'node:util';
import { simulate, seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition } from '../../games/core/types.js';
import { games } from '../../games/index.js';
import { createLibrary } from '../library/index.js';
import { defaultDataDir, intArg } from './args.js';

export interface SimulationSummary {
  games: number;
  finished: number;
  averageMoves: number;
  /** Wins per bot id (a shared win counts as a fraction). */
  wins: Record<string, number>;
  /** Seats each bot played. */
  seats: Record<string, number>;
}

export function runSimulations(def: GameDefinition, board: unknown, opts: { players: number; games: number; bots: Bot<unknown, unknown>[]; seed: number; options?: unknown }): SimulationSummary {
  const wins: Record<string, number> = {};
  const seats: Record<string, number> = {};
  for (const b of opts.bots) {
    wins[b.id] = 0;
    seats[b.id] = 0;
  }
  let moves = 0;
  let finished = 0;
  for (let g = 0; g < opts.games; g++) {
    const seatBots = Array.from({ length: opts.players }, (_, i) => opts.bots[(i + g) % opts.bots.length]!);
    for (const b of seatBots) seats[b.id]!++;
    const res = simulate(def, { board, players: opts.players, seed: opts.seed + g, bots: seatBots, ...(opts.options !== undefined ? { options: opts.options } : {}) });
    moves += res.moves.length;
    const outcome = def.outcome(res.state);
    if (!outcome) continue;
    finished++;
    const players = seatPlayers(opts.players);
    for (const w of outcome.winners) {
      const i = players.findIndex((p) => p.id === w);
      const bot = seatBots[i];
      if (bot) wins[bot.id]! += 1 / outcome.winners.length;
    }
  }
  return { games: opts.games, finished, averageMoves: opts.games ? moves / opts.games : 0, wins, seats };
}

const isMain = process.argv[1] !== undefined && /simulate\.(ts|js|cjs|mjs)$/.test(process.argv[1]);
if (isMain) {
  const fail = (msg: string): never => {
    process.stderr.write(`${msg}\n`);
    process.exit(1);
  };
  try {
    const { values } = parseArgs({
      options: {
        // Without --game: the registry's first game.
        game: { type: 'string', default: [...games.keys()][0] },
        players: { type: 'string' },
        games: { type: 'string' },
        bots: { type: 'string' },
        board: { type: 'string' },
        seed: { type: 'string' },
        options: { type: 'string' },
        data: { type: 'string' },
      },
    });
    const def = games.get(values.game!) ?? fail(`No game "${values.game}". Installed: ${[...games.keys()].join(', ')}.`);
    const players = intArg(values.players, 'players', def.minPlayers, def.minPlayers, def.maxPlayers);
    const count = intArg(values.games, 'games', 10, 1, 1_000_000);
    const seed = intArg(values.seed, 'seed', 1, 0, 2 ** 31);
    const botIds = (values.bots ?? def.bots.map((b) => b.id).join(',')).split(',').map((s) => s.trim()).filter(Boolean);
    const bots = botIds.map((id) => def.bots.find((b) => b.id === id) ?? fail(`${def.name} has no bot "${id}". Its bots: ${def.bots.map((b) => b.id).join(', ')}.`));
    const library = createLibrary({ registry: games, dataDir: defaultDataDir(values.data) });
    const entries = (await library.list()).filter((b) => b.game === def.id && b.playable);
    const entry = values.board ? entries.find((b) => b.id === values.board) : entries.find((b) => b.source === 'bundled') ?? entries[0];
    if (!entry) fail(`No playable ${def.name} board${values.board ? ` "${values.board}"` : ''}.`);
    let options: unknown;
    if (values.options) {
      const parsed = def.optionsSchema.safeParse(JSON.parse(values.options));
      options = parsed.success ? parsed.data : fail(`Bad --options: ${parsed.error.issues[0]?.message}`);
    }
    const t0 = Date.now();
    const s = runSimulations(def, entry!.board, { players, games: count, bots: bots as Bot<unknown, unknown>[], seed, options });
    const secs = (Date.now() - t0) / 1000;
    console.log(`${def.name} on ${entry!.name}: ${count} games of ${players} players, bots ${botIds.join(', ')}, seeds ${seed}..${seed + count - 1}`);
    console.log(`finished ${s.finished}/${s.games}, average ${s.averageMoves.toFixed(1)} moves per game, ${(count / secs).toFixed(1)} games/s`);
    for (const id of Object.keys(s.wins)) {
      const w = s.wins[id]!;
      console.log(`  ${id.padEnd(14)} wins ${w.toFixed(1).padStart(7)}  (${((100 * w) / Math.max(1, s.finished)).toFixed(1)}% of games; played ${s.seats[id]} of ${count * players} seats)`);
    }
  } catch (err) {
    fail((err as Error).message);
  }
}
