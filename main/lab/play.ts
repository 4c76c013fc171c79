/**
 * One all-bot game, watched: the lab's loop around the game contract. It plays like
 * games/core/simulate.ts (same seat players, same bot random source, so a seed gives the same
 * game there and here) but on the simulation path (games/core/sim.ts: one fork per game, each
 * move applied in place) and records instead of throwing: the element ledger (what each seat
 * took, when, at what cost, worth what, from the moves' events), the move types per seat, the
 * event counts, the resources that ran out (looked at every few moves), the standing at two
 * thirds, and anything the rules do not cover (no legal move, a refused or unoffered move, a game
 * that never ends), each with its move number. Pure: no Node, so it runs in a worker or a test.
 */
import type { GameProbe, Hold } from '../../games/core/lab-probe.js';
import { Rng } from '../../games/core/rng.js';
import { simOwn, simStep } from '../../games/core/sim.js';
import { Checkpoints, KeptPoints, mayBeRead, READ_FROM } from './two-thirds.js';
import { seatPlayers, type LoggedMove } from '../../games/core/simulate.js';
import type { Bot, GameDefinition, GameEvent, PlayerId, SimulationPath } from '../../games/core/types.js';
import { withoutEnglish, type Wording, type WordParams, type WordValue } from '../../games/core/wording.js';
import { labWord } from './words.js';

/** Numbers per hold in `GameRecord.holds`. */
export const HOLD_FIELDS = 7;

/**
 * Whether a record's holds are in the order the ledger writes them (`Ledger.flat`): by element,
 * then seat, each pair once. A report then walks them in one pass where it would otherwise group
 * them per seat or per element first (and it does group them for any other order).
 */
export function holdsInOrder(holds: readonly number[]): boolean {
  for (let k = HOLD_FIELDS; k < holds.length; k += HOLD_FIELDS) {
    const el = holds[k]!;
    const before = holds[k - HOLD_FIELDS]!;
    if (el < before || (el === before && holds[k + 1]! <= holds[k + 1 - HOLD_FIELDS]!)) return false;
  }
  return true;
}

/** Resources are looked at every this many moves (and at the end): a run-out's move is rounded up to it. */
const EXHAUST_EVERY = 8;

export type ProblemKind = 'setup' | 'no-active-player' | 'no-legal-move' | 'bot-error' | 'unoffered-move' | 'refused-move' | 'stalled';

export interface GameProblem {
  kind: ProblemKind;
  /** Moves played before it: open the replay at this move to see the state it happened in. */
  move: number;
  player?: string;
  /** What happened, in English (the CLI, the logs), made from `words` when the game is over. */
  message: string;
  /** The same by key (formats/lab-words `labr.problem.*`), for the report's reader's language. */
  words: Wording;
}

/** An error's own wording when it has one (a game's refusal: its key and params), else its English message. */
function errorWords(err: unknown): WordValue {
  const { key, params } = (err ?? {}) as { key?: unknown; params?: WordParams };
  if (typeof key === 'string') return params === undefined ? { key } : { key, params };
  return err instanceof Error ? err.message : String(err);
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
  /** Per seat: [element index, uses] for every element the seat took or was dealt. */
  usage: [number, number][][];
  /**
   * The element ledger, flat: for each hold (an element a seat took or was dealt),
   * HOLD_FIELDS numbers: element index, seat, turn first taken (NaN: not seen taken), cost of
   * that first taking (NaN: none), worth at the end (NaN: not known), times taken, and 1 when the
   * seat holds it (0: it only took it, see `Hold.holder`).
   */
  holds: number[];
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

/** A point kept along a game for the standing at two thirds: the state (apply path), or its standing taken there. */
interface KeptPoint {
  state: unknown;
  standing: number[] | null;
  /** The probe's `standingLater` at that point, or null. */
  later: (() => Record<PlayerId, number>) | null;
}

/**
 * Whether `move` is one of `legal`: the same object, or equal as data (what JSON would say: the
 * same keys in the same order, undefined ones left out, equal values). Compared without
 * building JSON: a bot that builds its own move object is checked against every legal move.
 */
export function offered(legal: readonly unknown[], move: unknown): boolean {
  if (legal.includes(move)) return true;
  for (const m of legal) if (sameData(m, move)) return true;
  return false;
}

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], bs[i])) return false;
    return true;
  }
  return sameFields(a as Record<string, unknown>, b as Record<string, unknown>);
}

