/**
 * The shape of every message a client may send, as zod schemas: the host checks each incoming
 * frame against `clientMessage` before doing anything with it. Kept apart from protocol.ts so
 * that a page that only talks to the host (the lobby) does not load zod.
 *
 * Every message may carry `rid`, a request id of the client's choosing; the host's answer to it
 * (the reply, an `error`, a `moveRejected`) carries the same `rid`.
 */
import { z } from 'zod';
import { formatPath } from '../games/core/board-path.js';
import { issuePhrase } from '../games/core/issue-words.js';

/**
 * Every string, number and list a client may send has a bound (with the frame size and the
 * nesting depth in protocol.ts, MAX_FRAME_BYTES and MAX_JSON_DEPTH). An inline board is bounded
 * by its game's board format (games/core/limits.ts), a move by its game's move schema.
 */
export const MESSAGE_LIMITS = {
  /** Characters of a table or game id. */
  id: 64,
  /** Characters of a player's name. */
  name: 40,
  /** Characters of a seat or owner token (they are 43). */
  token: 128,
  password: 64,
  /** The highest request id. */
  rid: 2 ** 31,
  /** The highest state number, and the highest seed. */
  count: Number.MAX_SAFE_INTEGER,
  /** Characters of a bot's id. */
  bot: 40,
  /** Characters of a library board's id ("bundled:airlines/north-america"). */
  library: 200,
  /** Characters of the client's own name in `hello`. */
  client: 80,
  /** Board hashes a client may say it holds. */
  boards: 64,
  /** Seats of a table (no game has more than 8). */
  seats: 8,
  /** Characters of a table's title. */
  title: 60,
  /** Characters of a save's name. */
  saveName: 120,
  /** Characters of a save's id. */
  saveId: 80,
  /** Table options: entries, and characters of a key and of a text value. */
  options: 32,
  optionKey: 64,
  optionText: 200,
  /** Log entries one `getLog` fetches. */
  logEntries: 1000,
} as const;
const M = MESSAGE_LIMITS;

const id = z.string().min(1).max(M.id);
const name = z.string().trim().min(1).max(M.name);
const token = z.string().min(16).max(M.token);
const password = z.string().max(M.password);
const rid = z.number().int().min(0).max(M.rid);
const count = z.number().int().min(0).max(M.count);
/** A board hash the client already holds (see the `board` message). */
const boardHash = z.string().regex(/^[0-9a-f]{8,64}$/);
/**
 * Table options: a few named values, each a JSON scalar (a game's options are switches and
 * choices); the game's own options schema checks them further.
 */
const optionValue = z.union([z.boolean(), z.number(), z.string().max(M.optionText), z.null()]);
const options = z
  .record(z.string().max(M.optionKey), optionValue)
  .refine((o) => Object.keys(o).length <= M.options, { message: `At most ${M.options} table options are allowed.` });
export type TableOptions = z.infer<typeof options>;

export const seatRequest = z.object({
  kind: z.enum(['human', 'bot', 'open']),
  name: name.optional(),
  /** Bot id from the game's `bots` (kind bot). */
  bot: z.string().max(M.bot).optional(),
});
export type SeatRequest = z.infer<typeof seatRequest>;

export const boardRef = z.union([
  z.object({ library: z.string().min(1).max(M.library) }),
  /** A board carried inline: the editor's playtest of an unsaved draft. */
  z.object({ inline: z.unknown() }),
]);
export type BoardRef = z.infer<typeof boardRef>;

export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    rid: rid.optional(),
    protocol: z.number().int(),
    client: z.string().max(M.client).optional(),
    /** Boards (by hash) this client still holds from an earlier connection: not sent again. */
    boards: z.array(boardHash).max(M.boards).optional(),
    /** false: every update is a whole view (simple clients, tests comparing both ways). */
    deltas: z.boolean().optional(),
    /** true: this client opens each scoring to read and says `setReading` meanwhile; the host holds the bots at a scoring until it answers. */
    moments: z.boolean().optional(),
  }),
  z.object({ type: z.literal('listTables'), rid: rid.optional() }),
  z.object({
    type: z.literal('createTable'),
    rid: rid.optional(),
    game: id,
    board: boardRef,
    options: options.default({}),
    seats: z.array(seatRequest).min(1).max(M.seats),
    seed: z.number().int().min(-M.count).max(M.count).optional(),
    title: z.string().max(M.title).optional(),
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
    stateNo: count,
    move: z.unknown(),
  }),
  /** Take back this seat's last move, when the game says it may be (nothing hidden or random came of it). */
  z.object({ type: z.literal('undo'), rid: rid.optional(), table: id, token, stateNo: count }),
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
    bot: z.string().max(M.bot).optional(),
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
    before: count.optional(),
    limit: z.number().int().min(1).max(M.logEntries).optional(),
  }),
  /** The table as it was right after state `stateNo`, for this seat (token) or a spectator. → `viewAt`. */
  z.object({ type: z.literal('viewAt'), rid: rid.optional(), table: id, token: token.optional(), stateNo: count }),
  /** A person here is reading something (a scoring): the table's bots wait while any connection reads. */
  z.object({ type: z.literal('setReading'), rid: rid.optional(), table: id, on: z.boolean() }),
  /** Stop receiving this table's views (seat tokens stay valid for coming back). */
  z.object({ type: z.literal('leave'), rid: rid.optional(), table: id }),
  /** Save the table now under a name (owner or any seat of the table). → `saved`. */
  z.object({ type: z.literal('saveTable'), rid: rid.optional(), table: id, token, name: z.string().trim().min(1).max(M.saveName) }),
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
  z.object({ type: z.literal('resumeSave'), rid: rid.optional(), save: z.string().min(1).max(M.saveId), acceptReplay: z.boolean().optional() }),
  z.object({ type: z.literal('ping'), rid: rid.optional(), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/**
 * Why a message does not have the right shape, in the words board problems use (issue-words.ts):
 * the field's path, and for a bound its value and its limit ("$.title: title has 61 characters;
 * at most 60 are allowed").
 */
export function messageIssueWords(error: z.ZodError, raw: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown';
  return `${formatPath(issue.path as PropertyKey[])}: ${issuePhrase(issue, raw)}`;
}
