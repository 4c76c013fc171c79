/**
 * One all-bot game, watched: the lab's loop around the game contract. It plays like
 * games/core/simulate.ts (same seat players, same bot random source, so a seed gives the same
 * game there and here) but records instead of throwing: the elements each move touched, the
 * move types per seat, the events, the resources that ran out, the standing at two thirds, and
 * anything the rules do not cover (no legal move, a refused or unoffered move, a game that never
 * ends), each with its move number. Pure: no Node, so it runs in a worker or a test alike.
 */
import type { GameProbe } from '../../games/core/lab-probe.js';
import { Rng } from '../../games/core/rng.js';
import { seatPlayers, type LoggedMove } from '../../games/core/simulate.js';
import type { Bot, GameDefinition, GameEvent } from '../../games/core/types.js';

export type ProblemKind = 'setup' | 'no-active-player' | 'no-legal-move' | 'bot-error' | 'unoffered-move' | 'refused-move' | 'stalled';

export interface GameProblem {
  kind: ProblemKind;
  /** Moves played before it: open the replay at this move to see the state it happened in. */
  move: number;
  player?: string;
  message: string;
}

export interface GameRecord {
  /** The game's place in the run (0-based) and its seed. */
  index: number;
  seed: number;
  /** Bot id per seat. */
  bots: string[];
  moves: number;
  /** The game's own unit (turns, rounds). */
  turns: number;
  /** The rules declared the game over. */
  finished: boolean;
  /** Final scores per seat (null when the game did not finish). */
  scores: number[] | null;
  /** Winning seats (empty: no winner). */
  winners: number[];
  /** Seats ahead at two thirds of the game's moves (null when too short to tell). */
  leaders: number[] | null;
  /** Per seat: [element index, uses] for every element the seat touched. */
  usage: [number, number][][];
  /** Per seat: move type → count. */
  moveTypes: Record<string, number>[];
  /** Event type → count, over the whole game. */
  events: Record<string, number>;
  /** Resources that ran out, each with the move after which it first did. */
  exhausted: [string, number][];
  problem: GameProblem | null;
}

export interface GameSetup {
  def: GameDefinition;
  probe: GameProbe;
  board: unknown;
  options: unknown;
  players: number;
  /** One bot per seat. */
  bots: Bot<unknown, unknown>[];
  seed: number;
  index: number;
  /** A game still running after this many moves has stalled. */
  maxMoves: number;
  /** `${kind}:${id}` → index into the run's element list. */
  elementIndex: ReadonlyMap<string, number>;
  /**
   * The names the game is set up with, by seat; default `npm run simulate`'s ("Player 1", …).
   * A replay sets it up with name tokens instead, so its table names the seats as the report does.
   */
  names?: readonly string[];
}

export interface PlayedGame {
  record: GameRecord;
  /** The moves, when asked for (a replay). */
  log?: LoggedMove[];
  /** The last state reached. */
  state?: unknown;
}

/** Whether `move` is one of `legal`: the same object, or the same JSON. */
export function offered(legal: readonly unknown[], move: unknown): boolean {
  if (legal.includes(move)) return true;
  const key = JSON.stringify(move);
  return legal.some((m) => JSON.stringify(m) === key);
}

/**
 * What a move was, for the per-seat mix: the type of the first event it caused for the mover
 * (an exchange is a "place" move but an "exchange" event), else the move's own type.
 */
export function moveKind(move: unknown, events: readonly GameEvent[], player: string): string {
  const own = events.find((e) => e.player === player);
  if (own) return own.type;
  const t = (move as { type?: unknown } | null)?.type;
  return typeof t === 'string' ? t : 'move';
}

function add(counts: Record<string, number>, key: string, n = 1): void {
  counts[key] = (Object.hasOwn(counts, key) ? counts[key]! : 0) + n;
}

/**
 * Plays one game. `stopAt` ends it after that many moves and keeps the move log (for a
 * replay); otherwise no log is kept.
 */
