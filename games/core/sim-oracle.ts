/**
 * The check every game with a simulation path runs (its sim test): whole seeded games played
 * twice side by side, once through the host's `apply` on deep-frozen states (so `apply` can
 * never have changed one) and once through `simFork` / `simStep` on one state changed in place,
 * with the same move choices; after every move the two states (as JSON) and the two moves'
 * events must be equal (every other game steps the simulation without asking for events), and so
 * must the legal moves and who acts.
 */
import { Rng } from './rng.js';
import { simFork, simRandomMove, simStep } from './sim.js';
import { seatPlayers } from './simulate.js';
import type { Bot, GameDefinition, GameEvent } from './types.js';

export interface OracleArgs<B, O> {
  board: B;
  players: number;
  games: number;
  seed: number;
  /** `random`: `rng.pick(legalMoves)` against `simRandomMove`; else this bot on both sides. */
  bot: 'random' | Bot<any, any>;
  /** Per game; default the game's defaults. */
  options?: (game: number) => O;
  maxMoves?: number;
}

export interface OracleReport {
  games: number;
  moves: number;
  finished: number;
  /** The first difference found, in words (empty: none). */
  failures: string[];
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** The state as JSON without its board (shared by both sides, never changed, and the bulk of it). */
function json(state: unknown): string {
  return JSON.stringify({ ...(state as object), board: undefined });
}

export function checkSimAgainstApply<B, O, S, M>(def: GameDefinition<B, O, S, M>, args: OracleArgs<B, O>): OracleReport {
  const report: OracleReport = { games: 0, moves: 0, finished: 0, failures: [] };
  const max = args.maxMoves ?? 5_000;
  for (let g = 0; g < args.games && report.failures.length === 0; g++) {
    const seed = args.seed + g;
    const options = args.options ? args.options(g) : (def.optionsSchema.parse({}) as O);
    const host0 = def.setup({ board: args.board, players: seatPlayers(args.players), options, seed });
    let host = deepFreeze(host0);
    let sim = simFork(def, host);
    const rngHost = Rng.fromSeed(seed * 7 + 1);
    const rngSim = Rng.fromSeed(seed * 7 + 1);
    const fail = (n: number, what: string): void => void report.failures.push(`${def.id}, ${args.players} seats, seed ${seed}, move ${n}: ${what}`);
    if (json(sim) !== json(host)) fail(0, 'the forked state differs from the host state');
    let n = 0;
    for (; n < max && report.failures.length === 0 && def.outcome(host) === null; n++) {
      const active = def.activePlayers(host);
      if (JSON.stringify(def.activePlayers(sim)) !== JSON.stringify(active)) fail(n, 'a different player acts');
      const player = active[0]!;
      const legal = def.legalMoves(host, player);
      const legalSim = def.legalMoves(sim, player);
      if (JSON.stringify(legalSim) !== JSON.stringify(legal)) fail(n, `different legal moves: ${JSON.stringify(legalSim)} against ${JSON.stringify(legal)}`);
      let move: M;
      let moveSim: M;
      if (args.bot === 'random') {
        move = rngHost.pick(legal);
        moveSim = simRandomMove(def, sim, player, rngSim);
      } else {
        move = args.bot.choose({ state: host, player, legal, rng: rngHost });
        moveSim = args.bot.choose({ state: sim, player, legal: legalSim, rng: rngSim });
      }
      if (JSON.stringify(moveSim) !== JSON.stringify(move)) {
        fail(n, `different moves chosen: ${JSON.stringify(moveSim)} against ${JSON.stringify(move)}`);
        break;
      }
      const res = def.apply(host, player, move);
      if (!res.ok) {
        fail(n, `apply refused ${JSON.stringify(move)}: ${res.error.message}`);
        break;
      }
      // Every other game steps without an events list: the step must reach the same states.
      const events: GameEvent[] | undefined = g % 2 === 0 ? [] : undefined;
      try {
        sim = simStep(def, sim, player, moveSim, events);
      } catch (e) {
        fail(n, `simStep threw on ${JSON.stringify(move)}: ${(e as Error).message}`);
        break;
      }
      host = deepFreeze(res.state);
      if (json(sim) !== json(host)) fail(n, `the states differ after ${JSON.stringify(move)}`);
      if (events && JSON.stringify(events) !== JSON.stringify(res.events)) fail(n, `the events differ after ${JSON.stringify(move)}: ${JSON.stringify(events)} against ${JSON.stringify(res.events)}`);
      report.moves++;
    }
    report.games++;
    if (def.outcome(host) !== null) {
      report.finished++;
      if (JSON.stringify(def.outcome(sim)) !== JSON.stringify(def.outcome(host))) fail(n, 'different outcomes');
    }
  }
  return report;
}
