/**
 * Finished games kept as regression fixtures (as tobymao/18xx does): the seed, the players, the
 * options and every move of a whole game, with the result it reached. A test replays each one
 * and compares the result, so a change that alters any rule's outcome fails loudly and names
 * the fixture. Fixture files live in `games/<game>/fixtures/*.game.json`.
 */
import type { LoggedMove } from './simulate.js';
import type { GameDefinition, PlayerInfo } from './types.js';

export interface GameFixture {
  game: string;
  /** The bundled board it was played on: `boards/<game>/<board>.board.json`. */
  board: string;
  /** What this game shows: the unusual rules that fire in it, in words. */
  covers: string[];
  options: Record<string, unknown>;
  seed: number;
  players: PlayerInfo[];
  moves: LoggedMove[];
  expect: { scores: Record<string, number>; winners: string[] };
}

export type FixtureResult = { ok: true } | { ok: false; reason: string };

/** Replays a fixture on its board and compares the outcome with the one recorded. */
export function replayFixture(def: GameDefinition, fixture: GameFixture, board: unknown): FixtureResult {
  if (fixture.game !== def.id) return { ok: false, reason: `fixture is for ${fixture.game}, not ${def.id}` };
  const options = def.optionsSchema.parse(fixture.options);
  let state = def.setup({ board, players: fixture.players, options, seed: fixture.seed });
  for (const [i, m] of fixture.moves.entries()) {
    const res = def.apply(state, m.player, m.move);
    if (!res.ok) return { ok: false, reason: `move ${i + 1} (${JSON.stringify(m.move)}) is refused now: ${res.error.message}` };
    state = res.state;
  }
  const out = def.outcome(state);
  if (!out) return { ok: false, reason: `the game is not over after its ${fixture.moves.length} moves` };
  const want = JSON.stringify({ scores: sortKeys(fixture.expect.scores), winners: [...fixture.expect.winners].sort() });
  const got = JSON.stringify({ scores: sortKeys(out.scores), winners: [...out.winners].sort() });
  return want === got ? { ok: true } : { ok: false, reason: `expected ${want}, got ${got}` };
}

function sortKeys(r: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));
}
