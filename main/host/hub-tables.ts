/**
 * Opening and ending tables: `createTable` (the board from the library or inline, the options,
 * the seats and their tokens, within the guests' limits), and the owner's (or the host
 * machine's) close and resume.
 */
import { randomInt } from 'node:crypto';
import { checkBoard, isPlayable } from '../../games/core/board-check.js';
import { problemWords } from '../../games/core/board-problem.js';
import { firstIssueWording } from '../../games/core/issue-words.js';
import type { BoardProblem } from '../../games/core/types.js';
import { SetupError } from '../../games/core/errors.js';
import { tableRefusal, type Held } from './caps.js';
import { creatorOf, dismissAudience, NO_TABLE, type HubContext, type Msg } from './hub-context.js';
import { freshTableId } from './hub-restore.js';
import type { Conn } from './streams.js';
import { boardHash, Table, type Seat } from './table.js';
import { hashPassword, hashToken, newToken } from './tokens.js';
import { errorWords, said } from './messages.js';
import type { Said, Wording, WordValue } from '../../games/core/wording.js';

/** What a complaint about the options as a whole calls them. */
const OPTIONS: Wording = { key: 'board.field.options' };

/**
 * The first problem that stops a board being played, as a refusal's params: its path and the
 * problem by key and params (the shape the board lists send, `wireProblem`, without English), which
 * each client words in its own language (formats/client-words.ts `wordRefusal`, first letter up).
 * A problem said only in English (an old test game's) keeps its English, the only words it has.
 */
function stopper(problems: readonly BoardProblem[]): { path: string; problem: WordValue } {
  const p = problems.find((x) => (x.severity ?? 'error') === 'error') ?? problems[0];
  return p === undefined ? { path: '', problem: '' } : { path: p.path, problem: problemWords(p) };
}

export class Tables {
  constructor(
    private readonly hub: HubContext,
    /** The table's planned bot turn is off (it closes). */
    private readonly cancelBots: (id: string) => void,
  ) {}

  /** Why `conn` may not open another table now (or reopen a finished one), or null when it may (caps.ts). */
  limit(conn: Conn, finished = false): Said | null {
    const held: Held[] = [...this.hub.tables.entries()].map(([id, t]) => ({ finished: t.outcome() !== null, guest: this.hub.creators.get(id) ?? null }));
    return tableRefusal(conn, held, this.hub.tables.size, finished);
  }

