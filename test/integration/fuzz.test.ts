/**
 * Fuzz: 10,000 malformed or hostile messages (garbage bytes, bad JSON, wrong shapes, strangers'
 * tokens, the wrong seat, the wrong turn, stale state numbers, illegal moves, owner-only
 * commands, oversize frames, and prototype-named ids such as "__proto__" in every id position:
 * table, seat token, save, game, board, and every string field of a move) interleaved with a
 * real game. The host must keep serving, each table's state must be exactly what the legitimate
 * moves made it, and Object.prototype must be untouched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../../games/core/rng.js';
import { replay } from '../../games/core/simulate.js';
import { games } from '../../games/index.js';
import type { GameDefinition } from '../../games/core/types.js';
import { HOSTILE_IDS } from '../../games/core/ids.js';
import { MAX_FRAME_BYTES, nameToken, PROTOCOL_VERSION, type HostMessage } from '../../formats/protocol.js';
import { createHost, type HostHandle } from '../../main/host/index.js';
import { tally, tallyBoardFile } from '../fixtures/fixture-game.js';
import { TestClient } from './client.js';
import { openTable, waitForState, type SeatClient } from './players.js';

let host: HostHandle | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await host?.close();
  host = null;
});

const registry = new Map<string, GameDefinition>([...games, ['tally', tally as GameDefinition]]);

describe('fuzz', () => {
  it('Fuzz: 10,000 hostile messages leave the host serving and every table exactly as its legal moves made it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-fuzz-'));
    mkdirSync(join(dataDir, 'boards', 'tally'), { recursive: true });
    writeFileSync(join(dataDir, 'boards', 'tally', 'long.board.json'), JSON.stringify(tallyBoardFile({ target: 100 })));
    const logs: string[] = [];
    host = await createHost({ port: 0, dataDir, games: registry, botDelayMs: 0, mdns: false, rateLimit: { perSecond: 100_000, burst: 100_000 }, log: (m) => logs.push(m) });
    const h = host;
    const tables: { id: string; owner: string; seats: SeatClient[]; def: GameDefinition }[] = [];
    const t1 = await openTable(h.url, 'tally', 'user:tally/long', 3, { seed: 1 });
    tables.push({ id: t1.id, owner: t1.ownerToken, seats: t1.seats, def: tally as GameDefinition });
    clients.push(t1.owner, ...t1.seats.map((s) => s.client));
    // A real game beside it: the registry's first, on its default board.
    const real = [...games.values()][0];
    if (real) {
      const t2 = await openTable(h.url, real.id, `bundled:${real.id}/${real.defaultBoard}`, 3, { seed: 2 });
      tables.push({ id: t2.id, owner: t2.ownerToken, seats: t2.seats, def: real });
      clients.push(t2.owner, ...t2.seats.map((s) => s.client));
    }
    const rng = Rng.fromSeed(99);
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).map((k) => [k, (Object.prototype as Record<string, unknown>)[k]]);
    const hostileId = (): string => HOSTILE_IDS[rng.int(HOSTILE_IDS.length)]!;
    /** A copy of a legal move with one of its strings (a value or a key) replaced by a prototype-named id. */
    const withHostileId = (move: unknown): unknown => {
      const copy = JSON.parse(JSON.stringify(move ?? {})) as unknown;
      const spots: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach((x, i) => (typeof x === 'string' ? spots.push({ holder: v, key: i }) : walk(x)));
        else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) (typeof x === 'string' && k !== 'type' ? spots.push({ holder: v as Record<string, unknown>, key: k }) : walk(x));
      };
      walk(copy);
      const spot = spots[rng.int(Math.max(1, spots.length))];
      if (spot) (spot.holder as Record<string | number, unknown>)[spot.key] = hostileId();
      // A move with no id in it (Tally's `{ type, card }`): its type becomes the hostile name, and
      // it carries a hostile key besides (an extra key alone would leave a legal move).
      else if (typeof copy === 'object' && copy !== null) {
        (copy as Record<string, unknown>)['type'] = hostileId();
        Object.defineProperty(copy, hostileId(), { value: hostileId(), enumerable: true, writable: true, configurable: true });
      }
      return copy;
    };
    const legit = new Map<string, { player: string; move: unknown }[]>(tables.map((t) => [t.id, []]));

    /** One legitimate move at a table: the active seat plays a random legal move from its view. */
    const legitMove = async (t: (typeof tables)[number]): Promise<void> => {
      const table = h.hub.tables.get(t.id)!;
      if (table.outcome() !== null) return;
      const active = table.def.activePlayers(table.state)[0]!;
      const seat = t.seats.find((s) => table.seats[s.seat]!.playerId === active)!;
      const view = await waitForState(seat.client, t.id, seat.seat, table.stateNo);
      const move = rng.pick(view.legal);
      const from = seat.client.count;
      seat.client.send({ type: 'move', table: t.id, token: seat.token, stateNo: view.stateNo, move });
      const reply = await seat.client.next<HostMessage>((m) => (m.type === 'tableView' && m.data.seat === seat.seat && m.data.stateNo > view.stateNo) || m.type === 'moveRejected', 10_000, from);
      expect(reply.type).toBe('tableView');
      legit.get(t.id)!.push({ player: active, move: JSON.parse(JSON.stringify(move)) });
    };

    const garbageText = (): string => {
      const n = 1 + rng.int(200);
      let s = '';
      for (let i = 0; i < n; i++) s += String.fromCharCode(rng.int(0x2fff));
      return s;
    };
    const randomValue = (depth = 0): unknown => {
      switch (rng.int(depth > 3 ? 5 : 8)) {
        case 0: return rng.int(2 ** 31) - 2 ** 30;
        case 1: return garbageText().slice(0, 20);
        case 2: return null;
        case 3: return rng.next() < 0.5;
        case 4: return 1e308 * (rng.next() < 0.5 ? 10 : -10);
        case 5: return Array.from({ length: rng.int(4) }, () => randomValue(depth + 1));
        default: {
          const o: Record<string, unknown> = {};
          for (let i = rng.int(4); i > 0; i--) o[['type', 'card', 'airline', 'route', 'x', '__proto__', 'constructor'][rng.int(7)]!] = randomValue(depth + 1);
          return o;
        }
      }
    };

    /** A hostile message: never a legal move by the rightful seat on the current state. */
    const hostile = (): string | Buffer => {
      const t = tables[rng.int(tables.length)]!;
      const table = h.hub.tables.get(t.id)!;
      const active = table.def.outcome(table.state) === null ? table.def.activePlayers(table.state) : [];
      const wrongSeat = t.seats.find((s) => !active.includes(table.seats[s.seat]!.playerId)) ?? t.seats[0]!;
      const rightSeat = t.seats.find((s) => active.includes(table.seats[s.seat]!.playerId)) ?? t.seats[0]!;
      const stranger = Buffer.from(Array.from({ length: 32 }, () => rng.int(256))).toString('base64url');
      const legalNow = active[0] ? table.def.legalMoves(table.state, active[0]) : [];
      // One message in four puts prototype-named ids where ids go.
      if (rng.int(4) === 0) {
        const tid = rng.int(3) === 0 ? t.id : hostileId();
        const tok = (id: string): string => (id.length >= 16 && id.length <= 128 ? id : stranger);
        switch (rng.int(14)) {
          case 0: return JSON.stringify({ type: 'move', table: t.id, token: rightSeat.token, stateNo: table.stateNo, move: withHostileId(legalNow[0]) });
          case 1: return JSON.stringify({ type: 'move', table: t.id, token: rightSeat.token, stateNo: table.stateNo, move: withHostileId(legalNow[rng.int(Math.max(1, legalNow.length))]) });
          case 2: return JSON.stringify({ type: 'move', table: hostileId(), token: rightSeat.token, stateNo: table.stateNo, move: legalNow[0] ?? {} });
          case 3: return JSON.stringify({ type: 'joinTable', table: hostileId(), seat: rng.int(8), name: hostileId() || 'x' });
          case 4: return JSON.stringify({ type: 'joinTable', table: tid, token: tok(hostileId()) });
          case 5: return JSON.stringify({ type: 'watch', table: hostileId() });
          case 6: return JSON.stringify({ type: 'setSeat', table: tid, ownerToken: tok(hostileId()), seat: rng.int(3), kind: 'bot', bot: hostileId() });
          case 7: return JSON.stringify({ type: 'getLog', table: hostileId() });
          case 8: return JSON.stringify({ type: 'saveTable', table: tid, token: tok(hostileId()), name: hostileId() || 'x' });
          case 9: return JSON.stringify({ type: 'resumeSave', save: hostileId() || 'x' });
          case 10: return JSON.stringify({ type: 'createTable', game: hostileId(), board: { library: hostileId() || 'x' }, seats: [{ kind: 'bot', bot: hostileId() }] });
          case 11: return JSON.stringify({ type: 'createTable', game: t.def.id, board: { library: `bundled:${t.def.id}/${hostileId()}` }, seats: [{ kind: 'bot' }], options: JSON.parse(`{"${hostileId().replace(/[\\"\u0000]/g, '')}": true}`) });
          case 12: return JSON.stringify({ type: 'closeTable', table: hostileId() });
          default: return JSON.stringify({ type: 'resumeTable', table: tid, ownerToken: tok(hostileId()) });
        }
      }
      switch (rng.int(16)) {
        case 0: return Buffer.from(Array.from({ length: 1 + rng.int(300) }, () => rng.int(256)));
        case 1: return garbageText();
        case 2: return JSON.stringify(randomValue());
        case 3: return JSON.stringify({ type: ['move', 'undo', 'joinTable', 'setSeat', 'createTable', 'hello', 'nope'][rng.int(7)], ...(randomValue() as object) });
        case 4: return JSON.stringify({ type: 'move', table: t.id, token: stranger, stateNo: table.stateNo, move: legalNow[0] ?? {} });
        case 5: return JSON.stringify({ type: 'move', table: t.id, token: wrongSeat.token, stateNo: table.stateNo, move: legalNow[0] ?? {} });
        case 6: return JSON.stringify({ type: 'move', table: t.id, token: rightSeat.token, stateNo: table.stateNo + 1 + rng.int(5), move: legalNow[0] ?? {} });
        case 7: return JSON.stringify({ type: 'move', table: t.id, token: rightSeat.token, stateNo: table.stateNo === 0 ? 7 : Math.max(0, table.stateNo - 1 - rng.int(3)), move: legalNow[0] ?? {} });
        case 8: return JSON.stringify({ type: 'move', table: t.id, token: rightSeat.token, stateNo: table.stateNo, move: { type: `zz${rng.int(9)}`, junk: randomValue() } });
        case 9: return JSON.stringify({ type: 'setSeat', table: t.id, ownerToken: rightSeat.token, seat: rng.int(3), kind: ['bot', 'open', 'human'][rng.int(3)] });
        case 10: return JSON.stringify({ type: 'joinTable', table: t.id, seat: rng.int(8), name: 'Mallory' });
        case 11: {
          // Undo by a stranger or by a seat that did not make the last move (the mover itself may undo: that is a rule, not an attack).
          const lastMover = table.moves[table.moves.length - 1]?.player;
          const other = t.seats.find((x) => table.seats[x.seat]!.playerId !== lastMover)!;
          return JSON.stringify({ type: 'undo', table: t.id, token: [stranger, other.token][rng.int(2)], stateNo: table.stateNo });
        }
        case 12: return JSON.stringify({ type: 'createTable', game: ['nope', 'tally'][rng.int(2)], board: { inline: randomValue() }, seats: [{ kind: 'bot' }] });
        case 13: return '{"type":"move","table":"' + t.id + '","token":"' + stranger + '","stateNo":0,"move":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
        case 14: return JSON.stringify({ type: 'joinTable', table: t.id, token: stranger });
        default: return JSON.stringify({ type: 'resumeSave', save: '../../etc/passwd' });
      }
    };

    let attacker = await TestClient.connect(h.url, { keep: 10 });
    clients.push(attacker);
    let sent = 0;
    let oversize = 0;
    const TOTAL = 10_000;
    while (sent < TOTAL) {
      for (let i = 0; i < 100 && sent < TOTAL; i++, sent++) {
        if (rng.int(500) === 0) {
          // An oversize frame: the host closes this connection; the attacker comes back.
          attacker.send('x'.repeat(MAX_FRAME_BYTES + 1 + rng.int(1000)));
          oversize++;
          await expect.poll(() => attacker.closeCode, { timeout: STATE_BUDGET_MS, interval: 5 }).toBe(1009);
          attacker = await TestClient.connect(h.url, { keep: 10 });
          clients.push(attacker);
          continue;
        }
        const msg = hostile();
        attacker.ws.send(msg, { binary: Buffer.isBuffer(msg) });
      }
      // Wait until the host has handled the batch, then let a real player move.
      await attacker.request({ type: 'ping', t: sent }, (m) => m.type === 'pong' && m.t === sent, 20_000);
      for (const t of tables) await legitMove(t);
    }
    expect(oversize).toBeGreaterThan(0);

    // Still serving: HTTP and a fresh WebSocket.
    expect((await fetch(h.url + 'api/games')).status).toBe(200);
    const fresh = await TestClient.connect(h.url);
    clients.push(fresh);
    expect((await fresh.request({ type: 'hello', protocol: PROTOCOL_VERSION }, (m) => m.type === 'welcome')).type).toBe('welcome');

    // Every table is exactly what its legitimate moves made it.
    for (const t of tables) {
      const table = h.hub.tables.get(t.id)!;
      expect(table.moves.map((m) => JSON.stringify({ player: m.player, move: m.move }))).toEqual(legit.get(t.id)!.map((m) => JSON.stringify(m)));
      expect(table.stateNo).toBe(legit.get(t.id)!.length);
      expect(table.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human']);
      const again = replay(t.def, { board: table.board, players: table.seats.map((s) => ({ id: s.playerId, name: nameToken(s.playerId) })), options: table.options, seed: table.seed }, legit.get(t.id)! as never);
      expect(JSON.stringify(again)).toBe(JSON.stringify(table.state));
    }
    // No message reached a code path that failed (every refusal was a planned one).
    expect(logs.filter((l) => /error handling a message|internal error/.test(l))).toEqual([]);
    // Only the two tables made here exist: no hostile createTable got through.
    expect([...h.hub.tables.keys()].sort()).toEqual(tables.map((t) => t.id).sort());
    // No table was paused (a game's code never threw), and Object.prototype is as it was.
    for (const t of tables) expect(h.hub.tables.get(t.id)!.paused).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).map((k) => [k, (Object.prototype as Record<string, unknown>)[k]])).toEqual(protoBefore);
    for (const id of HOSTILE_IDS) expect(Object.hasOwn(Object.prototype, id) && !protoBefore.some(([k]) => k === id)).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
