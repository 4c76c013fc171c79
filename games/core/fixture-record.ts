/**
 * Making regression fixtures (see fixtures.ts): plays one seeded game with named bots and
 * records it as a `GameFixture`, and replays a fixture while watching every move, so a game can
 * say which of its unusual rules fired in it (its `covers`). Pure: writing the files is the
 * test helper's business (test/fixtures/game-fixture-files.ts).
 */
import { Rng } from './rng.js';
import type { GameFixture } from './fixtures.js';
import type { LoggedMove } from './simulate.js';
import type { GameDefinition, GameEvent, PlayerId, PlayerInfo } from './types.js';

/** A fixture as the files keep it: also the bots that played it, so it can be played again on purpose. */
export interface RecordedFixture extends GameFixture {
  /** Bot id per seat. */
  bots: string[];
}

export interface FixtureSetup {
  /** The bundled board's name: `boards/<game>/<board>.board.json`. */
  board: string;
  players: PlayerInfo[];
  options: Record<string, unknown>;
  seed: number;
  bots: string[];
}

/** One applied move, with the states around it and what it told the log. */
export interface ObservedMove<S, M> {
  index: number;
  player: PlayerId;
  move: M;
  before: S;
  after: S;
  events: GameEvent[];
}

/** Plays the game with the bots named per seat; throws if it does not end within `maxMoves`. */
export function recordFixture<B, O, S, M>(
  def: GameDefinition<B, O, S, M>,
  board: B,
  setup: FixtureSetup,
  covers: (fixture: RecordedFixture) => string[],
  maxMoves = 20_000,
): RecordedFixture {
  const options = def.optionsSchema.parse(setup.options);
  let state = def.setup({ board, players: setup.players, options, seed: setup.seed });
  const rng = Rng.fromSeed(setup.seed ^ 0x2545f491);
  const bots = setup.bots.map((id) => {
    const bot = def.bots.find((b) => b.id === id);
    if (!bot) throw new Error(`${def.id} has no bot "${id}"`);
    return bot;
  });
  const moves: LoggedMove[] = [];
  while (def.outcome(state) === null) {
    if (moves.length >= maxMoves) throw new Error(`seed ${setup.seed}: no end after ${maxMoves} moves`);
    const player = def.activePlayers(state)[0]!;
    const seat = setup.players.findIndex((p) => p.id === player);
    const legal = def.legalMoves(state, player);
    const move = bots[seat % bots.length]!.choose({ state, player, legal, rng });
    const res = def.apply(state, player, move);
    if (!res.ok) throw new Error(`seed ${setup.seed}: bot move refused: ${res.error.message}`);
    state = res.state;
    moves.push({ player, move });
  }
  const out = def.outcome(state)!;
  const fixture: RecordedFixture = {
    game: def.id,
    board: setup.board,
    covers: [],
    options: { ...(options as Record<string, unknown>) },
    seed: setup.seed,
    players: setup.players,
    bots: setup.bots,
    moves: JSON.parse(JSON.stringify(moves)) as LoggedMove[],
    expect: { scores: out.scores, winners: out.winners },
  };
  fixture.covers = covers(fixture);
  return fixture;
}

/** Replays a fixture from setup, calling `observe` after each move; returns the last state. */
export function observeReplay<B, O, S, M>(
  def: GameDefinition<B, O, S, M>,
  board: B,
  fixture: GameFixture,
  observe: (step: ObservedMove<S, M>) => void,
): S {
  const options = def.optionsSchema.parse(fixture.options);
  let state = def.setup({ board, players: fixture.players, options, seed: fixture.seed });
  fixture.moves.forEach((m, index) => {
    const res = def.apply(state, m.player, m.move as M);
    if (!res.ok) throw new Error(`move ${index + 1} is refused: ${res.error.message}`);
    observe({ index, player: m.player, move: m.move as M, before: state, after: res.state, events: res.events });
    state = res.state;
  });
  return state;
}
