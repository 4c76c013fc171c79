/**
 * Players over real sockets: seat clients that play random legal moves from the views the host
 * sends them (nothing but the wire), spectators, and a driver loop that plays a table to the end.
 */
import { Rng } from '../../games/core/rng.js';
import type { HostMessage, TableView } from '../../formats/protocol.js';
import { TestClient, type ClientEvent, type ClientOptions, type TableViewEvent } from './client.js';

export interface SeatClient {
  seat: number;
  token: string;
  client: TestClient;
}

type Seated = Extract<HostMessage, { type: 'seated' }>;
type Created = Extract<HostMessage, { type: 'tableCreated' }>;

/** Opens a table of `seats` open seats (owner watches), then one client per seat takes one. */
export async function openTable(
  url: string,
  game: string,
  board: string,
  players: number,
  opts: { seed?: number; clientOptions?: (seat: number | null) => ClientOptions } = {},
): Promise<{ id: string; ownerToken: string; owner: TestClient; seats: SeatClient[] }> {
  const owner = await TestClient.connect(url, { keep: 20, ...opts.clientOptions?.(null) });
  const created = await owner.request<Created>(
    { type: 'createTable', game, board: { library: board }, seats: Array.from({ length: players }, () => ({ kind: 'open' })), seed: opts.seed ?? 1 },
    (m) => m.type === 'tableCreated' || m.type === 'error',
  );
  if (created.type !== 'tableCreated') throw new Error(`createTable failed: ${JSON.stringify(created)}`);
  const id = created.table.id;
  const seats: SeatClient[] = [];
  for (let i = 0; i < players; i++) {
    const client = await TestClient.connect(url, { keep: 20, ...opts.clientOptions?.(i) });
    const s = await client.request<Seated>({ type: 'joinTable', table: id, seat: i, name: `Player ${i + 1}` }, (m) => m.type === 'seated' || m.type === 'error');
    if (s.type !== 'seated') throw new Error(`join failed: ${JSON.stringify(s)}`);
    seats.push({ seat: i, token: s.token, client });
  }
  return { id, ownerToken: created.ownerToken, owner, seats };
}

export async function waitForState(c: TestClient, table: string, seat: number | null, stateNo: number, timeoutMs = 10_000): Promise<TableView> {
  const have = c.latestView(table, seat);
  if (have && have.stateNo >= stateNo) return have;
  const m = await c.next<TableViewEvent>(
    (x) => x.type === 'tableView' && x.data.table.id === table && x.data.seat === seat && x.data.stateNo >= stateNo,
    timeoutMs,
    0,
  );
  return m.data;
}

export interface PlayHooks {
  /** Called before each move; may replace a seat's client (a reconnect), send extra frames or move itself. */
  beforeMove?: (moveNo: number, seat: SeatClient, view: TableView) => Promise<void> | void;
}

/**
 * Plays random legal moves from each seat's own view until the game ends or `maxMoves`.
 * Returns the last view seen and the number of moves sent.
 */
export async function playRandom(table: string, seats: SeatClient[], seed: number, maxMoves: number, hooks: PlayHooks = {}): Promise<{ last: TableView; moves: number }> {
  const rng = Rng.fromSeed(seed);
  let last = await waitForState(seats[0]!.client, table, 0, 0);
  let moves = 0;
  while (last.outcome === null && moves < maxMoves) {
    const activeId = last.activePlayers[0];
    const seat = seats.find((s) => last.table.seats[s.seat]!.playerId === activeId);
    if (!seat) {
      // A bot's turn: the host plays it; wait for the next view.
      if (!last.table.seats.some((x) => x.playerId === activeId && x.kind === 'bot')) throw new Error(`no client holds the active player ${activeId}`);
      last = await waitForState(seats[0]!.client, table, seats[0]!.seat, last.stateNo + 1);
      continue;
    }
    let view = await waitForState(seat.client, table, seat.seat, last.stateNo);
    await hooks.beforeMove?.(moves, seat, view);
    view = await waitForState(seat.client, table, seat.seat, last.stateNo);
    if (view.stateNo > last.stateNo) {
      // The hook made a move itself: go on from there.
      last = view;
      moves++;
      continue;
    }
    if (view.legal.length === 0) throw new Error(`seat ${seat.seat} is active but was sent no legal move`);
    const move = rng.pick(view.legal);
    const from = seat.client.count;
    seat.client.send({ type: 'move', table, token: seat.token, stateNo: view.stateNo, move });
    const reply = await seat.client.next<ClientEvent>(
      (m) => (m.type === 'tableView' && m.data.seat === seat.seat && m.data.stateNo > view.stateNo) || m.type === 'moveRejected',
      10_000,
      from,
    );
    if (reply.type === 'moveRejected') throw new Error(`legal move refused: ${JSON.stringify(reply.error)} ${JSON.stringify(move)}`);
    if (reply.type !== 'tableView') throw new Error('unexpected reply');
    moves++;
    last = reply.data;
  }
  return { last, moves };
}
