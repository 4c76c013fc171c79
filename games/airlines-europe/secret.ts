/**
 * Secret victory points (the table option `secretVictoryPoints`, on by default): until the game
 * is over a seat learns only its own points, in the view and in the log. The shares each player
 * holds and the share-track spaces stay public, as they lie face up on the table; what is
 * hidden is the tally, which at the table sits face down in front of each player.
 */
import type { GameEvent, PlayerId } from '../core/types.js';
import { finalTotalsSaid } from '../core/core-messages.js';
import { list, type Said, type Wording } from '../core/wording.js';
import { said } from './messages.js';
import { airlineName } from './board.js';
import { FICTITIOUS, type AirlineScore, type EuropeState, type ScoringRecord } from './types.js';

/** A player's name for the log (the id when no player has it). */
export function nameOf(s: EuropeState, id: PlayerId): string {
  return s.players.find((p) => p.id === id)?.name ?? id;
}

/** Whether `viewer` may see everyone's points now. */
export function pointsOpen(s: EuropeState): boolean {
  return s.over || !s.options.secretVictoryPoints;
}

/** A scoring record as `viewer` may see it (a spectator, `null`, sees no points at all). */
export function recordFor(s: EuropeState, rec: ScoringRecord, viewer: PlayerId | null): ScoringRecord {
  if (pointsOpen(s)) return structuredClone(rec);
  const mine = (points: Record<string, number>): Record<string, number> =>
    viewer !== null && Object.hasOwn(points, viewer) ? { [viewer]: points[viewer]! } : {};
  return {
    number: rec.number,
    holder: rec.holder,
    points: mine(rec.points),
    airlines: rec.airlines.map((a) => airlineFor(s, a, viewer, mine(a.points))),
    fictitious: rec.fictitious ? { ...rec.fictitious } : null,
  };
}

function airlineFor(s: EuropeState, a: AirlineScore, viewer: PlayerId | null, points: Record<string, number>): AirlineScore {
  const name = airlineName(s.board, a.airline);
  const where = a.track === null ? '' : ` (${a.track})`;
  const yours = viewer !== null && Object.hasOwn(points, viewer) ? `you ${points[viewer]}` : 'nothing for you';
  return { airline: a.airline, track: a.track, table: [...a.table], shares: { ...a.shares }, points, why: `${name}${where}: ${yours}.` };
}

/**
 * A copy of a record `scoreNow` just made (its fields, and nothing else, as it makes them), the
 * same data `structuredClone` gives: that took some 100 µs a game's last scoring, a tenth of a
 * millisecond in every lab game.
 */
function copyOfRecord(rec: ScoringRecord): ScoringRecord {
  return {
    number: rec.number,
    holder: rec.holder,
    points: { ...rec.points },
    airlines: rec.airlines.map((a) => ({ airline: a.airline, track: a.track, table: [...a.table], shares: { ...a.shares }, points: { ...a.points }, why: a.why })),
    fictitious: rec.fictitious ? { ...rec.fictitious } : null,
  };
}

/**
 * The log of one scoring: everything to everyone when points are open; otherwise a public line
 * without points and, for each player, a line only they see with their own.
 */
export function scoringEvents(s: EuropeState, rec: ScoringRecord): GameEvent[] {
  if (pointsOpen(s)) {
    return [{ type: 'scoring', ...said('europe.log.scoring', { number: rec.number, lines: list(rec.airlines.map((a) => scoreLine(s, a)), 'comma') }), data: copyOfRecord(rec) }];
  }
  const order = list(rec.airlines.map((a) => airlineAt(s, a)), 'comma');
  const out: GameEvent[] = [
    {
      type: 'scoring',
      ...said('europe.log.scoringSecret', { number: rec.number, order }),
      data: recordFor(s, rec, null),
    },
  ];
  for (const p of s.players) {
    const own = recordFor(s, rec, p.id);
    const parts = own.airlines.filter((a) => (a.points[p.id] ?? 0) > 0).map((a) => ({ key: 'europe.nameAmount', params: { player: airlineName(s.board, a.airline), amount: a.points[p.id] ?? 0 } }));
    out.push({
      type: 'scoringPoints',
      player: p.id,
      visibleTo: [p.id],
      ...said(parts.length > 0 ? 'europe.log.scoringPointsFrom' : 'europe.log.scoringPoints', { number: rec.number, points: rec.points[p.id] ?? 0, from: list(parts, 'comma'), vp: s.vp[p.id] ?? 0 }),
      data: own,
    });
  }
  return out;
}

/** An airline with its place on the share track: "Channel Air (12)". */
function airlineAt(s: EuropeState, a: AirlineScore): Wording {
  const airline = airlineName(s.board, a.airline);
  return a.track === null ? { key: 'europe.airline', params: { airline } } : { key: 'europe.airlineAt', params: { airline, track: a.track } };
}

/** One airline's line of an open scoring: "Channel Air (12): Ann 12, Bob 6." */
function scoreLine(s: EuropeState, a: AirlineScore): Wording {
  const who = Object.entries(a.points)
    .filter(([, v]) => v > 0)
    .map(([id, v]) => ({ key: 'europe.nameAmount', params: { player: id === FICTITIOUS ? { key: 'europe.thirdPlayer' } : nameOf(s, id), amount: v } }));
  return who.length === 0 ? { key: 'europe.scoreLineNone', params: { airline: airlineAt(s, a) } } : { key: 'europe.scoreLine', params: { airline: airlineAt(s, a), holders: list(who, 'comma') } };
}

/** The closing line: everyone's totals and where they came from, now that they are open. */
export function finalTotalsText(s: EuropeState): Said {
  return finalTotalsSaid(
    said,
    s.players.map((p, seat) => ({
      name: nameOf(s, p.id),
      total: s.vp[p.id]!,
      // The starting points are the seat's place at the table (setup.ts).
      parts: [{ label: { key: 'europe.part.start' }, points: seat + 1 }, ...s.scorings.map((r) => ({ label: { key: 'europe.part.scoring', params: { number: r.number } }, points: r.points[p.id] ?? 0 }))],
    })),
  );
}
