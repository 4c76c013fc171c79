/**
 * The host sends no sentence (issue 27): each client words what the host says in its own
 * person's language, so the host sends keys and params. A host is driven here through its
 * refusals (frames, tables, seats, moves, take-backs, replays, saves, owners), a pause, a seat
 * taken over and freed, a take-back refused and agreed, a closing and the lobby list, and every
 * frame each client got is read as it came off the wire: a string anywhere but in an id, a
 * name, a key or a param, a refusal or log line without a key, an unknown key, a seat given the
 * English "Player N", or a param that is a whole English sentence (but an exception's own text,
 * `error`) fails.
 */
import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../../formats/protocol.js';
import { allMessages } from '../../games/messages.js';
import { boardFor, hardeningRegistry } from '../fixtures/fragile-games.js';
import { TestClient, type ClientEvent } from './client.js';
import { GUEST, guestHeader, hostSession } from './helpers.js';

const session = hostSession();

/** Strings that name things (ids, tokens, names, codes, keys), never words to a person. */
const NAMES = new Set(['type', 'table', 'id', 'token', 'ownerToken', 'game', 'board', 'hash', 'code', 'key', 'playerId', 'player', 'kind', 'bot', 'status', 'createdAt', 'title', 'name', 'hostName', 'save', 'joiner']);
/** Parts of a frame that are the game's own data (its view, board, moves, the welcome's game list), not the host's words. */
const GAME_DATA = new Set(['view', 'board', 'priv', 'legal', 'data', 'games', 'boards', 'drop', 'activePlayers']);
/** Log lines of the test game (an old game with no catalogue: its English is all it has); the host's own lines have keys. */
const TEST_GAME_LINES = new Set(['play', 'reshuffle', 'draw', 'bank', 'pass']);
/** Three words and more ending like a sentence: what a param must not be (an exception's `error` may). */
const SENTENCE = /[A-Za-z]+[ ,;:]+[A-Za-z]+[ ,;:]+[A-Za-z]+.*[.:!?)]\s*$/;

/** Everything in one frame that is a sentence the host made, or a key no catalogue has. */
export function sentencesIn(frame: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, path: string[]): void => {
    const last = path[path.length - 1] ?? '';
    if (typeof v === 'string') {
      const inParams = path.includes('params');
      if (inParams) {
        if (last !== 'error' && SENTENCE.test(v)) out.push(`${path.join('.')}: a sentence in a param: ${v}`);
      } else if (!NAMES.has(last) && !/^\d+$/.test(last)) out.push(`${path.join('.')}: ${v}`);
      else if (last === 'name' && /^Player \d+$/.test(v)) out.push(`${path.join('.')}: the English default name ${v}`);
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, [...path, String(i)]));
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.key === 'string') {
      if (!Object.hasOwn(allMessages.en, o.key)) out.push(`${path.join('.')}: no catalogue has the key ${o.key}`);
      if (o.key === 'host.english') out.push(`${path.join('.')}: English passed through (host.english)`);
    }
    // A log line of the test game carries its English `text`; a line of the host's carries a key.
    const testLine = typeof o.stateNo === 'number' && typeof o.type === 'string' && TEST_GAME_LINES.has(o.type) && o.key === undefined;
    for (const [k, x] of Object.entries(o)) {
      if (GAME_DATA.has(k) && !path.includes('params')) continue;
      if (testLine && k === 'text') continue;
      walk(x, [...path, k]);
    }
  };
  walk(frame, []);
  return out;
}

/** A client that keeps every frame as it came off the wire, before anything words it. */
async function recorder(headers?: Record<string, string>): Promise<{ c: TestClient; frames: unknown[] }> {
  const frames: unknown[] = [];
  const c = await TestClient.connect(session.th.host.url, { ...(headers ? { headers } : {}), onFrame: (text) => frames.push(JSON.parse(text)) });
  return { c, frames };
}

type Reply = Extract<HostMessage, { type: 'error' | 'moveRejected' }>;
const refused = (m: ClientEvent) => m.type === 'error' || m.type === 'moveRejected';
const isType = (t: string) => (m: ClientEvent) => m.type === t;
let lastRid = 100;
/** Sends a request and waits for the host's answer to it (an `ok`, a `seated`, or a view carrying its id). */
function ask(c: TestClient, msg: Record<string, unknown>): Promise<ClientEvent> {
  const rid = ++lastRid;
  return c.request({ ...msg, rid }, (m) => (m as { rid?: number }).rid === rid && m.type !== 'view' && m.type !== 'delta');
}

