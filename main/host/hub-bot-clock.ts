/**
 * The bot clock: when a table's bots take their turn. One timer per table (even without a delay,
 * so the views of the last move go out first); a bot that thinks chooses in a worker thread
 * (bot-worker.ts) and its answer counts only if nothing moved meanwhile. A bot that fails pauses
 * its table; bots wait while the table is paused, someone reads (a scoring, the replay), a page has
 * yet to answer a scoring the host sent (hub-scoring-hold.ts), or a take-back is asked.
 */
import { BotThinker, type Chosen } from './bot-worker.js';
import type { HubContext } from './hub-context.js';
import { journalMove } from './hub-moves.js';
import { SCORING_HOLD_MS, ScoringHolds } from './hub-scoring-hold.js';
import type { Conn } from './streams.js';
import type { Seat, Table } from './table.js';
import { errorWords, said } from './messages.js';
import type { Wording } from '../../games/core/wording.js';

export class BotClock {
  private timers = new Map<string, NodeJS.Timeout>();
  /** Tables whose bot is thinking in a worker thread (bot-worker.ts). */
  private thinking = new Set<string>();
  readonly thinker = new BotThinker();
  private readonly scorings: ScoringHolds;

  constructor(private readonly hub: HubContext) {
    this.scorings = new ScoringHolds(
      (id) => hub.audience.get(id) ?? [],
      hub.o.scoringHoldMs ?? SCORING_HOLD_MS,
      (table) => hub.safely(said('host.doing.scoringWait', { table: table.id }), () => this.schedule(table), table),
    );
  }

  /** The table's bots take their turn soon, if they may and none is already on its way. */
  schedule(table: Table): void {
    const hub = this.hub;
    if (hub.closed()) return;
    // A thread warms up for the game of a table with a thinking bot, once per game (bot-worker.ts).
    void this.thinker.warm(table);
    // Before anything else: a scoring just sent holds the bots, whatever else is under way.
    this.scorings.noteState(table);
    if (this.timers.has(table.id) || this.thinking.has(table.id) || !this.botsMayMove(table)) return;
    const run = (chosen?: Chosen): void => {
      this.timers.delete(table.id);
      if (hub.closed() || hub.tables.get(table.id) !== table || !this.botsMayMove(table)) return;
      const seat = table.botSeatsToAct()[0];
      if (!seat) return;
      // A bot that thinks chooses in a worker thread; its answer counts only if nothing moved meanwhile.
      if (chosen && (chosen.stateNo !== table.stateNo || chosen.seat !== seat.index || chosen.bot !== seat.bot)) return this.schedule(table);
      if (!chosen && this.thinker.wants(table, seat)) return this.thinkFor(table, seat, run);
      let res;
      try {
        res = table.playBot(seat, hub.o.log, chosen);
      } catch (err) {
        hub.o.log(`table ${table.id}: bot ${seat.bot} failed: ${(err as Error).stack ?? String(err)}`);
        return this.pause(table, { key: 'host.pause.botError', params: { seat: seat.index + 1 } });
      }
      if (!res.ok) return this.pause(table, { key: 'host.pause.botStuck', params: { seat: seat.index + 1, reason: errorWords(res) } });
      journalMove(hub.autosave, table);
      hub.afterChange(table);
    };
    // A timer even without a delay: the views of the last move go out first.
    this.timers.set(
      table.id,
      setTimeout(() => hub.safely(said('host.doing.botTurn', { table: table.id }), run, table), hub.o.botDelayMs),
    );
  }

  /** The table's planned bot turn is off (the table closes or leaves memory). */
  cancel(id: string): void {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
    this.scorings.forget(id);
  }

  /** A page answered about the table (`setReading`): the bots no longer wait at a scoring for it. */
  answered(conn: Conn, tableId: string): void {
    this.scorings.answered(conn, tableId);
  }

  /** Stops every timer and the worker threads (the hub closes). */
  async close(): Promise<void> {
    await this.thinker.close();
    this.scorings.close();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private thinkFor(table: Table, seat: Seat, then: (chosen: Chosen) => void): void {
    this.thinking.add(table.id);
    const at = { stateNo: table.stateNo, seat: seat.index, bot: seat.bot };
    void this.thinker.ask(table, seat, this.hub.o.log).then((move) => {
      this.thinking.delete(table.id);
      this.hub.safely(said('host.doing.botTurn', { table: table.id }), () => then({ ...at, move }), table);
    });
  }

  /** Bots wait while the table is paused, someone reads (or has yet to answer a scoring), or a take-back is being asked. */
  private botsMayMove(table: Table): boolean {
    return (
      table.paused === undefined &&
      table.readers === 0 &&
      table.undoRequest === null &&
      table.botSeatsToAct().length > 0 &&
      !this.scorings.holding(table, (c) => this.hub.conns.has(c))
    );
  }

  /** Pauses a table: a bot failed (the table tells the hub, which records it). */
  private pause(table: Table, reason: Wording): void {
    table.pause(reason);
    this.hub.broadcast(table);
  }
}
