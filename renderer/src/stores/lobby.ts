/**
 * The lobby: which games and boards the host offers and which tables are open. The host pushes
 * `tables` whenever a table's summary changes (a few times a second at most), so this stays
 * live without polling. While a table of a game is listed, that game's play screen is fetched,
 * so opening the table does not wait for it.
 *
 * Light on purpose: the page's first bundle holds this store (no schemas, no game code). The
 * games' registry comes with the lobby's new-table form, which the app loads before it connects,
 * so by the first `tables` it is in.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { BoardInfo, GameInfo, TableSummary } from '../../../formats/protocol.js';
import { useConnection } from './connection.js';

export const useLobby = defineStore('lobby', () => {
  const connection = useConnection();
  const tables = shallowRef<TableSummary[]>([]);
  const extraBoards = shallowRef<BoardInfo[] | null>(null);
  const loaded = ref(false);

  const games = computed<GameInfo[]>(() => connection.welcome?.games ?? []);
  /** Boards from /api/boards when the host has it (fresh after the editor saved one), else from `welcome`. */
  const boards = computed<BoardInfo[]>(() => extraBoards.value ?? connection.welcome?.boards ?? []);

  let wired = false;
  function wire(): void {
    if (wired) return;
    wired = true;
    connection.onMessage((m) => {
      if (m.type === 'tables') {
        tables.value = m.tables;
        loaded.value = true;
        const games = new Set(m.tables.map((t) => t.game));
        void import('../games/registry.js').then(
          (r) => {
            for (const game of games) r.preload(game);
          },
          () => undefined, // a lost chunk: the table's screen loads when it opens
        );
      }
    });
    connection.onOpen(() => {
      connection.send({ type: 'listTables' });
      void refreshBoards();
    });
  }

  async function refreshBoards(): Promise<void> {
    const list = await connection.getJson<BoardInfo[] | { boards: BoardInfo[] }>('api/boards');
    if (Array.isArray(list)) extraBoards.value = list;
    else if (list && Array.isArray(list.boards)) extraBoards.value = list.boards;
  }

  function boardsFor(game: string): BoardInfo[] {
    return boards.value.filter((b) => b.game === game);
  }

  return { tables, games, boards, loaded, wire, refreshBoards, boardsFor };
});
