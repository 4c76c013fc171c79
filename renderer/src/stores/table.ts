/**
 * The tables this client sits at: seat tokens, the latest `TableView` of every held seat, and
 * the host's answers to our requests. Hot-seat play is just several seats held here at once.
 *
 * Views come over the wire as a board (once), a whole view, then deltas (see
 * formats/view-stream.ts); this store rebuilds each seat's `TableView` from them, so a
 * screen reads whole views and never sees the wire. A delta that does not follow asks the host
 * for the whole view again.
 *
 * Every method that asks the host returns a Promise settled by the host's answer to that very
 * request; a refusal rejects with a `HostError` (its `code` and `message` are the host's).
 * Nothing about a game's rules lives here: a move is sent as the screen built it, with the
 * `stateNo` of the view it was made on, and the host says yes (a new view) or why not.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, triggerRef } from 'vue';
import type { BoardRef, HostMessage, LogEntry, SeatRequest, TableOptions, TableView } from '../../../formats/protocol.js';
import { toTableView, ViewStream } from '../../../formats/view-stream.js';
import { HostError, useConnection } from './connection.js';
import type { Wording } from '../../../games/core/wording.js';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';
import { forgetHeld, loadHeld, saveHeld, type HeldTable } from './seat-tokens.js';

export interface CreateTableArgs {
  game: string;
  board: BoardRef;
  seats: SeatRequest[];
  /** Each a switch or a choice (see MESSAGE_LIMITS in protocol-schema.ts). */
  options?: TableOptions;
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
export type ReturnTo = 'home' | 'editor';

type Reply<T extends HostMessage['type']> = Extract<HostMessage, { type: T }>;