describe('the host sends no sentence', () => {
  it('refusals, pauses, seat losses, closings, take-backs and the lobby go out as keys and params, seats unnamed', { timeout: 120_000 }, async () => {
    await session.start({ games: hardeningRegistry, clientIsLocal: guestHeader });
    const a = await recorder(GUEST);
    const b = await recorder(GUEST);
    const codes: string[] = [];
    const refuse = async (c: TestClient, msg: unknown): Promise<Reply> => {
      const r = await c.request<Reply>(msg, refused);
      codes.push(r.type === 'error' ? r.code : r.error.code);
      return r;
    };
    a.c.send({ type: 'listTables' });

    // Frames the host cannot read.
    a.c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await a.c.next(isType('error'), undefined, 0);
    for (const raw of ['{not json', '{"type":"move","rid":1}', '[1]', '['.repeat(400) + ']'.repeat(400)]) await refuse(a.c, raw);

    // Tables that cannot be opened.
    const seats = [{ kind: 'human' }, { kind: 'human' }, { kind: 'open' }];
    const create = (over: Record<string, unknown>) => ({ type: 'createTable', game: 'tally', board: { inline: boardFor('tally') }, options: {}, seats, seed: 3, ...over });
    await refuse(a.c, create({ game: 'chess' }));
    await refuse(a.c, create({ seats: [] }));
    await refuse(a.c, create({ board: { library: 'bundled:tally/none' } }));
    await refuse(a.c, create({ options: { bankWorthTwo: 'yes' } }));
    await refuse(a.c, create({ seats: [{ kind: 'bot', bot: 'nobody' }, { kind: 'human' }] }));

    // A table of unnamed seats; b takes the second by its token.
    const made = await a.c.request<Extract<HostMessage, { type: 'tableCreated' }>>(create({ game: 'fragile', board: { inline: boardFor('fragile') }, options: { breaks: 'pass' } }), isType('tableCreated'));
    const id = made.table.id;
    const tok = (s: number) => made.seats.find((x) => x.seat === s)!.token;
    await ask(b.c, { type: 'joinTable', table: id, token: tok(1) });

    // Seats, moves, take-backs, replays and saves refused.
    await refuse(b.c, { type: 'joinTable', table: id, token: 'x'.repeat(32) });
    await refuse(b.c, { type: 'joinTable', table: id, seat: 7 });
    await refuse(b.c, { type: 'joinTable', table: id, seat: 0 });
    await refuse(b.c, { type: 'joinTable', table: 'nowhere', seat: 0 });
    await refuse(b.c, { type: 'move', table: id, token: tok(1), stateNo: 0, move: { type: 'bank' } });
    await refuse(a.c, { type: 'move', table: id, token: tok(0), stateNo: 4, move: { type: 'bank' } });
    await refuse(a.c, { type: 'move', table: id, token: tok(0), stateNo: 0, move: { type: 'fly' } });
    await refuse(a.c, { type: 'undo', table: id, token: tok(0), stateNo: 0 });
    await refuse(a.c, { type: 'askUndo', table: id, token: tok(0) });
    await refuse(a.c, { type: 'viewAt', table: id, stateNo: 9, token: tok(0) });
    await refuse(b.c, { type: 'saveTable', table: id, token: 'y'.repeat(32), name: 'x' });
    await refuse(b.c, { type: 'setSeat', table: id, ownerToken: tok(1), seat: 1, kind: 'bot' });
    await refuse(b.c, { type: 'resumeTable', table: id, ownerToken: made.ownerToken });

    // A take-back refused, then agreed: both logged by key.
    a.c.send({ type: 'move', table: id, token: tok(0), stateNo: 0, move: { type: 'bank' } });
    await b.c.next((m) => m.type === 'tableView' && m.data.table.id === id && m.data.stateNo >= 1, undefined, 0);
    await refuse(a.c, { type: 'askUndo', table: id, token: tok(0) });
    b.c.send({ type: 'move', table: id, token: tok(1), stateNo: 1, move: { type: 'bank' } });
    await a.c.next((m) => m.type === 'tableView' && m.data.table.id === id && m.data.stateNo >= 2, undefined, 0);
    await ask(a.c, { type: 'askUndo', table: id, token: tok(0) });
    await refuse(a.c, { type: 'askUndo', table: id, token: tok(0) });
    await ask(b.c, { type: 'answerUndo', table: id, token: tok(1), accept: false });
    await ask(a.c, { type: 'askUndo', table: id, token: tok(0) });
    await ask(b.c, { type: 'answerUndo', table: id, token: tok(1), accept: true });
    await a.c.next((m) => m.type === 'tableView' && m.data.table.id === id && m.data.log.some((e) => e.type === 'undo'), undefined, 0);

    // The owner takes b's seat over (b hears why), frees it, and the game's code fails: paused.
    await ask(a.c, { type: 'joinTable', table: id, seat: 1, ownerToken: made.ownerToken });
    await b.c.next(isType('seatLost'), undefined, 0);
    await ask(a.c, { type: 'setSeat', table: id, ownerToken: made.ownerToken, seat: 1, kind: 'open' });
    const stateNo = a.c.latestView(id, 0)!.stateNo;
    await refuse(a.c, { type: 'move', table: id, token: tok(0), stateNo, move: { type: 'pass' } });
    await refuse(a.c, { type: 'move', table: id, token: tok(0), stateNo, move: { type: 'bank' } });
    await a.c.next((m) => m.type === 'tables' && m.tables.some((t) => t.id === id && t.paused !== undefined), undefined, 0);
    // b watches since its seat was taken: it sees the pause too.
    await b.c.next((m) => m.type === 'tableView' && m.data.table.id === id && m.data.table.paused !== undefined, undefined, 0);

    // The owner closes it: everyone at it hears why.
    await ask(a.c, { type: 'closeTable', table: id, ownerToken: made.ownerToken });
    await b.c.next(isType('tableClosed'), undefined, 0);

    // Every path above was taken (a refusal the host stopped making would leave this list).
    expect(codes).toEqual([
      'bad-json', 'bad-message', 'bad-message', 'bad-json',
      'no-game', 'bad-message', 'no-board', 'bad-options', 'no-bot',
      'bad-token', 'no-seat', 'seat-taken', 'no-table', 'not-your-turn', 'stale', 'bad-move', 'no-undo', 'no-move', 'no-state', 'not-at-table', 'not-owner', 'not-paused',
      'undo-free', 'undo-pending', 'paused', 'paused',
    ]);
    const frames = [...a.frames, ...b.frames];
    const seen = (pred: (m: Record<string, unknown>) => boolean) => frames.some((f) => pred(f as Record<string, unknown>));
    expect(seen((m) => m.type === 'seatLost'), 'a seat taken over').toBe(true);
    expect(seen((m) => m.type === 'tableClosed'), 'a closing').toBe(true);
    expect(seen((m) => m.type === 'error' && m.code === 'bad-frame'), 'a binary frame').toBe(true);
    expect(frames.flatMap((f) => sentencesIn(f))).toEqual([]);
  });

  it('the check itself finds a sentence wherever the host might put one', () => {
    expect(sentencesIn({ type: 'error', code: 'x', message: 'The table owner closed this table.' })).toHaveLength(1);
    expect(sentencesIn({ type: 'seatLost', table: 't', seat: 1, reason: 'The table owner has freed this seat.' })).toHaveLength(1);
    expect(sentencesIn({ type: 'tables', tables: [{ id: 't', paused: 'The bot of seat 2 could not move.', seats: [{ name: 'Player 2' }] }] })).toHaveLength(2);
    expect(sentencesIn({ type: 'delta', log: [{ stateNo: 1, type: 'undo', text: 'Ann takes back a move.' }] })).toHaveLength(1);
    expect(sentencesIn({ type: 'error', code: 'x', key: 'host.refuse.paused', params: { paused: 'The game has reached 5,000 moves, the most a save holds.' } })).toHaveLength(1);
    expect(sentencesIn({ type: 'error', code: 'x', key: 'host.no.such.key' })).toHaveLength(1);
    // What may go out: keys and params, ids and names, an exception's own text as `error`.
    expect(sentencesIn({ type: 'tableClosed', table: 't', reason: { key: 'host.closed.byOwner' } })).toEqual([]);
    expect(sentencesIn({ type: 'tables', tables: [{ id: 't', title: 'Tally · Classic', paused: { key: 'host.pause.gameCode', params: { doing: { key: 'host.doing.move' }, error: "TypeError: Cannot read properties of undefined (reading 'x')." } }, seats: [{ name: '' }, { name: 'Ann' }] }] })).toEqual([]);
  });
});
