/**
 * What the hub's parts share: the hub's options and limits, and `HubContext`, the hub's state and
 * the callbacks (send, show, broadcast, after a change …) it hands to each part it delegates to
 * (upkeep, seats, moves, replay reads, the bot clock, named saves, restore). The parts import
 * this file, never hub.ts, so the hub sits on top of them with no circle.
 */
import type { GameDefinition } from '../../games/core/types.js';
import type { HostMessage, TableSummary } from '../../formats/protocol.js';
import type { ClientMessage } from '../../formats/protocol-schema.js';
import type { Library } from '../library/index.js';
import type { SaveStore } from '../saves/index.js';
import type { Autosave } from './autosave.js';
import { guestAddress } from './caps.js';
import type { ParkedTables } from './parked.js';
import type { Conn, RateLimit, SendLimits } from './streams.js';
import type { Table } from './table.js';
import type { Said, Wording } from '../../games/core/wording.js';
import { said, type HostWords } from './messages.js';

/**
 * How long a finished table stays in the lobby after everyone left it (it is kept as its save
 * meanwhile, and reopened when someone opens it), and how long a table nobody joined stays open
 * once nobody looks at it.
 */
export const FINISHED_TABLE_GRACE_MS = 10 * 60_000;
/**
 * A game in progress where no person has been connected at any seat for this long is saved and
 * closed (kept in the lobby; the first player who comes back reopens it). Its seats' tokens,
 * the owner's and the password stay in the save.
 */
export const IDLE_TABLE_MS = 30 * 60_000;

/** Unfinished autosaves reopened as tables when the host starts, at most (the newest). */
export const MAX_LIVE_TABLES = 64;
/** Named saves (`saveTable`) one table may make while the host runs. */
export const MAX_NAMED_SAVES_PER_TABLE = 20;
/** The least time between two named saves of one table. */
export const NAMED_SAVE_INTERVAL_MS = 2000;

/** The lobby list goes out at most this often, however busy the tables are. */
export const LOBBY_THROTTLE_MS = 250;

export interface HubOptions {
  registry: ReadonlyMap<string, GameDefinition>;
  library: Library;
  saves: SaveStore;
  botDelayMs: number;
  rateLimit: RateLimit;
  hostName: string;
  log: (msg: string) => void;
  /** How long a finished table nobody is at stays in the lobby. Default FINISHED_TABLE_GRACE_MS. */
  finishedTableGraceMs?: number;
  /** How long a game in progress with no person connected stays open before it is saved and closed. Default IDLE_TABLE_MS. */
  idleTableMs?: number;
  /** The least time between two snapshots of one table's autosave. Default SNAPSHOT_INTERVAL_MS (1 s). */
  snapshotIntervalMs?: number;
  /** Send-buffer limits per connection. Default DEFAULT_SEND_LIMITS. */
  sendLimits?: SendLimits;
  /** Named saves per table and the least time between two. Default MAX_NAMED_SAVES_PER_TABLE, NAMED_SAVE_INTERVAL_MS. */
  namedSaveLimit?: NamedSaveLimit;
  /** How long the bots wait at most at a scoring for a page that has not answered. Default SCORING_HOLD_MS (hub-scoring-hold.ts). */
  scoringHoldMs?: number;
}

export interface NamedSaveLimit {
  max: number;
  intervalMs: number;
}

/** Where a table came from, for the guests' limits: the guest address that opened it, or null. */
export type Creator = string | null;

export const creatorOf = (conn: Conn): Creator => (conn.local ? null : guestAddress(conn.address));

export type Msg<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;
export type Rid = number | undefined;
/** The request a broadcast answers: its connection, the seat it shows and its id. */
export type Rider = { conn: Conn; seat: number | null; rid: Rid };
/** A table opened again from a save, or why not. */
export type Restored = { ok: true; table: Table } | { ok: false; code: string; reason: KeyedWords };

/** A refusal by key (never a bare English sentence: the typecheck keeps those off the wire). */
export type KeyedWords = Exclude<HostWords, string>;

export const NO_TABLE = said('host.refuse.noTable');

/**
 * Everyone showing the table lets go of it (seats, watching, replay reads), and is told why when
 * there is a reason: before a closed or parked table leaves memory.
 */
export function dismissAudience(hub: Pick<HubContext, 'audience'>, tableId: string, reason: Wording | null): void {
  for (const c of hub.audience.get(tableId) ?? []) {
    c.seats.delete(tableId);
    c.watching.delete(tableId);
    c.reading.delete(tableId);
    c.close(tableId);
    if (reason !== null) c.send({ type: 'tableClosed', table: tableId, reason });
  }
}

/** The hub's state and callbacks, as its parts see them. */
export interface HubContext {
  readonly o: HubOptions;
  readonly tables: Map<string, Table>;
  readonly conns: ReadonlySet<Conn>;
  /** The connections that show each table. */
  readonly audience: Map<string, Set<Conn>>;
  readonly creators: Map<string, Creator>;
  readonly autosave: Autosave;
  /** Tables kept as their saves, reopened when a message names them (parked.ts). */
  readonly parked: ParkedTables;
  /** Whether the hub is closing (no more timers). */
  closed(): boolean;
  reply(conn: Conn, rid: Rid, msg: HostMessage): void;
  fail(conn: Conn, rid: Rid, code: string, words: KeyedWords): void;
  refuseMove(conn: Conn, rid: Rid, table: Table, code: string, words: HostWords): void;
  /** This connection now shows the table for `seat` (null: watches): the whole view goes out. */
  show(conn: Conn, table: Table, seat: number | null): void;
  /** Sends every connection at the table what changed; `rider` is the request it answers. */
  broadcast(table: Table, rider?: Rider): void;
  /** The table's summary changed: rebuilt when next asked, and the lobby hears of it. */
  invalidate(table: Table): void;
  markLobby(): void;
  summary(table: Table): TableSummary;
  /** After any change: views to everyone, the autosave plan, the lobby, and the bots' turn. */
  afterChange(table: Table, rider?: Rider): void;
  /** Adds a table to the hub. */
  register(table: Table, creator: Creator): void;
  /** The table leaves memory (its timers, counts and caches with it). */
  forgetTable(id: string): void;
  /** Runs `fn`; a throw is logged (and pauses `table`, saying what failed by key), never raised. */
  safely(what: Said, fn: () => void, table?: Table): void;
  /** The bots of the table take their turn soon, if they may. */
  scheduleBots(table: Table): void;
  /** Why `conn` may not open another table now (or reopen a finished one), or null when it may. */
  tableLimit(conn: Conn, finished?: boolean): Said | null;
  /** Opens a table again from a save. */
  restore(saveId: string, acceptReplay: boolean, creator?: Creator): Promise<Restored>;
}
