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
import { PROTOCOL_VERSION, type HostMessage } from '../../formats/protocol.js';
import { allMessages } from '../../games/messages.js';
import { wordRefusal } from '../../formats/client-words.js';
import { wordProblem } from '../../games/core/board-problem.js';
import type { Wording } from '../../games/core/wording.js';
import { boardFor, hardeningRegistry } from '../fixtures/fragile-games.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tallyBoardFile } from '../fixtures/fixture-game.js';
import { TestClient, type ClientEvent } from './client.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'saves');
import { GUEST, guestHeader, hostSession } from './helpers.js';

const session = hostSession();

/** Strings that name things (ids, tokens, names, codes, keys), never words to a person. */
const NAMES = new Set(['type', 'path', 'severity', 'file', 'savedAt', 'source', 'table', 'id', 'token', 'ownerToken', 'game', 'board', 'hash', 'code', 'key', 'playerId', 'player', 'kind', 'bot', 'status', 'createdAt', 'title', 'name', 'hostName', 'save', 'joiner']);
/** Parts of a frame that are the game's own data (its view, board, moves, the welcome's game list), not the host's words. */
const GAME_DATA = new Set(['view', 'board', 'priv', 'legal', 'data', 'games', 'boards', 'drop', 'activePlayers']);
/** Log lines of the test game (an old game with no catalogue: its English is all it has); the host's own lines have keys. */
const TEST_GAME_LINES = new Set(['play', 'reshuffle', 'draw', 'bank', 'pass']);
/** The test game's own refusal (it has no catalogue; every real game refuses by key), nested in a save's reason. */
const TEST_GAME_REFUSALS = new Set(['You hold no 42.']);
/** Three words and more ending like a sentence: what a param must not be (an exception's `error` may). */
const SENTENCE = /[A-Za-z]+[ ,;:]+[A-Za-z]+[ ,;:]+[A-Za-z]+.*[.:!?)]\s*$/;
/** Zod's own English ("Invalid input: expected boolean, received string"), which ends like no sentence. */
const ZOD_WORDS = /\bInvalid (input|option|type|string)\b|\bexpected [a-z]+, received\b|\bToo (big|small)\b/;

