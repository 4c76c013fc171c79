/**
 * What every game of a run shares, worked out once (in each worker, and in the host for a
 * replay): the game, its probe, the board's element list, the bots. Game `g` of a run has the
 * seed `seed + g`, and seat `i` the bot `bots[(i + g) % bots.length]`, so the bots take every
 * seat in turn (as `npm run simulate` does).
 */
import type { ElementKind, GameProbe } from '../../games/core/lab-probe.js';
import type { Bot, GameDefinition } from '../../games/core/types.js';
import type { Wording } from '../../games/core/wording.js';
import { games } from '../../games/index.js';
import { playGame, type GameRecord, type PlayedGame } from './play.js';
import { probeFor } from './probes.js';
import { restrictedBot } from './restrict-bot.js';

/** What a worker needs to play a run's games: plain data (it crosses a thread boundary). */
export interface RunSpec {
  game: string;
  board: unknown;
  options: unknown;
  players: number;
  seed: number;
  bots: string[];
  maxMoves: number;
  /**
   * Restricted play (restricted.ts): in game g the bot of seat g % players may not take this
   * element (or, without `id`, any element of this kind) while it has another legal move.
   */
  restrict?: { kind: string; id?: string };
}

export interface RunContext {
  spec: RunSpec;
  def: GameDefinition;
  probe: GameProbe;
  kinds: ElementKind[];
  /** `${kind}:${id}` → index into `elements`. */
  elementIndex: Map<string, number>;
  elements: { kind: string; id: string; name: string; nameWords?: Wording }[];
  bots: Bot<unknown, unknown>[];
}

export function runContext(spec: RunSpec): RunContext {
  const def = games.get(spec.game);
  if (!def) throw new Error(`No game called "${spec.game}" is installed.`);
  const probe = probeFor(def);
  const kinds = probe.elements(spec.board, spec.players);
  const elements: RunContext['elements'] = [];
  const elementIndex = new Map<string, number>();
  for (const k of kinds) {
    for (const it of k.items) {
      elementIndex.set(`${k.kind}:${it.id}`, elements.length);
      elements.push(it.nameWords ? { kind: k.kind, id: it.id, name: it.name, nameWords: it.nameWords } : { kind: k.kind, id: it.id, name: it.name });
    }
  }
  const bots = spec.bots.map((id) => {
    const b = def.bots.find((x) => x.id === id);
    if (!b) throw new Error(`${def.name} has no bot "${id}".`);
    return b as Bot<unknown, unknown>;
  });
  return { spec, def, probe, kinds, elementIndex, elements, bots };
}

export function seatBots(ctx: RunContext, game: number): Bot<unknown, unknown>[] {
  const seats = Array.from({ length: ctx.spec.players }, (_, i) => ctx.bots[(i + game) % ctx.bots.length]!);
  const r = ctx.spec.restrict;
  if (r) {
    const s = game % ctx.spec.players;
    seats[s] = restrictedBot(ctx.def, ctx.probe, seats[s]!, r);
  }
  return seats;
}

/**
 * Plays game `game` of the run; with `stopAt`, only its first moves, keeping the log. `names`:
 * the players' names in the game's setup (see GameSetup).
 */
export function playRunGame(ctx: RunContext, game: number, stopAt?: number, names?: readonly string[]): PlayedGame {
  return playGame(
    {
      def: ctx.def,
      probe: ctx.probe,
      board: ctx.spec.board,
      options: ctx.spec.options,
      players: ctx.spec.players,
      bots: seatBots(ctx, game),
      seed: ctx.spec.seed + game,
      index: game,
      maxMoves: ctx.spec.maxMoves,
      elementIndex: ctx.elementIndex,
      ...(names ? { names } : {}),
    },
    stopAt,
  );
}

export function playRange(ctx: RunContext, from: number, to: number): GameRecord[] {
  const out: GameRecord[] = [];
  for (let g = from; g < to; g++) out.push(playRunGame(ctx, g).record);
  return out;
}