/**
 * Two objects' defined keys, walked side by side: the same keys in the same order with equal
 * values. No list of defined keys is built (a bot's move is compared with every legal move, each
 * move of a game), and the walk stops at the first key that differs.
 */
function sameFields(ao: Record<string, unknown>, bo: Record<string, unknown>): boolean {
  // Most legal moves differ from a bot's own move in their type: said before any key is listed.
  const ta = ao['type'];
  const tb = bo['type'];
  if (ta !== tb && typeof ta === 'string' && typeof tb === 'string' && Object.hasOwn(ao, 'type') && Object.hasOwn(bo, 'type')) return false;
  const ak = Object.keys(ao);
  const bk = Object.keys(bo);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < ak.length && ao[ak[i]!] === undefined) i++;
    while (j < bk.length && bo[bk[j]!] === undefined) j++;
    if (i === ak.length || j === bk.length) return i === ak.length && j === bk.length;
    if (ak[i] !== bk[j] || !sameData(ao[ak[i]!], bo[bk[j]!])) return false;
    i++;
    j++;
  }
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

function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Counts as a record without a prototype (a key like `__proto__` is only a name there). */
function counts(m: ReadonlyMap<string, number>): Record<string, number> {
  const out = Object.create(null) as Record<string, number>;
  for (const [k, n] of m) out[k] = n;
  return out;
}

/** Kind → id → element index: the run's element index split by kind, made once per index. */
const byKindOf = new WeakMap<ReadonlyMap<string, number>, Map<string, Map<string, number>>>();

/**
 * The element index by kind then id: a hold is looked up with two lookups of strings it already
 * has instead of a `${kind}:${id}` string made and hashed for every hold of every move. The
 * index's keys are split at their first colon (a kind has none; an id may).
 */
function indexByKind(index: ReadonlyMap<string, number>): Map<string, Map<string, number>> {
  let out = byKindOf.get(index);
  if (out) return out;
  out = new Map();
  for (const [key, el] of index) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    let ids = out.get(kind);
    if (!ids) out.set(kind, (ids = new Map()));
    ids.set(key.slice(colon + 1), el);
  }
  byKindOf.set(index, out);
  return out;
}

/** Fields per hold in `Ledger`'s list: whether there is one (1), then its turn, cost, worth, uses and held (1). */
const LEDGER_FIELDS = 6;

/** Per element index: one more than the largest element number in it (made once per index). */
const sizeOf = new WeakMap<ReadonlyMap<string, number>, number>();

function elementsIn(index: ReadonlyMap<string, number>): number {
  let n = sizeOf.get(index);
  if (n === undefined) {
    n = 0;
    for (const el of index.values()) if (el + 1 > n) n = el + 1;
    sizeOf.set(index, n);
  }
  return n;
}

/**
 * One game's ledger as it is kept: per element index × seat (the key), a hold's fields in one
 * list of numbers, LEDGER_FIELDS per key. A list by key rather than a map of records: no record
 * per hold, no look-up by number, and `flat` walks the keys in order instead of sorting them.
 */
class Ledger {
  private readonly index: Map<string, Map<string, number>>;
  private readonly fields: Float64Array;
  constructor(
    private readonly seats: number,
    index: ReadonlyMap<string, number>,
    private readonly seatOf: ReadonlyMap<string, number>,
  ) {
    this.index = indexByKind(index);
    this.fields = new Float64Array(elementsIn(index) * seats * LEDGER_FIELDS);
  }

  add(list: readonly Hold[], turn: number, taking: boolean): void {
    const f = this.fields;
    for (const h of list) {
      const el = this.index.get(h.kind)?.get(h.id);
      const seat = this.seatOf.get(h.player);
      if (el === undefined || seat === undefined) continue;
      const at = (el * this.seats + seat) * LEDGER_FIELDS;
      if (f[at] === 0) {
        f[at] = 1;
        f[at + 1] = taking ? turn : NaN;
        f[at + 2] = taking && h.cost !== undefined ? h.cost : NaN;
        f[at + 3] = NaN;
      }
      if (taking) f[at + 4]!++;
      if (h.holder !== false) f[at + 5] = 1;
      if (h.worth !== undefined) f[at + 3] = (Number.isNaN(f[at + 3]!) ? 0 : f[at + 3]!) + h.worth;
    }
  }

