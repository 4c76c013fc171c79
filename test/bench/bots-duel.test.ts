import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import type { Bot } from '../../games/core/types.js';
import { boardOf, duel } from './bots.bench.js';

describe("the bots bench's duel", () => {
  it('seats the tested bot once at a table of n, in each seat in turn, the other bot in every other seat', () => {
    const def = games.get('airlines')!;
    const base = def.bots.find((b) => b.id === def.defaultBot)! as Bot<unknown, unknown>;
    // The seats each bot acted for, in the order it acted.
    const acted: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const recording = (tag: 'a' | 'b'): Bot<unknown, unknown> => ({
      ...base,
      id: tag,
      choose(ctx) {
        acted[tag].push(ctx.player);
        return base.choose(ctx);
      },
    });
    const { tally } = duel(def, boardOf(def), recording('a'), recording('b'), 3, 3);
    expect(tally.games).toBe(3);
    // The tested bot sat p1 for the whole first game, p2 for the second, p3 for the third.
    const runs = acted.a.filter((p, i) => p !== acted.a[i - 1]);
    expect(runs).toEqual(['p1', 'p2', 'p3']);
    // Its opponent filled the other seats of a 3-seat table.
    expect([...new Set(acted.b)].sort()).toEqual(['p1', 'p2', 'p3']);
  });
});