  async create(conn: Conn, msg: Msg<'createTable'>): Promise<void> {
    const hub = this.hub;
    const rid = msg.rid;
    const def = hub.o.registry.get(msg.game);
    if (!def) return hub.fail(conn, rid, 'no-game', said('host.refuse.noGame', { game: msg.game }));
    const limit = this.limit(conn);
    if (limit !== null) return hub.fail(conn, rid, 'too-many-tables', limit);
    if (msg.seats.length < def.minPlayers || msg.seats.length > def.maxPlayers) {
      return hub.fail(conn, rid, 'players', said('host.refuse.players', { game: def.name, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers, length: msg.seats.length }));
    }
    let board: unknown;
    let boardId: string | undefined;
    if ('library' in msg.board) {
      const entry = await hub.o.library.get(msg.board.library);
      if (!entry || entry.game !== def.id) return hub.fail(conn, rid, 'no-board', said('host.refuse.noBoard', { game: def.name, library: msg.board.library }));
      if (!entry.playable || entry.board === undefined) {
        return hub.fail(conn, rid, 'board-problems', said('host.refuse.boardProblems', { board: entry.name, ...stopper(entry.problems) }));
      }
      board = entry.board;
      boardId = entry.id;
    } else {
      const check = checkBoard(def, msg.board.inline);
      if (!check.ok || !isPlayable(check.problems)) {
        return hub.fail(conn, rid, 'board-problems', said('host.refuse.boardProblemsHere', stopper(check.problems)));
      }
      board = check.board;
    }
    const options = def.optionsSchema.safeParse(msg.options);
    // The first complaint by key and params (zod's own message is English): each client words it.
    if (!options.success) return hub.fail(conn, rid, 'bad-options', said('host.refuse.badOptions', { problem: firstIssueWording(options.error, msg.options ?? {}, OPTIONS) }));
    const seats: Seat[] = [];
    for (const [i, req] of msg.seats.entries()) {
      if (req.kind === 'bot') {
        const bot = def.bots.find((b) => b.id === (req.bot ?? def.defaultBot));
        if (!bot) return hub.fail(conn, rid, 'no-bot', said('host.refuse.noBot', { game: def.name, bot: req.bot ?? '' }));
        // A seat nobody named stays unnamed: each client words it ("Player 2", "Joueur 2").
        seats.push({ index: i, playerId: `p${i + 1}`, name: req.name ?? '', kind: 'bot', bot: bot.id });
      } else {
        seats.push({ index: i, playerId: `p${i + 1}`, name: req.name ?? '', kind: req.kind });
      }
    }
    // A new id never names a table already open or a save already on disk.
    const id = freshTableId(hub);
    const ownerToken = newToken();
    const tokens: { seat: number; token: string }[] = [];
    for (const s of seats) {
      if (s.kind !== 'human') continue;
      const t = newToken();
      tokens.push({ seat: s.index, token: t });
      s.tokenHash = hashToken(t);
    }
    const boardName = (board as { name?: unknown }).name;
    let table: Table;
    try {
      table = new Table({
        id,
        title: msg.title?.trim() || `${def.name}${typeof boardName === 'string' ? ` · ${boardName}` : ''}`,
        def,
        board,
        boardHash: boardHash(JSON.stringify(board)),
        ...(boardId !== undefined ? { boardId } : {}),
        options: options.data as Record<string, unknown>,
        seed: msg.seed ?? randomInt(0, 2 ** 31),
        seats,
        ownerHashes: [hashToken(ownerToken)],
        ...(msg.password ? { passwordHash: hashPassword(id, msg.password) } : {}),
      });
    } catch (err) {
      // A game's setup refusal by key when it has one (each client words it); else its English.
      if (err instanceof SetupError && err.key !== undefined) return hub.fail(conn, rid, 'setup', { message: err.message, key: err.key, ...(err.params !== undefined ? { params: err.params } : {}) });
      return hub.fail(conn, rid, 'setup', said('host.refuse.setupFailed', { error: err instanceof SetupError ? err.message : errorWords(err) }));
    }
    // The board may have been read from the library while other tables were opened.
    const late = this.limit(conn);
    if (late !== null) return hub.fail(conn, rid, 'too-many-tables', late);
    hub.register(table, creatorOf(conn));
    // Holding a person's seat makes it someone's game: on disk (with the tokens' hashes) before
    // anyone hears of it. A table of open seats and bots is written when someone joins or moves.
    for (const { seat } of tokens) hub.show(conn, table, seat);
    hub.reply(conn, rid, { type: 'tableCreated', table: hub.summary(table), ownerToken, seats: tokens });
    hub.o.log(`table ${id} created: ${def.id}, ${seats.length} seats`);
    hub.afterChange(table);
  }

  /** Close or resume a table: its owner, or anyone on the host machine. */
  ownerAction(conn: Conn, msg: Msg<'closeTable'> | Msg<'resumeTable'>): void {
    const hub = this.hub;
    const table = hub.tables.get(msg.table);
    if (!table) return hub.fail(conn, msg.rid, 'no-table', NO_TABLE);
    const owner = table.isOwner(msg.ownerToken);
    if (!owner && !conn.local) return hub.fail(conn, msg.rid, 'not-owner', said(msg.type === 'closeTable' ? 'host.refuse.notOwnerClose' : 'host.refuse.notOwnerResume'));
    if (msg.type === 'resumeTable') {
      if (table.paused === undefined) return hub.fail(conn, msg.rid, 'not-paused', said('host.refuse.notPaused'));
      table.resume();
      hub.autosave.record(table, { t: 'p', r: null });
      hub.invalidate(table);
      hub.o.log(`table ${table.id} resumed`);
      hub.afterChange(table);
      return hub.reply(conn, msg.rid, { type: 'ok' });
    }
    const reason: Wording = { key: owner ? 'host.closed.byOwner' : 'host.closed.byHost' };
    // Whoever closes it hears so too, at the table or not.
    if (!conn.shows(table.id)) conn.send({ type: 'tableClosed', table: table.id, reason });
    this.close(table, reason);
    hub.reply(conn, msg.rid, { type: 'ok' });
  }

  /** Ends a table: its autosave stays (marked closed, so it is not reopened at start). */
  close(table: Table, reason: Wording): void {
    const hub = this.hub;
    this.cancelBots(table.id);
    try {
      hub.autosave.now(table, { closed: true });
    } catch (err) {
      hub.o.log(`the save of closed table ${table.id} could not be written: ${(err as Error).message}`);
    }
    dismissAudience(hub, table.id, reason);
    hub.forgetTable(table.id);
    hub.o.log(`table ${table.id} closed`);
  }
}
