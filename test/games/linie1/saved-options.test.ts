/**
 * A changed option default must not change how an old save replays: Linie 1's "through your own
 * terminals" is on by default now, but a save made before the option existed holds no value for
 * it and was played with it off. The save loader and the table a save reopens both read the
 * options through games/core/saved-options.ts; this pins that they do.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBoard } from '../../../games/core/board-check.js';
import type { GameFixture } from '../../../games/core/fixtures.js';
import { linie1 } from '../../../games/linie1/index.js';
import type { Linie1State } from '../../../games/linie1/types.js';
import { tableFromSave } from '../../../main/host/table.js';
import { SAVE_FORMAT, type SaveFile } from '../../../main/saves/format.js';
import { replaySave } from '../../../main/saves/index.js';

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
// A whole recorded game, played with own terminals off.
const fixture = read('../../../games/linie1/fixtures/2p-seed4.game.json') as GameFixture;
const board = read('../../../boards/linie1/classic.board.json');

function saveOf(options: Record<string, unknown>): SaveFile {
  const check = checkBoard(linie1, board);
  if (!check.ok) throw new Error('the classic board does not read');
  return {
    format: SAVE_FORMAT,
    name: 'old game',
    game: 'linie1',
    board: check.board,
    options,
    seed: fixture.seed,
    players: fixture.players.map((p) => ({ ...p, kind: 'open' as const })),
    moves: fixture.moves.map((m, i) => ({ ...m, n: i + 1 })),
    snapshot: null,
    stateNo: fixture.moves.length,
    table: { id: 'old-table', title: 'Old table', joined: true },
    savedAt: '2026-11-20T10:00:00.000Z',
  } as unknown as SaveFile;
}

describe('Saves keep the options they were played with', () => {
  const { throughOwnTerminals, ...older } = fixture.options;
  it('the fixture was played with own terminals off (else this test checks nothing)', () => {
    expect(throughOwnTerminals).toBe(false);
    expect(linie1.optionsSchema.parse({})).toMatchObject({ throughOwnTerminals: true });
  });

  it('Own terminals, saves: a Linie 1 save without the option (made before it existed) replays with it off, to its recorded result', () => {
    const r = replaySave(linie1, saveOf(older));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state as Linie1State;
    expect(s.options.throughOwnTerminals).toBe(false);
    expect(linie1.outcome(s)?.scores).toEqual(fixture.expect.scores);
  });

  it('Own terminals, saves: a save that holds the option keeps its value, on or off', () => {
    for (const value of [true, false]) {
      const r = replaySave(linie1, saveOf({ ...older, throughOwnTerminals: value }), 0);
      expect(r.ok && (r.state as Linie1State).options.throughOwnTerminals).toBe(value);
    }
  });

  it('Own terminals, saves: the table an old save reopens plays on with the option off', () => {
    const table = tableFromSave(linie1, saveOf(older), 'old-table', true);
    expect(table.options).toMatchObject({ throughOwnTerminals: false });
  });
});
