/**
 * Resource exhaustion through boards: no board a client sends, and none a designer imports,
 * makes the host (or the editor) allocate beyond its means.
 *
 * The host runs in a child process with a fixed heap (HOST_HEAP_MB): on the code before board
 * limits, one `createTable` with an inline Linie 1 board whose tile pile is 1e9 made the host
 * build a billion-element array and die out of memory (the pile bomb, kept as that game's `bomb`
 * in test/games/<id>/bounds.ts). Here, for every game,
 * every bounded field of its bundled board (numbers, texts, lists, records; see
 * board-bounds.ts) is sent at its limit and just above it:
 * - just above, the core reader (`checkBoard`), the editor's reader (`loadBoard`) and the host
 *   refuse it, naming the field (its path), the value and the limit;
 * - at the limit, the readers accept its shape and the host does exactly what the board reader
 *   says: a table when the board is playable (always, for the counts setup multiplies), else the
 *   board's own first problem;
 * - a board bigger than a frame (a list of 6,000 routes) cannot be sent inline at all: the host
 *   closes that connection (1009) and goes on serving the others;
 * - after each game, and after the heaviest playable board of each game (every count setup
 *   multiplies at its limit) is set up and viewed, the host still answers and its live heap
 *   (after a full collection) stays below HEAP_CEILING_MB.
 * With BW_CPU=1 in the environment, each heap report also prints the host's and this process's
 * CPU seconds so far (the file's cost).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoard, isPlayable } from '../../games/core/board-check.js';
import { MAX_FRAME_BYTES, type HostMessage } from '../../formats/protocol.js';
import { games } from '../../games/index.js';
import { loadBoard } from '../../renderer/src/editor-core/model/board-io.js';
import { defaultBoardRaw } from '../fixtures/bundled-boards.js';
import { allBounds, boundVariants, refusalWords, type BoundVariant } from './board-bounds.js';
import { TestClient } from './client.js';
import { CHILD_PROCESS_BUDGET_MS } from '../fixtures/budgets.js';
import { spawnResourceHost } from '../fixtures/resource-host-spawn.js';

/** The host's whole V8 heap: an allocation without bound kills it instead of the test runner. */
const HOST_HEAP_MB = 512;
/** The host's live heap after a full collection, after every board of a game has been sent. */
const HEAP_CEILING_MB = 96;

/** What each game knows of its limits: its setup counts, its editor mode, its heaviest board (test/games/<id>/bounds.ts). */
const BOUNDS = await allBounds();

type Json = Record<string, any>;
type Reply = Extract<HostMessage, { type: 'tableCreated' | 'error' }>;

/** A board as its file holds it, with the optional header fields filled in so they are bounded too. */
function bundled(game: string): Json {
  const board = defaultBoardRaw(games.get(game)!) as Json;
  board.background = { file: 'scan.png', x: 0, y: 0, scale: 1, opacity: 0.5, locked: false };
  return board;
}

let child: ChildProcess;
let url: string;
let client: TestClient;
let rid = 1;
const stdoutWaiters: ((line: string) => void)[] = [];
/** Rejects when the host process ends: a request then fails at once, with the host's last words. */
let died: Promise<never>;

