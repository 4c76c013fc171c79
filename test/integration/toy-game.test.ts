/**
 * A fifth game brought by a test alone (test/fixtures/toy-game.ts writes it into a temporary
 * folder), added to the game registry at run time and used as the app uses a game, while nothing
 * in the repository knows it: its boards through the library's checks, a whole game through the
 * host (over the socket, each move parsed once and applied through defineGame, the game's view,
 * the save read back and replayed), and the lab (a run, a report with its elements, its heat
 * map). The renderer's side (registration, editor store) is renderer/src/games/toy-game.test.ts.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../games/core/types.js';
import { addGame, games } from '../../games/index.js';
import { createHost, type HostHandle } from '../../main/host/index.js';
import { createLibrary } from '../../main/library/index.js';
import { heatSvg } from '../../main/lab/board-svg.js';
import { labSettings, resolveBoard, runLab } from '../../main/lab/lab.js';
import { TOY_BOARD as BOARD, writeToyGame, type ToyGameFolder } from '../fixtures/toy-game.js';
import { openTable, playRandom } from './players.js';
import type { TestClient } from './client.js';

let folder: ToyGameFolder;
let dir: string;
let toy: GameDefinition;
let removeGame: () => void = () => undefined;

beforeAll(async () => {
  folder = writeToyGame();
  dir = folder.dir;
  toy = ((await import(folder.gameModule)) as { claim: GameDefinition }).claim;
  removeGame = addGame(toy);
});

afterAll(() => {
  removeGame();
  folder.remove();
});

describe('a fifth game added by a test alone', () => {
  it('is in the registry, found by its id', () => {
    expect(games.get('claim')).toBe(toy);
  });
  it("its boards go through the library's checks: the good one is playable, the bad one says where and why", async () => {
    const library = createLibrary({ registry: games, dataDir: join(dir, 'data'), bundledDir: folder.boardsDir });
    const boards = (await library.list()).filter((b) => b.game === 'claim');
    expect(boards.map((b) => [b.id, b.playable])).toEqual([
      ['bundled:claim/tiny', true],
      ['bundled:claim/twice', false],
    ]);
    expect(boards[1]!.problems).toEqual([{ path: '$.squares[1].id', message: 'The square id "north" is used twice.', severity: 'error' }]);
  });

  describe('through the host', () => {
    let host: HostHandle;
    const clients: TestClient[] = [];
    beforeAll(async () => {
      host = await createHost({
        port: 0,
        bind: '127.0.0.1',
        dataDir: join(dir, 'host'),
        games,
        bundledBoardsDir: folder.boardsDir,
        botDelayMs: 0,
        mdns: false,
        rateLimit: { perSecond: 100_000, burst: 100_000 },
      });
    });
    afterAll(async () => {
      for (const c of clients) c.ws.terminate();
      await host.close();
    });

    it('plays a whole game over the socket, shows the game\'s view, and its save reads back and replays to the same end', async () => {
      const t = await openTable(host.url, 'claim', 'bundled:claim/tiny', 3, { seed: 4 });
      clients.push(t.owner, ...t.seats.map((s) => s.client));
      const { last, moves } = await playRandom(t.id, t.seats, 9, 100);
      expect(moves).toBe(BOARD.squares.length);
      expect(last.outcome).not.toBeNull();
      const table = host.hub.tables.get(t.id)!;
      // The seat's view as the wire brought it: the game's view of the host's state.
      expect(last.view).toEqual(toy.view(table.state, null));
      expect(Object.keys((last.view as { owner: object }).owner).sort()).toEqual(BOARD.squares.map((q) => q.id).sort());

      await host.flush();
      const loaded = await host.saves.load(t.id);
      expect(loaded.ok && loaded.matches && loaded.save.finished).toBe(true);
      if (!loaded.ok) return;
      let state = toy.setup({ board: toy.boardSchema.parse(BOARD), players: loaded.save.players, options: {}, seed: loaded.save.seed });
      for (const m of loaded.save.moves) {
        const res = toy.applyParsed!(state, m.player, toy.moveSchema.parse(m.move));
        expect(res.ok).toBe(true);
        if (res.ok) state = res.state;
      }
      expect(toy.outcome(state)).toEqual(last.outcome);
    });
  });

  it('runs in the lab: a few games, a report with its elements and its heat map', async () => {
    const library = createLibrary({ registry: games, dataDir: join(dir, 'data'), bundledDir: folder.boardsDir });
    const board = await resolveBoard({ registry: games, library }, { library: 'bundled:claim/tiny' });
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    const settings = labSettings(board.value, { players: 2, games: 6, bots: ['random', 'first'] });
    expect(settings.ok).toBe(true);
    if (!settings.ok) return;
    // In this thread: a worker thread loads the registry afresh and would not know the game.
    const report = await runLab(settings.settings, board.value.board, { workers: 0 });
    expect(report?.finished).toBe(6);
    const squares = report!.elements.find((k) => k.kind === 'square')!;
    expect(squares.items.map((it) => it.id).sort()).toEqual(BOARD.squares.map((q) => q.id).sort());
    // Every square is claimed in every game.
    for (const it of squares.items) expect(it.useRate).toBe(1);
    const svg = heatSvg('claim', report!.board, report!.elements);
    expect(svg).toMatch(/^<svg [^>]*aria-label="Heat map of the squares claimed"/);
    expect(svg!.match(/data-square=/g)).toHaveLength(BOARD.squares.length);
  });
});