export const useTable = defineStore('table', () => {
  const { t } = useT(tableArea);
  const connection = useConnection();

  /** The table on screen, if any. */
  const currentId = ref<string | null>(null);
  const returnTo = ref<ReturnTo>('home');
  /** Views of the current table: seat index → view (-1 is the spectator view). */
  const views = shallowRef(new Map<number, TableView>());
  const held = ref<HeldTable>({ seats: {} });
  /** The host's last refusal of a move (a stale move is not one: the current view is on its way). */
  const rejection = ref<Rejection | null>(null);
  /** A seat this page held was taken over or freed (or its table closed): why, by the host's key (i18n/wire-words words it). */
  const lostSeat = shallowRef<Wording | null>(null);
  /** The owner closed the table on screen: why, by key. */
  const closedReason = shallowRef<Wording | null>(null);
  /** The host's answer to the last "save": the save's name. */
  const savedAs = ref<string | null>(null);
  /** This page holds the table for reading (its bots wait). */
  const reading = ref(false);
  const boards = new Map<string, unknown>();
  let streams = new Map<number, ViewStream>();
  /** The joins of the table on screen, while they are under way. */
  let joining: Promise<void> | null = null;
  let wired = false;

  const heldSeats = computed(() => Object.keys(held.value.seats).map(Number).sort((a, b) => a - b));
  const anyView = computed<TableView | null>(() => {
    for (const v of views.value.values()) return v;
    return null;
  });

  function receiveFrame(m: Reply<'view'> | Reply<'delta'>): void {
    if (m.table !== currentId.value) return;
    const key = m.seat ?? -1;
    let stream = streams.get(key);
    if (!stream) streams.set(key, (stream = new ViewStream()));
    const r = stream.receive(m);
    if (r === 'resync') {
      connection.request({ type: 'resync', table: m.table, seat: m.seat }).catch(() => undefined);
      return;
    }
    if (r !== 'ok') return;
    const v = stream.view(boards.get(stream.pub!.board) ?? null);
    if (!v) return;
    views.value.set(key, v);
    triggerRef(views);
  }

  function keepSeat(tableId: string, seat: number, token: string): void {
    const h = loadHeld(tableId);
    h.seats[seat] = token;
    saveHeld(tableId, h);
    if (currentId.value === tableId) held.value = h;
  }

  function wire(): void {
    if (wired) return;
    wired = true;
    connection.onMessage((m) => {
      switch (m.type) {
        case 'board':
          boards.set(m.hash, m.board);
          connection.knownBoards.add(m.hash);
          break;
        case 'view':
        case 'delta':
          receiveFrame(m);
          break;
        case 'seated':
          // Also when another part of the app took the seat (the owner taking a seat back).
          keepSeat(m.table, m.seat, m.token);
          break;
        case 'seatLost': {
          const h = loadHeld(m.table);
          delete h.seats[m.seat];
          saveHeld(m.table, h);
          if (currentId.value === m.table) {
            held.value = h;
            views.value.delete(m.seat);
            streams.delete(m.seat);
            triggerRef(views);
            lostSeat.value = m.reason;
          }
          break;
        }
        case 'tableClosed':
          // The table is gone from the host (its autosave stays in Saves): said where seat losses show, too.
          if (m.table === currentId.value) {
            closedReason.value = m.reason;
            lostSeat.value = m.reason;
          }
          break;
      }
    });
    // After a reconnect the host no longer knows this connection: take the seats back.
    connection.onOpen(() => {
      if (!currentId.value) return;
      streams = new Map();
      joining = null;
      void join(currentId.value).catch(() => undefined);
    });
  }

  /** Joins the table with the tokens held here (or watches it); settles when the host answered every join. */
  async function join(tableId: string, password?: string): Promise<void> {
    const h = loadHeld(tableId);
    held.value = h;
    const seats = Object.entries(h.seats);
    if (seats.length === 0) {
      await connection.request({ type: 'watch', table: tableId, ...(password ? { password } : {}) });
    } else {
      const results = await Promise.allSettled(seats.map(([, token]) => connection.request({ type: 'joinTable', table: tableId, token })));
      results.forEach((r, i) => {
        // A freed seat's token no longer works: forget it.
        if (r.status === 'rejected' && (r.reason as HostError).code === 'bad-token') delete h.seats[Number(seats[i]![0])];
      });
      saveHeld(tableId, h);
      if (currentId.value === tableId) held.value = h;
      if (Object.keys(h.seats).length === 0) await connection.request({ type: 'watch', table: tableId, ...(password ? { password } : {}) });
      else {
        const failed = results.find((r) => r.status === 'rejected' && (r.reason as HostError).code !== 'bad-token');
        if (failed && failed.status === 'rejected') throw failed.reason;
      }
    }
    if (reading.value && currentId.value === tableId) connection.send({ type: 'setReading', table: tableId, on: true });
  }

  /** Starts a table on the host and shows it; resolves with its id. */
  async function createTable(args: CreateTableArgs): Promise<string> {
    wire();
    const m = await connection.request<Reply<'tableCreated'>>({
      type: 'createTable',
      game: args.game,
      board: args.board,
      options: args.options ?? {},
      seats: args.seats,
      ...(args.seed !== undefined ? { seed: args.seed } : {}),
      ...(args.title ? { title: args.title } : {}),
      ...(args.password ? { password: args.password } : {}),
    });
    const h = loadHeld(m.table.id);
    h.owner = m.ownerToken;
    for (const s of m.seats) h.seats[s.seat] = s.token;
    saveHeld(m.table.id, h);
    // Our own new table: show it from now on, so the views that follow land.
    if (currentId.value && currentId.value !== m.table.id) leave();
    show(m.table.id);
    held.value = h;
    // The seats' views are on their way; a table of bots only is watched.
    joining = m.seats.length > 0 ? Promise.resolve() : join(m.table.id);
    await joining;
    return m.table.id;
  }

  /**
   * Shows a table: joins it with the seat tokens this browser holds (or watches it, with the
   * table's password when it has one). What the app calls for the lobby's "Continue"/"Watch"
   * and when the page opens at a table's address.
   */
  function openTable(tableId: string, from: ReturnTo = 'home', password?: string): Promise<void> {
    wire();
    returnTo.value = from;
    if (currentId.value === tableId && joining) return joining;
    if (currentId.value && currentId.value !== tableId) leave();
    show(tableId);
    const p = join(tableId, password);
    joining = p.catch((err: unknown) => {
      // Nothing shown after all (a wrong password, a table gone): the next try starts afresh.
      if (currentId.value === tableId) joining = null;
      throw err;
    });
    return joining;
  }

  function show(tableId: string): void {
    currentId.value = tableId;
    views.value = new Map();
    streams = new Map();
    rejection.value = null;
    lostSeat.value = null;
    closedReason.value = null;
    savedAs.value = null;
    reading.value = false;
    held.value = loadHeld(tableId);
  }

  /** Takes an open seat (LAN play; or, with the owner token, a seat back) and shows the table; one round trip. */
  async function takeSeat(tableId: string, seat: number, name?: string, password?: string): Promise<number> {
    wire();
    const m = await connection.request<Reply<'seated'>>({ type: 'joinTable', table: tableId, seat, ...(name ? { name } : {}), ...(password ? { password } : {}) });
    // The host answers before it sends the seat's views: the table goes on screen now, and they land.
    if (currentId.value !== tableId) {
      if (currentId.value) leave();
      show(tableId);
      joining = Promise.resolve();
    }
    keepSeat(tableId, m.seat, m.token);
    return m.seat;
  }

  /** The owner takes a seat a person played (resuming a hot-seat game). */
  async function claimSeat(tableId: string, seat: number, ownerToken: string): Promise<number> {
    const m = await connection.request<Reply<'seated'>>({ type: 'joinTable', table: tableId, seat, ownerToken });
    keepSeat(tableId, m.seat, m.token);
    return m.seat;
  }

  function leave(): void {
    if (!currentId.value) return;
    connection.send({ type: 'leave', table: currentId.value });
    currentId.value = null;
    views.value = new Map();
    streams = new Map();
    joining = null;
    reading.value = false;
  }

  /** The token and current view of a held seat, or a refusal. */
  function seatOf(seat: number): { table: string; token: string; view: TableView } {
    const table = currentId.value;
    const token = held.value.seats[seat];
    const view = views.value.get(seat);
    if (!table || !token || !view) throw new HostError('not-seated', t('table.errNotSeated'));
    return { table, token, view };
  }

  function asked<T>(p: Promise<T>): Promise<T> {
    return p.catch((err: unknown) => {
      const e = err as HostError;
      // A stale move is not the player's fault: the current view is already on its way.
      if (e.code !== 'stale' && e.code !== 'disconnected') rejection.value = { code: e.code, message: e.message, at: Date.now() };
      throw err;
    });
  }

  /** Sends a move for a held seat, made on that seat's current view; settles when the host applied or refused it. */
  async function sendMove(seat: number, move: unknown): Promise<void> {
    const s = seatOf(seat);
    rejection.value = null;
    await asked(connection.request({ type: 'move', table: s.table, token: s.token, stateNo: s.view.stateNo, move }));
  }

  /** Takes back this seat's last move (when the view says `canUndo`). */
  async function undo(seat: number): Promise<void> {
    const s = seatOf(seat);
    await asked(connection.request({ type: 'undo', table: s.table, token: s.token, stateNo: s.view.stateNo }));
  }

  /** Asks the other people at the table to let this seat take back its last move. */
  async function askUndo(seat: number): Promise<void> {
    const s = seatOf(seat);
    await asked(connection.request({ type: 'askUndo', table: s.table, token: s.token }));
  }

  /** This seat's answer to the open request (the asker answering false withdraws it). */
  async function answerUndo(seat: number, accept: boolean): Promise<void> {
    const s = seatOf(seat);
    await asked(connection.request({ type: 'answerUndo', table: s.table, token: s.token, accept }));
  }

  /** Earlier log entries as a seat (null: a spectator) may see them: before state `before`, the latest `limit`. */
  async function fetchLog(seat: number | null, before?: number, limit?: number): Promise<LogEntry[]> {
    const table = currentId.value;
    if (!table) throw new HostError('no-table', t('table.errNoTable'));
    const token = seat === null ? undefined : held.value.seats[seat];
    const m = await connection.request<Reply<'log'>>({
      type: 'getLog',
      table,
      ...(token ? { token } : {}),
      ...(before !== undefined ? { before } : {}),
      ...(limit !== undefined ? { limit } : {}),
    });
    return m.entries;
  }

  /** The table as it was right after state `stateNo`, for a seat (null: a spectator): read-only. */
  async function viewAt(seat: number | null, stateNo: number): Promise<TableView> {
    const table = currentId.value;
    if (!table) throw new HostError('no-table', t('table.errNoTable'));
    const token = seat === null ? undefined : held.value.seats[seat];
    const m = await connection.request<Reply<'viewAt'>>({ type: 'viewAt', table, stateNo, ...(token ? { token } : {}) });
    return toTableView(m.pub, m.mine, m.log, boards.get(m.pub.board) ?? null);
  }

  /** While on, the host holds this table's bots (a scoring is being read); off again when the page leaves. */
  function setReading(on: boolean): void {
    const table = currentId.value;
    if (!table || reading.value === on) return;
    reading.value = on;
    connection.send({ type: 'setReading', table, on });
  }

  /** Saves the table on the host under a name (any held seat or the owner may); resolves with the name. */
  async function save(name: string): Promise<string> {
    const table = currentId.value;
    const token = Object.values(held.value.seats)[0] ?? held.value.owner;
    if (!table || !token) throw new HostError('not-at-table', t('table.errNotAtTable'));
    if (!name.trim()) throw new HostError('bad-name', t('table.errSaveName'));
    savedAs.value = null;
    const m = await connection.request<Reply<'saved'>>({ type: 'saveTable', table, token, name: name.trim() });
    if (currentId.value === m.table) savedAs.value = m.name;
    return m.name;
  }

  /** The owner token this page holds for a table (the host machine may manage any table without one). */
  function ownerOf(tableId: string): { ownerToken?: string } {
    const owner = loadHeld(tableId).owner;
    return owner ? { ownerToken: owner } : {};
  }

  /** Owner (or the host machine): ends and removes the table (its autosave stays in Saves). */
  async function closeTable(tableId: string): Promise<void> {
    await connection.request({ type: 'closeTable', table: tableId, ...ownerOf(tableId) });
  }

  /** Owner (or the host machine): lets a paused table go on. */
  async function resumeTable(tableId: string): Promise<void> {
    await connection.request({ type: 'resumeTable', table: tableId, ...ownerOf(tableId) });
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
    closedReason,
    savedAs,
    reading,
    wire,
    createTable,
    openTable,
    takeSeat,
    claimSeat,
    leave,
    sendMove,
    undo,
    askUndo,
    answerUndo,
    fetchLog,
    viewAt,
    setReading,
    save,
    closeTable,
    resumeTable,
    clearRejection,
    forget,
  };
});
