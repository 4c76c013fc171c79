import { Rng } from './rng.js';
import { simFork, simStep } from './sim.js';
import type { Bot, GameDefinition, PlayerId, PlayerInfo } from './types.js';

export interface LoggedMove<M = unknown> {
  player: PlayerId;
  move: M;
}

export interface SimulateArgs<B, O, S, M> {
  board: B;
  players: number | PlayerInfo[];
  options?: O;
  seed: number;
  /** One bot per seat, or one for all seats. Default: the game's first bot. */
  bots?: Bot<S, M> | Bot<S, M>[];
  /** Safety net against a game that never ends (a bug): stop after this many moves. */
  maxMoves?: number;
  /** Called after each applied move (property tests check invariants here). */
  afterMove?: (state: S, player: PlayerId, move: M, index: number) => void;
}

export interface SimulateResult<S, M> {
  state: S;
  moves: LoggedMove<M>[];
  finished: boolean;
}

export function seatPlayers(count: number): PlayerInfo[] {
  return Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
}

/**
 * Plays one game with bots from setup to the end. When several players must act at once,
 * they act in seating order. Throws if a bot picks a move the rules refuse (a bug either way).
 *
 * Without `afterMove` (which may keep the states it is shown) the game runs on the simulation
 * path (core/sim.ts): one state changed in place, the same moves and the same final state as
 * `apply` gives (each game's sim test compares them move by move).
 */
export function simulate<B, O, S, M>(
  def: GameDefinition<B, O, S, M>,
  args: SimulateArgs<B, O, S, M>,
): SimulateResult<S, M> {
  const players = typeof args.players === 'number' ? seatPlayers(args.players) : args.players;
  const options = (args.options ?? def.optionsSchema.parse({})) as O;
  const inPlace = args.afterMove === undefined;
  let state = def.setup({ board: args.board, players, options, seed: args.seed });
  if (inPlace) state = simFork(def, state);
  const botRng = Rng.fromSeed(args.seed ^ 0x5bd1e995);
  const botFor = (i: number): Bot<S, M> => {
    const b = args.bots ?? def.bots[0]!;
    return Array.isArray(b) ? b[i % b.length]! : b;
  };
  const moves: LoggedMove<M>[] = [];
  const max = args.maxMoves ?? 100_000;
  while (def.outcome(state) === null && moves.length < max) {
    const active = def.activePlayers(state);
    if (active.length === 0) throw new Error('No player is active but the game has no outcome');
    const player = active[0]!;
    const legal = def.legalMoves(state, player);
    if (legal.length === 0) throw new Error(`Player ${player} must act but has no legal move`);
    const seat = players.findIndex((p) => p.id === player);
    const move = botFor(seat).choose({ state, player, legal, rng: botRng });
    if (inPlace) {
      try {
        state = simStep(def, state, player, move);
      } catch (e) {
        const code = (e as { code?: unknown }).code;
        throw new Error(`Bot move refused: ${typeof code === 'string' ? `${code}: ` : ''}${(e as Error).message} (${JSON.stringify(move)})`);
      }
    } else {
      const res = def.apply(state, player, move);
      if (!res.ok) throw new Error(`Bot move refused: ${res.error.code}: ${res.error.message} (${JSON.stringify(move)})`);
      state = res.state;
    }
    moves.push({ player, move });
    args.afterMove?.(state, player, move, moves.length - 1);
  }
  return { state, moves, finished: def.outcome(state) !== null };
}

/** Replays a move log from setup; throws on the first refused move. */
export function replay<B, O, S, M>(
  def: GameDefinition<B, O, S, M>,
  args: { board: B; players: PlayerInfo[]; options: O; seed: number },
  moves: readonly LoggedMove<M>[],
): S {
  let state = def.setup(args);
  moves.forEach(({ player, move }, i) => {
    const res = def.apply(state, player, move);
    if (!res.ok) throw new Error(`Move ${i} refused on replay: ${res.error.message}`);
    state = res.state;
  });
  return state;
}