/** Everything in one frame that is a sentence the host made, or a key no catalogue has. */
export function sentencesIn(frame: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, path: string[]): void => {
    const last = path[path.length - 1] ?? '';
    if (typeof v === 'string') {
      const inParams = path.includes('params');
      if (inParams) {
        if (last !== 'error' && !TEST_GAME_REFUSALS.has(v) && SENTENCE.test(v)) out.push(`${path.join('.')}: a sentence in a param: ${v}`);
        else if (ZOD_WORDS.test(v)) out.push(`${path.join('.')}: zod's English in a param: ${v}`);
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
  // No budget of its own (it had 120 s, under the suite's hang detector of 10 minutes, which is
  // sized for a load of 20 on 2 cores, where a test runs about ten times slower than at idle).
  it('refusals, pauses, seat losses, closings, take-backs and the lobby go out as keys and params, seats unnamed', async () => {
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
    // Options the game refuses: the first complaint by key and params, worded by each reader.
    const badOptions = (await refuse(a.c, create({ options: { bankWorthTwo: 'yes' } }))) as Extract<Reply, { type: 'error' }>;
    expect(badOptions).toMatchObject({ key: 'host.refuse.badOptions', params: { problem: { key: 'board.issue.wrongType' } } });
    expect(wordRefusal(allMessages, 'en', badOptions)).toBe('Those table options are not valid: bank worth two should be true or false, not text.');
    expect(wordRefusal(allMessages, 'fr', badOptions)).toBe('Ces options de table ne sont pas valables : le champ « bankWorthTwo » doit être vrai ou faux, pas du texte.');
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

  // No budget of its own, as above.
  it('saves, journals and board files that cannot be read give their reasons by key: in the lists, on opening, importing, renaming and uploading', async () => {
    const th = await session.start({ games: hardeningRegistry });
    const saves = join(th.dataDir, 'saves');
    mkdirSync(saves, { recursive: true });
    const good = JSON.parse(readFileSync(join(FIXTURES, 'format-4.save.json'), 'utf8')) as Record<string, unknown> & { moves: { move: unknown }[]; players: { id: string }[]; table: Record<string, unknown> };
    const save = (id: string, v: unknown): void => writeFileSync(join(saves, `${id}.save.json`), typeof v === 'string' ? v : JSON.stringify(v));
    const withId = (id: string) => ({ ...good, table: { ...good.table, id } });
    save('torn', JSON.stringify(good).slice(0, 200));
    save('future', { ...withId('future'), format: 99 });
    save('alien', { hello: 1 });
    save('bad-ids', { ...withId('bad-ids'), players: [{ ...good.players[0]!, id: '__proto__' }, ...good.players.slice(1)] });
    save('refused', { ...withId('refused'), moves: good.moves.map((m, i) => (i === 1 ? { ...m, move: { type: 'play', card: 42 } } : m)) });
    save('journal', withId('journal'));
    writeFileSync(join(saves, 'journal.journal'), `{"j":${Number(good.journal ?? 0) + 1},"t":"u","n":99,"p":"p1","c":999}\n`);
    save('my save', '{}');
    const boards = join(th.dataDir, 'boards');
    for (const [folder, name, text] of [
      ['chess', 'opening', JSON.stringify({ game: 'chess', name: 'Opening' })],
      ['tally', 'my map', JSON.stringify(tallyBoardFile({ name: 'My map' }))],
      ['tally', 'torn', '{"game": "tally", '],
      ['tally', 'nogame', '{"name": "No game"}'],
      ['fragile', 'elsewhere', JSON.stringify(tallyBoardFile({ name: 'Elsewhere' }))],
    ] as const) {
      mkdirSync(join(boards, folder), { recursive: true });
      writeFileSync(join(boards, folder, `${name}.board.json`), text);
    }

    const bodies: unknown[] = [];
    const call = async (path: string, init?: RequestInit): Promise<Record<string, unknown>> => {
      const body = (await (await fetch(th.host.url + path, init)).json()) as Record<string, unknown>;
      bodies.push(body);
      return body;
    };
    const post = (path: string, body: string): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const listed = (await call('api/saves')) as unknown as { id: string; damaged?: { key: string }; journal?: unknown }[];
    const boardList = (await call('api/boards')) as unknown as { id: string; problems: { key?: string }[] }[];
    const refusals = [
      await call('api/saves/torn'),
      await call('api/saves/journal'),
      await call('api/saves/refused'),
      await call('api/saves/import', post('', '{"format": 2')),
      await call('api/saves/import', post('', JSON.stringify({ ...good, format: 99 }))),
      await call('api/saves/import', post('', JSON.stringify({ ...good, moves: [{ player: 'p9', move: {} }] }))),
      await call('api/saves/refused/rename', post('', '{"name": "   "}')),
      await call('api/saves/journal/cut-journal', post('', '{"line": 5}')),
      await call('api/boards/user/tally/torn', { method: 'PUT', body: '{"game": ' }),
      await call('api/boards/user/tally/a.b', { method: 'PUT', body: JSON.stringify(tallyBoardFile()) }),
    ];
    const c = await recorder();
    const resumed = await c.c.request<Reply>({ type: 'resumeSave', save: 'refused', rid: 1 }, refused);
    // Boards that cannot be played yet, from the library and inline: the first problem by key and params, not its English.
    const notPlayable = (await Promise.all([
      c.c.request<Reply>({ type: 'createTable', game: 'tally', board: { library: 'user:tally/torn' }, seats: [{ kind: 'human' }, { kind: 'open' }], rid: 3 }, (m) => (m as { rid?: number }).rid === 3),
      c.c.request<Reply>({ type: 'createTable', game: 'tally', board: { inline: tallyBoardFile({ deck: [1, 2] }) }, seats: [{ kind: 'human' }, { kind: 'open' }], rid: 4 }, (m) => (m as { rid?: number }).rid === 4),
    ])) as Extract<Reply, { type: 'error' }>[];

    // Every path above was taken: each save and board listed as it should be, every request refused by a key.
    const damaged = Object.fromEntries(listed.filter((x) => x.damaged).map((x) => [x.id, x.damaged!.key]));
    expect(damaged).toEqual({
      torn: 'host.json.badAt', future: 'host.save.newer', alien: 'host.save.noFormat', 'bad-ids': 'host.save.damaged',
      refused: 'host.save.refused', journal: 'host.journal.damagedAt', 'my save': 'host.save.badFileName',
    });
    const problemKeys = Object.fromEntries(boardList.filter((b) => b.id.startsWith('user:')).map((b) => [b.id, b.problems.map((p) => p.key)]));
    expect(problemKeys).toEqual({
      'user:chess/opening': ['host.library.noGameFolder'], 'user:tally/my map': ['host.library.badFileName'], 'user:tally/torn': ['host.json.badAt'],
      'user:tally/nogame': ['host.library.noGameField'], 'user:fragile/elsewhere': ['host.library.wrongFolder'],
    });
    expect(refusals.map((r) => r.key)).toEqual([
      'host.json.badAt', 'host.journal.damagedAt', 'host.save.refused', 'host.json.badAt', 'host.save.newer', 'host.save.damaged',
      'host.save.nameLength', 'host.save.journalMoved', 'host.json.badAt', 'host.http.boardShape',
    ]);
    expect(refusals[9]!.problems).toEqual([expect.objectContaining({ key: 'host.library.badName' })]);
    expect(resumed).toMatchObject({ type: 'error', code: 'save-damaged', key: 'host.save.refused' });
    // As they came off the wire (the test client words what it gets in English, as `message`).
    const raw = c.frames.filter((f) => [3, 4].includes((f as { rid?: number }).rid ?? 0));
    expect(raw).toHaveLength(2);
    expect(raw.flatMap((f) => sentencesIn(f))).toEqual([]);
    const problemOf = (r: Extract<Reply, { type: 'error' }>) => r.params?.problem as Wording;
    expect(notPlayable.map((r) => [r.code, r.key, r.params?.path, problemOf(r).key])).toEqual([
      ['board-problems', 'host.refuse.boardProblems', '$', 'host.json.badAt'],
      ['board-problems', 'host.refuse.boardProblemsHere', '$.deck', 'board.problem.alone'],
    ]);
    // The page words the problem in its own language, a sentence of its own as the board lists show it.
    const inFrench = notPlayable.map((r) => wordRefusal(allMessages, 'fr', r));
    expect(inFrench[1]).toBe(`Ce plateau n’est pas encore jouable : $.deck ${wordProblem(allMessages, 'fr', problemOf(notPlayable[1]!))}`);
    expect(inFrench[1]).toMatch(/^Ce plateau n’est pas encore jouable : \$\.deck [A-ZÀ-Ý]/);
    expect(inFrench[0]).toContain(wordProblem(allMessages, 'fr', problemOf(notPlayable[0]!)));
    expect(inFrench.join(' ')).not.toMatch(/\bthe\b|\bmust\b|\bnot\b/i);
    // An older host put the problem's English in `message`: shown as it came.
    expect(wordRefusal(allMessages, 'fr', { code: 'board-problems', key: 'host.refuse.boardProblemsHere', params: { path: '$.deck', message: 'Too few cards.' } })).toBe('Ce plateau n’est pas encore jouable : $.deck Too few cards.');
    expect([...bodies, ...c.frames].flatMap((f) => sentencesIn(f))).toEqual([]);
    // The welcome's board list (skipped above as the games' data) sends the same problems by key alone.
    const welcome = (await c.c.request({ type: 'hello', protocol: PROTOCOL_VERSION, rid: 2 }, isType('welcome'))) as unknown as { boards: { id: string; problems: { key?: string; message?: string }[] }[] };
    const welcomed = welcome.boards.filter((b) => b.id.startsWith('user:')).flatMap((b) => b.problems);
    expect(welcomed.map((p) => p.key).sort()).toEqual(Object.values(problemKeys).flat().sort());
    expect(welcomed.filter((p) => p.message !== undefined)).toEqual([]);
  });

  it('the check itself finds a sentence wherever the host might put one', () => {
    expect(sentencesIn({ type: 'error', code: 'x', message: 'The table owner closed this table.' })).toHaveLength(1);
    expect(sentencesIn({ type: 'seatLost', table: 't', seat: 1, reason: 'The table owner has freed this seat.' })).toHaveLength(1);
    expect(sentencesIn({ type: 'tables', tables: [{ id: 't', paused: 'The bot of seat 2 could not move.', seats: [{ name: 'Player 2' }] }] })).toHaveLength(2);
    expect(sentencesIn({ type: 'delta', log: [{ stateNo: 1, type: 'undo', text: 'Ann takes back a move.' }] })).toHaveLength(1);
    expect(sentencesIn({ type: 'error', code: 'x', key: 'host.refuse.paused', params: { paused: 'The game has reached 5,000 moves, the most a save holds.' } })).toHaveLength(1);
    expect(sentencesIn({ type: 'error', code: 'x', key: 'host.no.such.key' })).toHaveLength(1);
    // Zod's English as a param (what a refusal of table options once carried), though it ends like no sentence.
    expect(sentencesIn({ type: 'error', code: 'bad-options', key: 'host.refuse.badOptions', params: { message: 'Invalid input: expected boolean, received string' } })).toHaveLength(1);
    // English passed through as a param of a key that words nothing else: gone from every catalogue, found as such.
    expect(sentencesIn({ code: 'bad-save', key: 'host.english', params: { text: 'x' } })).toEqual([': no catalogue has the key host.english', ': English passed through (host.english)']);
    // A damaged save or a board problem said in English only.
    expect(sentencesIn([{ id: 's', damaged: 'The save is damaged: moves: 5,001 moves' }])).toHaveLength(1);
    expect(sentencesIn([{ id: 'b', problems: [{ path: '$', message: 'The file could not be read: EACCES.', severity: 'error' }] }])).toHaveLength(1);
    // A board problem's English beside its key: the host sends the key alone (core/board-problem.ts wireProblem).
    expect(sentencesIn([{ id: 'b', problems: [{ path: '$', key: 'host.library.badName', message: 'That name cannot be a file name.' }] }])).toHaveLength(1);
    expect(sentencesIn({ code: 'bad-save', error: 'No such save.' })).toHaveLength(1);
    // What may go out: keys and params, ids and names, an exception's own text as `error`.
    expect(sentencesIn({ type: 'tableClosed', table: 't', reason: { key: 'host.closed.byOwner' } })).toEqual([]);
    expect(sentencesIn({ type: 'tables', tables: [{ id: 't', title: 'Tally · Classic', paused: { key: 'host.pause.gameCode', params: { doing: { key: 'host.doing.move' }, error: "TypeError: Cannot read properties of undefined (reading 'x')." } }, seats: [{ name: '' }, { name: 'Ann' }] }] })).toEqual([]);
  });
});
