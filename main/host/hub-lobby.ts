/**
 * The lobby: each table's summary, built once until something in it changes, and the lobby list
 * sent to the connections that show the lobby at most every LOBBY_THROTTLE_MS, when it changed.
 */
import type { TableSummary } from '../../formats/protocol.js';
import { LOBBY_THROTTLE_MS, type HubContext } from './hub-context.js';
import type { Table } from './table.js';

export class Lobby {
  private summaries = new Map<string, { summary: TableSummary; json: string }>();
  private lastLobby = '';
  private lobbyTimer: NodeJS.Timeout | null = null;

  constructor(private readonly hub: HubContext) {}

  /** The table's summary, the same object until something in it changes. */
  summary(table: Table): TableSummary {
    let s = this.summaries.get(table.id);
    if (!s) {
      const audience = this.hub.audience.get(table.id);
      const summary = table.summary((seat) => {
        if (audience) for (const c of audience) if (c.seats.get(table.id)?.has(seat)) return true;
        return false;
      });
      this.summaries.set(table.id, (s = { summary, json: JSON.stringify(summary) }));
    }
    return s.summary;
  }

  /** Every table's summary, open or kept as its save (the lobby list, the LAN announcement). */
  summaryList(): TableSummary[] {
    return [...[...this.hub.tables.values()].map((t) => this.summary(t)), ...[...this.hub.parked.values()].map((p) => p.summary)];
  }

  /** The table's summary changed (seats, who is connected, status, pause): rebuilt when next asked. */
  invalidate(table: Table): void {
    this.summaries.delete(table.id);
    this.mark();
  }

  /** After a change: a summary whose status (playing, finished, paused) moved on is rebuilt. */
  statusMayHaveChanged(table: Table): void {
    const cached = this.summaries.get(table.id);
    if (cached && cached.summary.status !== table.status()) this.invalidate(table);
  }

  /** The table left memory: its summary goes with it. */
  forget(id: string): void {
    this.summaries.delete(id);
  }

  /** The lobby list goes out soon (at most every LOBBY_THROTTLE_MS), if it changed. */
  mark(): void {
    if (this.lobbyTimer || this.hub.closed()) return;
    this.lobbyTimer = setTimeout(() => {
      this.lobbyTimer = null;
      const conns = this.hub.conns;
      if (![...conns].some((c) => c.lobby)) return;
      const open = [...this.hub.tables.values()].map((t) => (this.summary(t), this.summaries.get(t.id)!.json));
      const json = `{"type":"tables","tables":[${[...open, ...[...this.hub.parked.values()].map((p) => p.json)].join(',')}]}`;
      if (json === this.lastLobby) return;
      this.lastLobby = json;
      for (const c of conns) if (c.lobby) c.send(json, 'lobby');
    }, LOBBY_THROTTLE_MS);
  }

  /** No more lobby lists (the hub closes). */
  stop(): void {
    if (this.lobbyTimer) clearTimeout(this.lobbyTimer);
  }
}