function startHost(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-resource-'));
  child = spawnResourceHost(dataDir, HOST_HEAP_MB);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
  died = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`the host died (${code ?? signal}): ${err.slice(-1500)}`))));
  died.catch(() => {});
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the host did not start: ${err}`)), CHILD_PROCESS_BUDGET_MS);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      let nl: number;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        const m = /^ready (\S+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          url = m[1]!;
          resolve();
        } else stdoutWaiters.shift()?.(line);
      }
    });
    child.once('exit', (code, signal) => reject(new Error(`the host exited (${code ?? signal}): ${err}`)));
  });
}

/** The host's live heap in MB, after a full collection in its process. */
function hostHeapMb(): Promise<number> {
  const report = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the host did not report its heap (is it alive?)')), CHILD_PROCESS_BUDGET_MS);
    stdoutWaiters.push((line) => {
      clearTimeout(timer);
      const m = /^heap (\d+) (\d+) (\d+)/.exec(line);
      if (!m) return reject(new Error(`unexpected line from the host: ${line}`));
      if (process.env.BW_CPU) console.log(`host heap ${(Number(m[1]) / 2 ** 20).toFixed(1)} MB, cpu ${(Number(m[3]) / 1e6).toFixed(1)} s; runner cpu ${(process.cpuUsage().user / 1e6).toFixed(1)} s`);
      resolve(Number(m[1]) / 2 ** 20);
    });
    child.stdin!.write('heap\n');
  });
  return Promise.race([report, died]);
}

/**
 * A request and its answer. A request on a connection the host closed fails at once, saying so,
 * instead of waiting out its budget (a closed connection is never answered).
 */
async function send<T extends HostMessage>(c: TestClient, msg: Json, timeoutMs = CHILD_PROCESS_BUDGET_MS): Promise<T> {
  const r = rid++;
  let onClose = (): void => {};
  const closed = new Promise<never>((_, reject) => (onClose = () => reject(new Error(`the host closed this connection (${c.closeCode}) with request ${r} waiting`))));
  closed.catch(() => {});
  if (c.closed) onClose();
  else c.ws.once('close', onClose);
  try {
    return await Promise.race([c.request<T>({ ...msg, rid: r }, (m) => 'rid' in m && m.rid === r && m.type !== 'tableView', timeoutMs), died, closed]);
  } finally {
    c.ws.off('close', onClose);
  }
}

/**
 * Lets this process read its sockets (and its connection answer the host's heartbeat) between
 * two long readings of a board: the editor's reader took 3.4 s of CPU on a Europe board with
 * routes at their limit (over and at it, one after the other, measured; about 0.3 s since the
 * problem list looks names up in maps built once per board), and at a load of 26 this process
 * then went 35.6 s without reading its socket; a host's heartbeat of the time dropped a
 * connection silent for one 30 s beat, and every later request here waited in vain.
 */
const answerPings = async (): Promise<void> => {
  // Two turns of the event loop: between them it polls its sockets, whatever phase this runs in.
  for (let i = 0; i < 2; i++) await new Promise((r) => setImmediate(r));
};

/** A table of this board: the creator's seat and an open one, so setup runs and a first view goes out. */
const createTable = (game: string, board: unknown): Promise<Reply> => send<Reply>(client, { type: 'createTable', game, board: { inline: board }, seats: [{ kind: 'human' }, { kind: 'open' }], seed: 7 });

async function closeIfCreated(reply: Reply): Promise<void> {
  if (reply.type !== 'tableCreated') return;
  const ok = await send(client, { type: 'closeTable', table: reply.table.id, ownerToken: reply.ownerToken });
  expect(ok.type).toBe('ok');
}

async function expectAlive(): Promise<void> {
  const c = await TestClient.connect(url);
  try {
    expect((await send(c, { type: 'ping', t: 1 })).type).toBe('pong');
  } finally {
    c.close();
  }
}

beforeAll(async () => {
  await startHost();
  client = await TestClient.connect(url, { keep: 50 });
});

afterAll(() => {
  client?.close();
  child?.kill('SIGKILL');
});

describe('boards cannot exhaust the host', () => {
  for (const [game, { bomb }] of BOUNDS) {
    if (!bomb) continue;
    it(`Board bomb: ${bomb.name} is refused with the field, the value and the limit; the host lives on`, async () => {
      const board = bundled(game);
      bomb.plant(board);
      const reply = await createTable(game, board);
      expect(reply).toMatchObject({ type: 'error', code: 'board-problems' });
      const message = (reply as Extract<Reply, { type: 'error' }>).message;
      expect(message).toContain(bomb.where);
      expect(message).toContain(bomb.says);
      await expectAlive();
      expect(await hostHeapMb()).toBeLessThan(HEAP_CEILING_MB);
    });
  }

  for (const game of BOUNDS.keys()) {
    it(`${game}: every bounded field just above its limit is refused by the readers and the host, at its limit accepted`, async () => {
      const def = games.get(game)!;
      const mode = BOUNDS.get(game)!.editorMode;
      const base = bundled(game);
      expect(isPlayable(checkBoard(def, base).problems)).toBe(true);
      // `format` is bounded before the schema: a board of a format newer than the game's is refused by the migration step.
      const variants = boundVariants(def, base).filter((v) => v.where !== '$.format');
      expect(variants.length).toBeGreaterThan(30);
      const setupCounts = new Set(BOUNDS.get(game)!.setupCounts);
      expect(variants.filter((v) => setupCounts.has(v.where)).map((v) => v.where).sort()).toEqual([...setupCounts].sort());
      const tooBig: BoundVariant[] = [];
      for (const v of variants) {
        const words = refusalWords(v);
        const named = (problems: { path: string; message: string }[]) => problems.find((p) => p.path === v.where && words.test(p.message));
        // Just above: both readers refuse it, naming the field, the value and the limit.
        const over = checkBoard(def, v.overLimit);
        expect(over.ok, v.where).toBe(false);
        expect(named(over.problems), `${v.where}: ${JSON.stringify(over.problems.slice(0, 2))}`).toBeDefined();
        await answerPings();
        expect(named(loadBoard(mode, v.overLimit).problems), `editor, ${v.where}`).toBeDefined();
        await answerPings();
        // At the limit: its shape is accepted by both.
        const at = checkBoard(def, v.atLimit);
        expect(at.ok, `${v.where}: ${JSON.stringify(at.problems.slice(0, 2))}`).toBe(true);
        await answerPings();
        const opened = loadBoard(mode, v.atLimit);
        expect(opened.board, `editor, ${v.where}`).not.toBeNull();
        expect(opened.problems.filter((p) => /over the limit of|at most \d+ (is|are) allowed/.test(p.message)), `editor, ${v.where}`).toEqual([]);
        if (setupCounts.has(v.where)) expect(isPlayable(at.problems), v.where).toBe(true);

        if (JSON.stringify({ type: 'createTable', game, board: { inline: v.atLimit }, seats: [{ kind: 'human' }, { kind: 'open' }], seed: 7, rid: 1e9 }).length > MAX_FRAME_BYTES - 200) {
          tooBig.push(v);
          continue;
        }
        const refused = await createTable(game, v.overLimit);
        expect(refused, v.where).toMatchObject({ type: 'error', code: 'board-problems' });
        const message = (refused as Extract<Reply, { type: 'error' }>).message;
        expect(message, v.where).toContain(v.where);
        expect(message, v.where).toMatch(words);
        const accepted = await createTable(game, v.atLimit);
        if (isPlayable(at.problems)) expect(accepted.type, `${v.where}: ${JSON.stringify(accepted).slice(0, 300)}`).toBe('tableCreated');
        else {
          const first = at.problems.find((p) => (p.severity ?? 'error') === 'error')!;
          expect(accepted, v.where).toMatchObject({ type: 'error', code: 'board-problems', message: expect.stringContaining(first.message) });
        }
        await closeIfCreated(accepted);
      }
      // Boards over a frame: the frame limit refuses them whole, and only that connection goes.
      if (tooBig.length > 0) {
        const v = tooBig[0]!;
        const c = await TestClient.connect(url);
        c.send({ type: 'createTable', game, board: { inline: v.atLimit }, seats: [{ kind: 'human' }, { kind: 'open' }] });
        await expect.poll(() => c.closeCode, { timeout: CHILD_PROCESS_BUDGET_MS, interval: 100 }).toBe(1009);
      }
      await expectAlive();
      expect(await hostHeapMb()).toBeLessThan(HEAP_CEILING_MB);
    });
  }

  it('The heaviest playable board of each game (every count setup multiplies at its limit) is set up and viewed at every player count; the heap stays below the ceiling', async () => {
    for (const [game, bounds] of BOUNDS) {
      const def = games.get(game)!;
      const board = bounds.heaviest(bundled(game));
      const check = checkBoard(def, board);
      expect(check.ok && isPlayable(check.problems), `${game}: ${JSON.stringify(check.problems.slice(0, 2))}`).toBe(true);
      for (const n of [def.minPlayers, def.maxPlayers]) {
        const seats = [{ kind: 'human' }, ...Array.from({ length: n - 1 }, () => ({ kind: 'open' }))];
        const reply = await send<Reply>(client, { type: 'createTable', game, board: { inline: board }, seats, seed: n });
        expect(reply.type, `${game}, ${n} players: ${JSON.stringify(reply).slice(0, 300)}`).toBe('tableCreated');
        const created = reply as Extract<Reply, { type: 'tableCreated' }>;
        await client.next((m) => m.type === 'tableView' && m.data.table.id === created.table.id, CHILD_PROCESS_BUDGET_MS, 0);
        await closeIfCreated(reply);
      }
    }
    await expectAlive();
    expect(await hostHeapMb()).toBeLessThan(HEAP_CEILING_MB);
  });
});
