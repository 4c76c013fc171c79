/**
 * The tables this client sits at: seat tokens, the latest `TableView` of every held seat, and
 * the host's answers to our moves. Hot-seat play is just several seats held here at once.
 *
 * Nothing about a game's rules lives here: a move is sent as the screen built it, with the
 * `stateNo` of the view it was made on, and the host says yes (a new view) or why not.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, triggerRef } from 'vue';
import type { BoardRef, SeatRequest, TableView } from '../../../games/core/protocol.js';
import { useConnection } from './connection.js';
import { forgetHeld, loadHeld, saveHeld, type HeldTable } from './seat-tokens.js';

export interface CreateTableArgs {
  game: string;
  board: BoardRef;
  seats: SeatRequest[];
  options?: Record<string, unknown>;
  seed?: number;
  title?: string;
  /** Guests must give it to take an open seat (protocol createTable `password`). */
  password?: string;
}

export interface Rejection {
  code: string;
  message: string;
  at: number;
}

/** Where "back" goes from a table: the lobby, or the editor that started a playtest. */
export type ReturnTo = 'home' | 'editor' | 'lab';

interface PendingCreate {
  resolve: (tableId: string) => void;
  reject: (err: Error) => void;
}

export const useTable = defineStore('table', () => {
  const connection = useConnection();

  /** The table on screen, if any. */
  const currentId = ref<string | null>(null);
  const returnTo = ref<ReturnTo>('home');
  /** Views of the current table: seat index → view (-1 is the spectator view). */
  const views = shallowRef(new Map<number, TableView>());
  const held = ref<HeldTable>({ seats: {} });
  const rejection = ref<Rejection | null>(null);
  const lostSeat = ref<string | null>(null);
  /** The host's answer to the last "save": the save's name. */
  const savedAs = ref<string | null>(null);
  let pending: PendingCreate | null = null;
  let wired = false;

  const heldSeats = computed(() => Object.keys(held.value.seats).map(Number).sort((a, b) => a - b));
  const anyView = computed<TableView | null>(() => {
    for (const v of views.value.values()) return v;
    return null;
  });

  function wire(): void {
    if (wired) return;
    wired = true;
    connection.onMessage((m) => {
      switch (m.type) {
        case 'tableCreated': {
          const h = loadHeld(m.table.id);
          h.owner = m.ownerToken;
          saveHeld(m.table.id, h);
          if (currentId.value === m.table.id) held.value = h;
          if (pending) {
            // Our own new table: show it from now on, so the seats and views that follow land.
            const p = pending;
            pending = null;
            show(m.table.id);
            held.value = h;
            p.resolve(m.table.id);
          }
          break;
        }
        case 'seated': {
          const h = loadHeld(m.table);
          h.seats[m.seat] = m.token;
          if (m.owner) h.owner = m.owner;
          saveHeld(m.table, h);
          if (currentId.value === m.table) held.value = h;
          break;
        }
        case 'seatLost': {
          const h = loadHeld(m.table);
          delete h.seats[m.seat];
          saveHeld(m.table, h);
          if (currentId.value === m.table) {
            held.value = h;
            views.value.delete(m.seat);
            triggerRef(views);
            lostSeat.value = m.reason;
          }
          break;
        }
        case 'tableView': {
          const v = m.data;
          if (v.table.id !== currentId.value) break;
          views.value.set(v.seat ?? -1, v);
          triggerRef(views);
          break;
        }
        case 'saved': {
          if (m.table === currentId.value) savedAs.value = m.name;
          break;
        }
        case 'tableClosed': {
          // The table is gone from the host (its autosave stays in Saves): say why where seat losses show.
          if (m.table === currentId.value) lostSeat.value = m.reason;
          break;
        }
        case 'moveRejected': {
          if (m.table !== currentId.value) break;
          // A stale move is not the player's fault: the fresh view already replaced the old one.
          if (m.error.code !== 'stale') rejection.value = { ...m.error, at: Date.now() };
          break;
        }
        case 'error': {
          if (pending) {
            const p = pending;
            pending = null;
            p.reject(new Error(m.message));
          }
          break;
        }
      }
    });
    // After a reconnect the host no longer knows this connection: take the seats back.
    connection.onOpen(() => {
      if (currentId.value) join(currentId.value);
    });
  }

  function join(tableId: string): void {
    const h = loadHeld(tableId);
    held.value = h;
    const tokens = Object.values(h.seats);
    if (tokens.length === 0) {
      connection.send({ type: 'watch', table: tableId });
      return;
    }
    for (const token of tokens) connection.send({ type: 'joinTable', table: tableId, token });
  }

  /** Starts a table on the host; resolves with its id once the host created it. */
  function createTable(args: CreateTableArgs): Promise<string> {
    wire();
    return new Promise<string>((resolve, reject) => {
      if (pending) pending.reject(new Error('Another table was requested.'));
      pending = { resolve, reject };
      connection.send({
        type: 'createTable',
        game: args.game,
        board: args.board,
        options: args.options ?? {},
        seats: args.seats,
        ...(args.seed !== undefined ? { seed: args.seed } : {}),
        ...(args.title ? { title: args.title } : {}),
        ...(args.password ? { password: args.password } : {}),
      });
    });
  }

  /**
   * Shows a table: joins it with the seat tokens this browser holds (or watches it). Call right
   * after `createTable` resolves, or from the lobby's table list.
   */
  function openTable(tableId: string, from: ReturnTo = 'home'): void {
    wire();
    returnTo.value = from;
    // Just created here: the host already sent our seats and views.
    if (currentId.value === tableId && views.value.size > 0) return;
    if (currentId.value && currentId.value !== tableId) leave();
    show(tableId);
    join(tableId);
  }

  function show(tableId: string): void {
    currentId.value = tableId;
    views.value = new Map();
    rejection.value = null;
    lostSeat.value = null;
    savedAs.value = null;
  }

  /** Takes an open seat at someone else's table (LAN play). */
  function takeSeat(tableId: string, seat: number, name?: string): void {
    wire();
    connection.send({ type: 'joinTable', table: tableId, seat, ...(name ? { name } : {}) });
  }

  function leave(): void {
    if (!currentId.value) return;
    connection.send({ type: 'leave', table: currentId.value });
    currentId.value = null;
    views.value = new Map();
  }

  /** Sends a move for a held seat, made on that seat's current view. */
  function sendMove(seat: number, move: unknown): boolean {
    const table = currentId.value;
    const token = held.value.seats[seat];
    const v = views.value.get(seat);
    if (!table || !token || !v) return false;
    rejection.value = null;
    connection.send({ type: 'move', table, token, stateNo: v.stateNo, move });
    return true;
  }

  function undo(seat: number): void {
    const table = currentId.value;
    const token = held.value.seats[seat];
    const v = views.value.get(seat);
    if (table && token && v) connection.send({ type: 'undo', table, token, stateNo: v.stateNo });
  }

  /** Saves the table on the host under a name (any held seat may). */
  function save(name: string): boolean {
    const table = currentId.value;
    const token = Object.values(held.value.seats)[0];
    if (!table || !token || !name.trim()) return false;
    savedAs.value = null;
    connection.send({ type: 'saveTable', table, token, name: name.trim() });
    return true;
  }

  function clearRejection(): void {
    rejection.value = null;
  }

  function forget(tableId: string): void {
    forgetHeld(tableId);
  }

  return {
    currentId,
    returnTo,
    views,
    held,
    heldSeats,
    anyView,
    rejection,
    lostSeat,
    savedAs,
    save,
    wire,
    createTable,
    openTable,
    takeSeat,
    leave,
    sendMove,
    undo,
    clearRejection,
    forget,
  };
});