export function playGame(g: GameSetup, stopAt?: number): PlayedGame {
  const { def, probe } = g;
  const players = seatPlayers(g.players).map((p, i) => (g.names?.[i] !== undefined ? { ...p, name: g.names[i] } : p));
  const seatOf = new Map(players.map((p, i) => [p.id, i]));
  const usage = players.map(() => new Map<number, number>());
  const moveTypes = players.map(() => Object.create(null) as Record<string, number>);
  const events: Record<string, number> = Object.create(null) as Record<string, number>;
  const exhausted = new Map<string, number>();
  const log: LoggedMove[] | undefined = stopAt !== undefined ? [] : undefined;
  const record: GameRecord = {
    index: g.index,
    seed: g.seed,
    bots: g.bots.map((b) => b.id),
    moves: 0,
    turns: 0,
    finished: false,
    scores: null,
    winners: [],
    leaders: null,
    usage: [],
    moveTypes,
    events,
    exhausted: [],
    problem: null,
  };
  let state: unknown;
  try {
    state = def.setup({ board: g.board, players, options: g.options, seed: g.seed });
  } catch (err) {
    record.problem = { kind: 'setup', move: 0, message: `The game could not be set up: ${(err as Error).message}` };
    return { record };
  }
  // Some states along the way, for the standing at two thirds (the length is known only at the
  // end). Keeping every state costs a third of the time in garbage collection, so at most 64 are
  // kept, evenly spaced: each time the list fills up, every other one goes and the spacing
  // doubles. States are never changed by `apply`, so keeping one needs no copy.
  let spacing = 1;
  let kept: { move: number; state: unknown }[] = [{ move: 0, state }];
  const botRng = Rng.fromSeed(g.seed ^ 0x5bd1e995);
  const limit = stopAt ?? g.maxMoves;
  let moves = 0;
  const problem = (kind: ProblemKind, message: string, player?: string): void => {
    record.problem = { kind, move: moves, message, ...(player !== undefined ? { player } : {}) };
  };
  while (def.outcome(state) === null) {
    if (moves >= limit) {
      if (stopAt === undefined) problem('stalled', `The game was still running after ${moves} moves.`);
      break;
    }
    const active = def.activePlayers(state);
    if (active.length === 0) {
      problem('no-active-player', 'Nobody may act, but the game is not over.');
      break;
    }
    const player = active[0]!;
    const seat = seatOf.get(player) ?? 0;
    const legal = def.legalMoves(state, player);
    if (legal.length === 0) {
      problem('no-legal-move', `${player} must act but has no legal move.`, player);
      break;
    }
    let move: unknown;
    try {
      move = g.bots[seat]!.choose({ state, player, legal, rng: botRng });
    } catch (err) {
      problem('bot-error', `The ${g.bots[seat]!.id} bot failed: ${(err as Error).message}`, player);
      break;
    }
    if (!offered(legal, move)) {
      problem('unoffered-move', `The ${g.bots[seat]!.id} bot chose a move it was not offered: ${JSON.stringify(move).slice(0, 200)}`, player);
      break;
    }
    const res = def.apply(state, player, move);
    if (!res.ok) {
      problem('refused-move', `A legal move was refused (${res.error.code}): ${res.error.message}`, player);
      break;
    }
    const type = probe.moveKind ? probe.moveKind(state, move, res.events, player) : moveKind(move, res.events, player);
    add(moveTypes[seat]!, type);
    for (const e of res.events as GameEvent[]) add(events, e.type);
    for (const el of probe.elementsOf(state, move, res.events, res.state)) {
      const i = g.elementIndex.get(`${el.kind}:${el.id}`);
      if (i !== undefined) usage[seat]!.set(i, (usage[seat]!.get(i) ?? 0) + 1);
    }
    state = res.state;
    moves++;
    log?.push({ player, move });
    if (moves % spacing === 0) {
      kept.push({ move: moves, state });
      if (kept.length > 64) {
        spacing *= 2;
        kept = kept.filter((k) => k.move % spacing === 0);
      }
    }
    for (const r of probe.exhausted(state)) if (!exhausted.has(r)) exhausted.set(r, moves);
  }
  record.moves = moves;
  record.turns = probe.turns(state);
  record.usage = usage.map((m) => [...m.entries()].sort((a, b) => a[0] - b[0]));
  record.exhausted = [...exhausted.entries()];
  const outcome = def.outcome(state);
  if (outcome) {
    record.finished = true;
    record.scores = players.map((p) => outcome.scores[p.id] ?? 0);
    record.winners = outcome.winners.map((w) => seatOf.get(w)).filter((i): i is number => i !== undefined);
  }
  if (moves >= 3 && stopAt === undefined) {
    // The kept state nearest two thirds of the way (within 1/32 of the game's length).
    const target = Math.floor((2 * moves) / 3);
    const at = kept.reduce((best, k) => (Math.abs(k.move - target) < Math.abs(best.move - target) ? k : best)).state;
    const standing = probe.standing(at);
    const values = players.map((p) => standing[p.id] ?? 0);
    const top = Math.max(...values);
    record.leaders = values.flatMap((v, i) => (v === top ? [i] : []));
  }
  return log ? { record, log, state } : { record, state };
}
