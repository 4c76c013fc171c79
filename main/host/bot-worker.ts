/**
 * Bots that think (a search: up to about a second of CPU per move, `Bot.thinks`) choose their
 * moves in worker threads, so a table with an Expert bot never holds up the host's event loop:
 * the other tables' moves, pings and views go on while it thinks. A small pool of threads (one
 * less than the cores, at least one, at most four) takes the questions in turn; each answer
 * carries the table's bot RNG as the bot left it, so a table plays the same game as in one thread.
 *
 * The first search of a game in a fresh thread costs up to a second more than the next ones (the
 * compiler at work), so when a table with a thinking bot is set up (`warm`), a thread runs that
 * bot's small warm-up search (Bot.warmUp) on the table's state with an RNG of its own, and throws
 * the result away: the table's moves and bot RNG are untouched. A warm-up does not count as
 * busy, so the table's first question goes to the thread that warmed and waits, if at all, only
 * for the rest of the compiling it would have paid anyway.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createRngState, type RngState } from '../../games/core/rng.js';
import type { PlayerId } from '../../games/core/types.js';
import type { Seat, Table } from './table.js';

export interface ThinkRequest {
  id: number;
  game: string;
  bot: string;
  state: unknown;
  player: PlayerId;
  legal: unknown[];
  rng: RngState;
  /** A warm-up (Bot.warmUp), not a question: the answer carries no move. */
  warm?: true;
}

/** A move a thinking bot chose, and the table as it was when it was asked (the hub checks it is still so). */
export interface Chosen {
  move: unknown;
  stateNo: number;
  seat: number;
  bot: string | undefined;
}

export type ThinkAnswer = { id: number; ok: true; move: unknown; rng: RngState } | { id: number; ok: false; message: string };

