/**
 * The lab's check of a bot's answer: a move that is not among the legal moves it was given ends
 * the game with an "unoffered move" problem at that move, whatever the bot; a move equal as data
 * to a legal one (a bot that builds its own) plays as that move.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../games/core/types.js';
import { games } from '../../games/index.js';
import { defaultBoardChecked } from '../../test/fixtures/bundled-boards.js';
import { playRange, runContext, type RunContext } from './games.js';

/** A run of the game's default (first) bot at every seat, with `wrap` round it. */
function run(game: string, wrap: (inner: Bot<unknown, unknown>) => Bot<unknown, unknown>): RunContext {
  const def = games.get(game)!;
  const ctx = runContext({ game, board: defaultBoardChecked(def), options: def.optionsSchema.parse({}), players: 3, seed: 5, bots: [def.bots[0]!.id], maxMoves: 5000 });
  return { ...ctx, bots: ctx.bots.map(wrap) };
}

describe('a bot answering a move it was not offered', () => {
  it.each([...games.keys()])('%s: is reported at the move it happened, and the game stops there', (game) => {
    let asked = 0;
    const rogue = run(game, (inner) => ({
      ...inner,
      choose(ctx) {
        // The seventh decision: a move of the right type with a field no legal move has.
        if (++asked === 7) return { ...(inner.choose(ctx) as object), extra: 1 };
        return inner.choose(ctx);
      },
    }));
    const [r] = playRange(rogue, 0, 1);
    expect(r!.problem?.kind).toBe('unoffered-move');
    expect(r!.problem?.move).toBe(6);
    expect(r!.moves).toBe(6);
    expect(r!.finished).toBe(false);
  });

  it.each([...games.keys()])('%s: a copy of a legal move plays as that move (the same records)', (game) => {
    const copying = run(game, (inner) => ({ ...inner, choose: (ctx) => structuredClone(inner.choose(ctx)) }));
    const plain = run(game, (inner) => inner);
    expect(playRange(copying, 0, 1)).toEqual(playRange(plain, 0, 1));
  });
});