  flat(): { holds: number[]; usage: [number, number][][] } {
    const holds: number[] = [];
    const usage: [number, number][][] = Array.from({ length: this.seats }, () => []);
    const f = this.fields;
    // By key (element × seats + seat), ascending: by element, then seat (holdsInOrder).
    for (let at = 0, key = 0; at < f.length; at += LEDGER_FIELDS, key++) {
      if (f[at] === 0) continue;
      const el = Math.floor(key / this.seats);
      const seat = key % this.seats;
      holds.push(el, seat, f[at + 1]!, f[at + 2]!, f[at + 3]!, f[at + 4]!, f[at + 5]!);
      if (f[at + 4]! > 0) usage[seat]!.push([el, f[at + 4]!]);
    }
    return { holds, usage };
  }
}

/**
 * Plays one game. `stopAt` ends it after that many moves and keeps the move log and the state
 * (for a replay, whose table shows the log in words); otherwise no log is kept, and no event is
 * worded in English (`withoutEnglish`): the lab reads events' types and data, never their text.
 */
export function playGame(g: GameSetup, stopAt?: number): PlayedGame {
  const played = stopAt !== undefined ? play(g, stopAt) : withoutEnglish(() => play(g));
  // A problem is said by key during the game (no English is made there): its English is made now.
  const p = played.record.problem;
  if (p) p.message = labWord('en', p.words, '');
  return played;
}