/** The thread: the module built beside the desktop bundle, or this folder's TypeScript through tsx. */
function startThread(): Worker {
  let here: string;
  try {
    here = dirname(fileURLToPath(import.meta.url));
  } catch {
    here = __dirname;
  }
  const built = join(here, 'bot-thread.cjs');
  if (existsSync(built)) return new Worker(built);
  // From source (npm run host, the tests): tsx's loader is registered in the thread first.
  // tsx is found from here, not from the thread's working folder: its ES module build (the
  // require condition resolves the CommonJS one, which cannot be imported from a thread).
  const source = JSON.stringify(pathToFileURL(join(here, 'bot-thread.ts')).href);
  const api = createRequire(join(here, 'bot-worker.ts')).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const tsx = JSON.stringify(existsSync(api) ? pathToFileURL(api).href : 'tsx/esm/api');
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${source}); });`, { eval: true });
}

interface Pending {
  resolve(a: ThinkAnswer): void;
  thread: Thread;
  /** A warm-up: it never made its thread busy. */
  warm: boolean;
}

interface Thread {
  worker: Worker;
  busy: number;
}

export class BotThinker {
  private threads: Thread[] = [];
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Games a thread has warmed up for (or is warming up for). */
  private warmed = new Set<string>();

  /** `warmUp` false: no warm-ups (the bench's cold baseline). */
  constructor(
    private readonly size = Math.max(1, Math.min(4, availableParallelism() - 1)),
    private readonly warmUp = true,
  ) {}

  /**
   * Warms a thread up for the game of `table` if one of its seats has a bot that thinks and no
   * thread has warmed up for that game yet: that bot's small search on the table's state, for its
   * first player with a choice, on an RNG of its own. Resolves when it is done (false: none ran).
   */
  warm(table: Table): Promise<boolean> {
    if (this.closed || !this.warmUp || this.warmed.has(table.def.id)) return Promise.resolve(false);
    const seat = table.seats.find((s) => this.wants(table, s));
    const bot = seat && table.def.bots.find((b) => b.id === seat.bot);
    if (!bot?.warmUp) return Promise.resolve(false);
    let player: PlayerId | undefined;
    let legal: unknown[] = [];
    try {
      if (table.def.outcome(table.state) !== null) return Promise.resolve(false);
      for (const p of table.def.activePlayers(table.state)) {
        legal = table.def.legalMoves(table.state, p);
        player = p;
        if (legal.length > 1) break;
      }
    } catch {
      return Promise.resolve(false); // the table's own turn will say what is wrong
    }
    if (player === undefined || legal.length <= 1) return Promise.resolve(false);
    this.warmed.add(table.def.id);
    const rng = createRngState(0x5eed); // its own: the table's bot RNG stays where it is
    return this.send({ game: table.def.id, bot: bot.id, state: table.state, player, legal, rng, warm: true }).then((a) => a.ok);
  }

  /** Whether the bot of `seat` thinks, and so is asked here rather than on the event loop. */
  wants(table: Table, seat: Seat): boolean {
    return !this.closed && table.def.bots.some((b) => b.id === seat.bot && b.thinks === true);
  }

  /**
   * The move the bot of `seat` chooses now. The table's bot RNG advances as the bot left it; a
   * bot that fails (or a thread that dies) gives the first legal move, as Table.playBot does.
   */
  async ask(table: Table, seat: Seat, log: (msg: string) => void): Promise<unknown> {
    let legal: unknown[];
    try {
      legal = table.def.legalMoves(table.state, seat.playerId);
    } catch {
      return undefined; // playBot lists the moves again and pauses the table with the reason
    }
    const a = await this.think({ game: table.def.id, bot: seat.bot ?? table.def.defaultBot, state: table.state, player: seat.playerId, legal, rng: table.botRng.state });
    if (a.ok) {
      table.botRng.state.s.splice(0, 4, ...a.rng.s);
      return a.move;
    }
    log(`bot ${seat.bot} failed at table ${table.id}: ${a.message}; playing the first legal move`);
    return legal[0];
  }

  /** Asks `bot` of `game` for `player`'s move; the answer says what it chose or why it could not. */
  think(ask: Omit<ThinkRequest, 'id' | 'warm'>): Promise<ThinkAnswer> {
    return this.send(ask);
  }

  private send(ask: Omit<ThinkRequest, 'id'>): Promise<ThinkAnswer> {
    const id = this.nextId++;
    if (this.closed) return Promise.resolve({ id, ok: false, message: 'The host is closing.' });
    const thread = this.pick();
    const warm = ask.warm === true;
    if (!warm) thread.busy++;
    return new Promise<ThinkAnswer>((resolve) => {
      this.pending.set(id, { resolve, thread, warm });
      try {
        thread.worker.postMessage({ ...ask, id } satisfies ThinkRequest);
      } catch (err) {
        this.settle({ id, ok: false, message: `The bot's question could not be sent: ${(err as Error).message}` });
      }
    });
  }

  /** Questions asked and not answered yet (warm-ups are not questions). */
  get asking(): number {
    let n = 0;
    for (const p of this.pending.values()) if (!p.warm) n++;
    return n;
  }

  /** Threads started so far (tests look at them). */
  get threadCount(): number {
    return this.threads.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const id of [...this.pending.keys()]) this.settle({ id, ok: false, message: 'The host is closing.' });
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
    this.threads = [];
  }

  private settle(a: ThinkAnswer): void {
    const p = this.pending.get(a.id);
    if (!p) return;
    this.pending.delete(a.id);
    if (!p.warm) p.thread.busy--;
    p.resolve(a);
  }

  /** The least busy thread, a new one while the pool is not full. */
  private pick(): Thread {
    const idle = this.threads.find((t) => t.busy === 0);
    if (idle) return idle;
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  private start(): Thread {
    const worker = startThread();
    const thread: Thread = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (a: ThinkAnswer) => this.settle(a));
    const fail = (why: string): void => {
      this.threads = this.threads.filter((t) => t !== thread);
      for (const [id, p] of [...this.pending]) if (p.thread === thread) this.settle({ id, ok: false, message: why });
    };
    worker.on('error', (err) => fail(`The bot thread failed: ${err.message}`));
    worker.on('exit', (code) => fail(`The bot thread stopped (exit code ${code}).`));
    this.threads.push(thread);
    return thread;
  }
}
