/**
 * Secret victory points (the table option `secretVictoryPoints`, on by default): until the game
 * is over a seat learns only its own points, in the view and in the log. The shares each player
 * holds and the share-track spaces stay public, as they lie face up on the table; what is
 * hidden is the tally, which at the table sits face down in front of each player.
 */
import type { GameEvent, PlayerId } from '../core/types.js';
import { finalTotalsLine } from '../core/words.js';
import { airlineName } from './board.js';
import type { AirlineScore, EuropeState, ScoringRecord } from './types.js';

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
 * The log of one scoring: everything to everyone when points are open; otherwise a public line
 * without points and, for each player, a line only they see with their own.
 */
export function scoringEvents(s: EuropeState, rec: ScoringRecord): GameEvent[] {
  if (pointsOpen(s)) {
    return [{ type: 'scoring', text: `Scoring ${rec.number}: ${rec.airlines.map((a) => a.why).join(' ')}`, data: structuredClone(rec) }];
  }
  const order = rec.airlines.map((a) => `${airlineName(s.board, a.airline)}${a.track === null ? '' : ` (${a.track})`}`).join(', ');
  const out: GameEvent[] = [
    {
      type: 'scoring',
      text: `Scoring ${rec.number}: ${order} are scored. Victory points stay secret until the end of the game.`,
      data: recordFor(s, rec, null),
    },
  ];
  for (const p of s.players) {
    const own = recordFor(s, rec, p.id);
    const parts = own.airlines.filter((a) => (a.points[p.id] ?? 0) > 0).map((a) => `${airlineName(s.board, a.airline)} ${a.points[p.id]}`);
    out.push({
      type: 'scoringPoints',
      player: p.id,
      visibleTo: [p.id],
      text: `Scoring ${rec.number}: you score ${rec.points[p.id] ?? 0} victory points${parts.length > 0 ? ` (${parts.join(', ')})` : ''}; your total is now ${s.vp[p.id]}.`,
      data: own,
    });
  }
  return out;
}

/** The closing line: everyone's totals and where they came from, now that they are open. */
export function finalTotalsText(s: EuropeState): string {
  return finalTotalsLine(
    s.players.map((p, seat) => ({
      name: nameOf(s, p.id),
      total: s.vp[p.id]!,
      // The starting points are the seat's place at the table (setup.ts).
      parts: [{ label: 'start', points: seat + 1 }, ...s.scorings.map((r) => ({ label: `scoring ${r.number}`, points: r.points[p.id] ?? 0 }))],
    })),
  );
}
