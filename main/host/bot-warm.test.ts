/**
 * The bot thread's warm-up (bot-worker.ts `warm`): when a table with a thinking bot is set up,
 * a thread runs that bot's small search once per game on an RNG of its own, so the first real
 * decision does not pay for the compiler. It must change no move: the table's bot RNG is left
 * where it was, and the first move a warmed thread chooses is the one a cold thread chooses.
 * CPU: two threads that load the games, one Hard warm-up and two Hard decisions of the
 * registry's first game at 2 seats (about 10 s of CPU with vitest's start, at a load of 20).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { Rng } from '../../games/core/rng.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { GameDefinition } from '../../games/core/types.js';
import { BotThinker } from './bot-worker.js';
import type { Seat, Table } from './table.js';

// Any game with a Hard bot will do: the registry's first, on its default board.
const def = [...games.values()].find((d) => d.bots.some((b) => b.id === 'hard' && b.warmUp)) as GameDefinition;
const boardFile = fileURLToPath(new URL(`../../boards/${def.id}/${def.defaultBoard}.board.json`, import.meta.url));
const board = def.boardSchema.parse(JSON.parse(readFileSync(boardFile, 'utf8')));

/** What the thinker reads of a table: its game, state, seats and bot RNG. */
function table(): { table: Table; seat: Seat } {
  const players = seatPlayers(2);
  const state = def.setup({ board, players, options: def.optionsSchema.parse({}), seed: 11 });
  const seats: Seat[] = players.map((p, index) => ({ index, playerId: p.id, name: p.name, kind: 'bot', bot: 'hard' }));
  const first = def.activePlayers(state)[0];
  const t = { id: 't1', def, state, seats, botRng: Rng.fromSeed(7) } as unknown as Table;
  return { table: t, seat: seats.find((s) => s.playerId === first)! };
}

const warmed = new BotThinker(1);
const cold = new BotThinker(1, false);
afterAll(async () => {
  await warmed.close();
  await cold.close();
});

describe('the bot thread warms up', () => {
  it('Warm-up: a table with a Hard bot warms one thread once per game, and its first move and bot RNG are those of a cold thread', async () => {
    const a = table();
    const before = [...a.table.botRng.state.s];
    expect(await warmed.warm(a.table)).toBe(true);
    expect(await warmed.warm(table().table)).toBe(false); // once per game
    expect(warmed.threadCount).toBe(1);
    expect([...a.table.botRng.state.s]).toEqual(before); // the warm-up drew on its own RNG
    expect(await cold.warm(a.table)).toBe(false); // switched off: the bench's baseline
    const log: string[] = [];
    const warmMove = await warmed.ask(a.table, a.seat, (m) => log.push(m));
    const b = table();
    const coldMove = await cold.ask(b.table, b.seat, (m) => log.push(m));
    expect(log).toEqual([]);
    expect(warmMove).toEqual(coldMove);
    expect(a.table.botRng.state.s).toEqual(b.table.botRng.state.s);
    expect(a.table.botRng.state.s).not.toEqual(before); // the question itself did draw
  });
});
