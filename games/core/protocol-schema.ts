/**
 * The shape of every message a client may send, as zod schemas: the host checks each incoming
 * frame against `clientMessage` before doing anything with it. Kept apart from protocol.ts so
 * that a page that only talks to the host (the lobby) does not load zod.
 *
 * Every message may carry `rid`, a request id of the client's choosing; the host's answer to it
 * (the reply, an `error`, a `moveRejected`) carries the same `rid`.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64);
const name = z.string().trim().min(1).max(40);
const token = z.string().min(16).max(128);
const password = z.string().max(64);
const rid = z.number().int().min(0).max(2 ** 31);
/** A board hash the client already holds (see the `board` message). */
const boardHash = z.string().regex(/^[0-9a-f]{8,64}$/);

export const seatRequest = z.object({
  kind: z.enum(['human', 'bot', 'open']),
  name: name.optional(),
  /** Bot id from the game's `bots` (kind bot). */
  bot: z.string().max(40).optional(),
});
export type SeatRequest = z.infer<typeof seatRequest>;

export const boardRef = z.union([
  z.object({ library: z.string().min(1).max(200) }),
  /** A board carried inline: the editor's playtest of an unsaved draft. */
  z.object({ inline: z.unknown() }),
]);
export type BoardRef = z.infer<typeof boardRef>;

export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    rid: rid.optional(),
    protocol: z.number().int(),
    client: z.string().max(80).optional(),
    /** Boards (by hash) this client still holds from an earlier connection: not sent again. */
    boards: z.array(boardHash).max(64).optional(),
    /** false: every update is a whole view (simple clients, tests comparing both ways). */
    deltas: z.boolean().optional(),
  }),
  z.object({ type: z.literal('listTables'), rid: rid.optional() }),
  z.object({
    type: z.literal('createTable'),
    rid: rid.optional(),
    game: id,
    board: boardRef,
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z.array(seatRequest).min(1).max(8),
    seed: z.number().int().optional(),
    title: z.string().max(60).optional(),
    password: password.optional(),
  }),
  /** Take an open seat (`seat` index) or come back to one (`token`); the views follow at once. */
  z.object({
    type: z.literal('joinTable'),
    rid: rid.optional(),
    table: id,
    seat: z.number().int().min(0).max(7).optional(),
    name: name.optional(),
    token: token.optional(),
    password: password.optional(),
    /** The table owner may take (over) any seat that is not a bot's: resuming a hot-seat game. */
    ownerToken: token.optional(),
  }),
  z.object({ type: z.literal('watch'), rid: rid.optional(), table: id, password: password.optional() }),
  /** The whole view again for a seat (`token`) or the spectator view: after a gap in `seq`. */
  z.object({ type: z.literal('resync'), rid: rid.optional(), table: id, seat: z.number().int().min(0).max(7).nullable() }),
  z.object({
    type: z.literal('move'),
    rid: rid.optional(),
    table: id,
    token,
    /** The state number the move was made on; a stale one gets a fresh view back. */
    stateNo: z.number().int().min(0),
    move: z.unknown(),
  }),
  /** Take back this seat's last move, when the game says it may be (nothing hidden or random came of it). */
  z.object({ type: z.literal('undo'), rid: rid.optional(), table: id, token, stateNo: z.number().int().min(0) }),
  /** Ask the other people at the table to let this seat take back its last move. */
  z.object({ type: z.literal('askUndo'), rid: rid.optional(), table: id, token }),
  /** Answer the open undo request (the asker answering false withdraws it). */
  z.object({ type: z.literal('answerUndo'), rid: rid.optional(), table: id, token, accept: z.boolean() }),
  /**
   * Table owner: hand a seat to a bot (`bot`), give it back to the person whose token it had
   * (`human`), or free it for anyone to take (`open`; removes the player, whose token stops working).
   */
  z.object({
    type: z.literal('setSeat'),
    rid: rid.optional(),
    table: id,
    ownerToken: token,
    seat: z.number().int().min(0).max(7),
    kind: z.enum(['bot', 'open', 'human']),
    bot: z.string().max(40).optional(),
  }),
  /**
   * Earlier log entries, as this seat (token) or a spectator (no token) may see them: entries
   * with `stateNo` < `before` (default: all), the latest `limit` of them. → `log`.
   */
  z.object({
    type: z.literal('getLog'),
    rid: rid.optional(),
    table: id,
    token: token.optional(),
    before: z.number().int().min(0).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  /** The table as it was right after state `stateNo`, for this seat (token) or a spectator. → `viewAt`. */
  z.object({ type: z.literal('viewAt'), rid: rid.optional(), table: id, token: token.optional(), stateNo: z.number().int().min(0) }),
  /** A person here is reading something (a scoring): the table's bots wait while any connection reads. */
  z.object({ type: z.literal('setReading'), rid: rid.optional(), table: id, on: z.boolean() }),
  /** Stop receiving this table's views (seat tokens stay valid for coming back). */
  z.object({ type: z.literal('leave'), rid: rid.optional(), table: id }),
  /** Save the table now under a name (owner or any seat of the table). → `saved`. */
  z.object({ type: z.literal('saveTable'), rid: rid.optional(), table: id, token, name: z.string().trim().min(1).max(120) }),
  /**
   * Close a table: its owner (`ownerToken`), or anyone on the host machine. Everyone at it gets
   * `tableClosed`; its autosave stays in the saves list (and is not reopened at start).
   */
  z.object({ type: z.literal('closeTable'), rid: rid.optional(), table: id, ownerToken: token.optional() }),
  /**
   * Resume a table the host paused (`TableSummary.paused`): its owner, or anyone on the host
   * machine. If the cause is still there it pauses again.
   */
  z.object({ type: z.literal('resumeTable'), rid: rid.optional(), table: id, ownerToken: token.optional() }),
  /**
   * Open a save as a table again (only from the host's own machine). The sender becomes an owner
   * (`tableCreated`). A save whose replay disagrees with its snapshot is refused with code
   * `save-mismatch` unless `acceptReplay` says to go on with the replayed game.
   */
  z.object({ type: z.literal('resumeSave'), rid: rid.optional(), save: z.string().min(1).max(80), acceptReplay: z.boolean().optional() }),
  z.object({ type: z.literal('ping'), rid: rid.optional(), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