function play(g: GameSetup, stopAt?: number): PlayedGame {
  const { def, probe } = g;
  const players = seatPlayers(g.players).map((p, i) => (g.names?.[i] !== undefined ? { ...p, name: g.names[i] } : p));
  const seatOf = new Map(players.map((p, i) => [p.id, i]));
  const ledger = new Ledger(players.length, g.elementIndex, seatOf);
  const reads = probe.ledger.reads ? new Set(probe.ledger.reads) : null;
  // Counted in maps (cheaper per move than records), written into the record at the end in the
  // same order.
  const moveTypes = players.map(() => new Map<string, number>());
  const events = new Map<string, number>();
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
    holds: [],
    moveTypes: moveTypes.map(counts),
    events: counts(events),
    exhausted: [],
    problem: null,
  };
  let state: unknown;
  try {
    // The state set up here is the lab's alone: taken as it is, not copied (simOwn).
    state = simOwn(def, def.setup({ board: g.board, players, options: g.options, seed: g.seed }));
  } catch (err) {
    record.problem = { kind: 'setup', move: 0, message: '', words: { key: 'labr.problem.setup', params: { why: errorWords(err) } } };
    return { record };
  }
  if (probe.ledger.dealt) ledger.add(probe.ledger.dealt(state), 0, true);
  // The standing at two thirds (two-thirds.ts): on the `apply` path a state never changes, so
  // the states at the points that may be read are kept and the read one's standing is taken once
  // at the end (a game's standing can be dear: Linie 1 plans every route). On a simulation path
  // the state changes in place: a game whose standing costs less than a copy (`standingIsCheap`)
  // takes it at those points; any other keeps copies at a few checkpoints and the moves, and at
  // the end replays the state at the point read from the last checkpoint before it.
  const sim = def.sim;
  const bySeat = (st: Record<PlayerId, number>): number[] => players.map((p) => st[p.id] ?? 0);
  const standingOf = (at: unknown): number[] => bySeat(probe.standing(at));
  const standNow = sim !== undefined && probe.standingIsCheap === true;
  const later = standNow && probe.standingLater !== undefined;
  const replay = sim !== undefined && !standNow && stopAt === undefined ? { checkpoints: new Checkpoints(), states: new Map<number, unknown>(), moves: [] as { player: string; move: unknown }[] } : null;
  const schedule = new KeptPoints();
  const kept = new Map<number, KeptPoint>();
  const keep = (move: number): void => {
    if (stopAt !== undefined || replay || !mayBeRead(move)) return;
    // A probe that takes its standing in two halves keeps the first at every point, and only the
    // point read is worked out (most points kept are never read).
    if (!standNow) kept.set(move, { state, standing: null, later: null });
    else if (later) kept.set(move, { state: null, standing: null, later: probe.standingLater!(state) });
    else kept.set(move, { state: null, standing: standingOf(state), later: null });
  };
  keep(0);
  if (replay?.checkpoints.at(0)) replay.states.set(0, sim!.fork(state));
  const botRng = Rng.fromSeed(g.seed ^ 0x5bd1e995);
  const limit = stopAt ?? g.maxMoves;
  let moves = 0;
  const moveEvents: GameEvent[] = [];
  const lookForRunOuts = (): void => {
    for (const r of probe.exhausted(state)) if (!exhausted.has(r)) exhausted.set(r, moves);
  };
  const problem = (kind: ProblemKind, key: string, params: WordParams, player?: string): void => {
    record.problem = { kind, move: moves, message: '', words: { key, params }, ...(player !== undefined ? { player } : {}) };
  };
  while (def.outcome(state) === null) {
    if (moves >= limit) {
      if (stopAt === undefined) problem('stalled', 'labr.problem.stalled', { moves });
      break;
    }
    const active = def.activePlayers(state);
    if (active.length === 0) {
      problem('no-active-player', 'labr.problem.noActive', {});
      break;
    }
    const player = active[0]!;
    const seat = seatOf.get(player) ?? 0;
    const legal = def.legalMoves(state, player);
    if (legal.length === 0) {
      problem('no-legal-move', 'labr.problem.noLegal', { player }, player);
      break;
    }
    let move: unknown;
    try {
      move = g.bots[seat]!.choose({ state, player, legal, rng: botRng });
    } catch (err) {
      problem('bot-error', 'labr.problem.botError', { bot: g.bots[seat]!.id, why: errorWords(err) }, player);
      break;
    }
    if (!offered(legal, move)) {
      problem('unoffered-move', 'labr.problem.unoffered', { bot: g.bots[seat]!.id, move: String(JSON.stringify(move)).slice(0, 200) }, player);
      break;
    }
    // What kind of move it is is read before the move changes the state.
    const kind = probe.moveKind ? probe.moveKind(state, move, player) : null;
    moveEvents.length = 0;
    try {
      state = simStep(def, state, player, move, moveEvents);
    } catch (err) {
      problem('refused-move', 'labr.problem.refused', { why: errorWords(err) }, player);
      break;
    }
    count(moveTypes[seat]!, kind ?? moveKind(move, moveEvents, player));
    // The ledger is asked only about a move with an event it reads (a draw takes nothing).
    let read = reads === null && moveEvents.length > 0;
    for (const e of moveEvents) {
      count(events, e.type);
      if (!read && reads !== null && reads.has(e.type)) read = true;
    }
    if (read) ledger.add(probe.ledger.taken(moveEvents, state), probe.turns(state), true);
    moves++;
    log?.push({ player, move });
    if (replay) {
      replay.moves.push({ player, move });
      if (replay.checkpoints.at(moves)) replay.states.set(moves, sim!.fork(state));
    }
    const point = schedule.advance(moves);
    if (point.kept) keep(moves);
    if (point.pruned) for (const m of kept.keys()) if (m % schedule.spacing !== 0) kept.delete(m);
    if (moves % EXHAUST_EVERY === 0) lookForRunOuts();
  }
  lookForRunOuts();
  if (probe.ledger.held) ledger.add(probe.ledger.held(state), NaN, false);
  record.moves = moves;
  record.turns = probe.turns(state);
  const flat = ledger.flat();
  record.usage = flat.usage;
  record.holds = flat.holds;
  record.exhausted = [...exhausted.entries()];
  record.moveTypes = moveTypes.map(counts);
  record.events = counts(events);
  const outcome = def.outcome(state);
  if (outcome) {
    record.finished = true;
    record.scores = players.map((p) => outcome.scores[p.id] ?? 0);
    record.winners = outcome.winners.map((w) => seatOf.get(w)).filter((i): i is number => i !== undefined);
  }
  if (moves >= READ_FROM && stopAt === undefined) {
    const read = schedule.read(moves);
    let values: number[];
    if (replay) values = standingOf(replayed(sim!, replay, read));
    else {
      const at = kept.get(read);
      if (!at) throw new Error(`The lab kept no standing at move ${read} of ${moves}.`);
      values = at.standing ?? (at.later ? bySeat(at.later()) : standingOf(at.state));
    }
    const top = Math.max(...values);
    record.leaders = values.flatMap((v, i) => (v === top ? [i] : []));
  }
  return log ? { record, log, state } : { record, state };
}

/** The state after move `read`: the last checkpoint at or before it, stepped on with the moves played (it is not used again). */
function replayed(sim: SimulationPath<unknown, unknown>, replay: { states: ReadonlyMap<number, unknown>; moves: readonly { player: string; move: unknown }[] }, read: number): unknown {
  let from = 0;
  for (const c of replay.states.keys()) if (c <= read && c > from) from = c;
  let state = replay.states.get(from);
  for (let m = from; m < read; m++) state = sim.step(state, replay.moves[m]!.player, replay.moves[m]!.move);
  return state;
}
