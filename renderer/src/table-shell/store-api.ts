/**
 * What the table shell uses of the table store (TABLE-API.md, "the Pinia table store, v2").
 * The shell assigns `useTable()` to this type, so the compiler checks the store keeps its side
 * of the contract.
 */
import type { LogEntry, TableView } from '../../../formats/protocol.js';
import type { Wording } from '../../../games/core/wording.js';

export interface ShellStore {
  readonly currentId: string | null;
  readonly returnTo: 'home' | 'editor';
  readonly views: ReadonlyMap<number, TableView>;
  readonly held: { owner?: string; seats: Record<number, string> };
  readonly heldSeats: readonly number[];
  /** Why a held seat was lost, by the host's key. */
  readonly lostSeat: Wording | null;
  readonly savedAs: string | null;
  sendMove(seat: number, move: unknown): Promise<void>;
  undo(seat: number): Promise<void>;
  askUndo(seat: number): Promise<void>;
  answerUndo(seat: number, accept: boolean): Promise<void>;
  fetchLog(seat: number | null, before?: number, limit?: number): Promise<LogEntry[]>;
  viewAt(seat: number | null, stateNo: number): Promise<TableView>;
  setReading(on: boolean): void;
  save(name: string): Promise<string>;
  closeTable(tableId: string): Promise<void>;
  resumeTable(tableId: string): Promise<void>;
}
