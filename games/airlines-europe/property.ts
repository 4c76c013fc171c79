/**
 * The property check shared by property-*.test.ts: seeded all-bot games at 2 to 6 players, with
 * after every move the conservation of cards, planes, money and scoring cards; now and then
 * every legal move applied, a forbidden move refused with a message, and the game replayed.
 */
import { Rng } from '../core/rng.js';
import { replay, simulate, seatPlayers, type LoggedMove } from '../core/simulate.js';
import type { PlayerId } from '../core/types.js';
import { airlinesEurope as def } from './index.js';
import { conserved, europeBoard, expectedTotals } from './testing.js';
import { ABACUS, type EuropeMove, type EuropeState } from './types.js';

export interface PropertyReport {
  games: number;
  finished: number;
  moves: number;
  legalChecked: number;
  forbiddenChecked: number;
  replayed: number;
  failures: string[];
}

/** A move that may or may not be legal now, drawn from everything a client could send. */
function candidateMove(s: EuropeState, rng: Rng): EuropeMove {
  const a = rng.pick([...s.airlines, ABACUS, 'nowhere']);
  switch (rng.int(9)) {
    case 0:
      return { type: 'buyLicence', airline: a, route: rng.pick(europeBoard.routes).id };
    case 1:
      return { type: 'takeShare', from: rng.pick(['market', 'deck'] as const), airline: a };
    case 2:
      return { type: 'playShares', airlines: Array<string>(1 + rng.int(4)).fill(a) };
    case 3:
      return { type: 'playShares', airlines: [a, rng.pick(s.airlines)] };
    case 4:
      return { type: 'startTrade', give: rng.pick([1, 3]) };
    case 5:
      return { type: 'discard', from: rng.pick(['hand', 'holdings'] as const), airline: a };
    case 6:
      return { type: 'chooseOpening', airlines: [a, rng.pick(s.airlines)] };
    case 7:
      return { type: 'endTurn' };
    default:
      return { type: 'takeMoney' };
  }
}

/** One spelling per move: card lists in any order, and a draw-pile take naming no airline. */
function canonical(m: EuropeMove): string {
  if (m.type === 'playShares' || m.type === 'chooseOpening') return JSON.stringify({ ...m, airlines: [...m.airlines].sort() });
  if (m.type === 'takeShare' && m.from === 'deck') return JSON.stringify({ type: m.type, from: m.from });
  return JSON.stringify(m);
}
const same = (x: EuropeMove, y: EuropeMove): boolean => canonical(x) === canonical(y);

export function runProperty(seeds: number[]): PropertyReport {
  const report: PropertyReport = { games: 0, finished: 0, moves: 0, legalChecked: 0, forbiddenChecked: 0, replayed: 0, failures: [] };
  const fail = (seed: number, msg: string): void => {
    if (report.failures.length < 20) report.failures.push(`seed ${seed}: ${msg}`);
  };
  for (const seed of seeds) {
    const n = 2 + (seed % 5);
    const expected = expectedTotals(europeBoard, n);
    const checkAll = seed % 10 === 0;
    const probe = new Rng(Rng.fromSeed(seed * 7919).state);
    // Mostly the fast random bot; every tenth game has Tycoons at every other seat.
    const bots = seed % 10 === 5 ? [def.bots[0]!, def.bots[1]!] : [def.bots[1]!];
    // Both readings of each table option are played.
    const options = { secretVictoryPoints: seed % 3 !== 0, oneScoringPickEach: seed % 4 === 1 };
    let prev: EuropeState | null = null;
    const result = simulate(def, {
      board: europeBoard,
      players: n,
      seed,
      bots,
      options,
      maxMoves: 5000,
      afterMove: (s, player, move, i) => {
        // The host checks every move against the schema first: each one a bot plays must pass it.
        if (!def.moveSchema.safeParse(move).success) fail(seed, `move ${i} fails the move schema: ${JSON.stringify(move)}`);
        const c = conserved(s);
        if (JSON.stringify(c) !== JSON.stringify(expected)) fail(seed, `move ${i} (${player} ${JSON.stringify(move)}): totals ${JSON.stringify(c)}`);
        for (const p of s.players) if (s.money[p.id]! < 0) fail(seed, `move ${i}: negative money`);
        if (s.bank < 0) fail(seed, `move ${i}: negative bank`);
        if (prev && i % 5 === 0) checkForbidden(prev, probe, seed);
        if (checkAll && i % 7 === 0) {
          checkLegal(s, seed);
          checkSecret(s, seed);
        }
        prev = s;
      },
    });
    report.games++;
    report.moves += result.moves.length;
    if (result.finished) report.finished++;
    else fail(seed, `unfinished after ${result.moves.length} moves`);
    if (seed % 20 === 0) {
      const again = replay(def, { board: europeBoard, players: seatPlayers(n), options, seed }, result.moves as LoggedMove<EuropeMove>[]);
      if (JSON.stringify({ ...again, board: null }) !== JSON.stringify({ ...result.state, board: null })) fail(seed, 'replay differs');
      report.replayed++;
    }
  }
  return report;

  function checkLegal(s: EuropeState, seed: number): void {
    for (const p of def.activePlayers(s)) {
      for (const m of def.legalMoves(s, p)) {
        const res = def.apply(s, p, m);
        report.legalChecked++;
        if (!res.ok) fail(seed, `legal move refused: ${JSON.stringify(m)}: ${res.error.message}`);
      }
    }
  }

  /** With secret points, no seat's view holds another player's points before the end. */
  function checkSecret(s: EuropeState, seed: number): void {
    if (s.over || !s.options.secretVictoryPoints) return;
    for (const me of [...s.players.map((p) => p.id), null]) {
      const v = def.view(s, me);
      if (v.players.some((p) => p.vp !== null && p.id !== me)) fail(seed, `${me} sees another player's points`);
      for (const r of v.scorings) {
        const ids = [...Object.keys(r.points), ...r.airlines.flatMap((a) => Object.keys(a.points))];
        if (ids.some((id) => id !== me)) fail(seed, `${me} sees another player's points of scoring ${r.number}`);
      }
    }
  }

  /** A random move: applies if and only if it is among the legal ones; a refusal has a message. */
  function checkForbidden(s: EuropeState, rng: Rng, seed: number): void {
    const active = def.activePlayers(s);
    if (active.length === 0) return;
    const who: PlayerId = rng.int(4) === 0 ? rng.pick(s.players).id : rng.pick(active);
    const move = candidateMove(s, rng);
    const legal = def.legalMoves(s, who).some((m) => same(m, move));
    const res = def.apply(s, who, move);
    report.forbiddenChecked++;
    if (legal && !res.ok) fail(seed, `legal ${JSON.stringify(move)} refused: ${res.error.message}`);
    if (!legal && res.ok) fail(seed, `move not listed as legal was applied: ${who} ${JSON.stringify(move)} in ${s.phase}`);
    if (!res.ok && res.error.message.length < 10) fail(seed, `refusal without a message: ${res.error.code}`);
    if (!res.ok && res.error.code === 'internal') fail(seed, `internal error: ${res.error.message}`);
  }
}
