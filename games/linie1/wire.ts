/**
 * What the host's wire needs from Linie 1 beyond the rules: a seat's own part of its view (its
 * own line and route card, the path it could drive) and which moves may be taken back.
 */
import { undoableWhenEventsAre } from '../core/undo.js';
import type { PlayerId } from '../core/types.js';
import { readyPath, stopsOf } from './rules.js';
import type { Linie1State, Linie1View } from './types.js';
import { placementNotes, type Linie1SeatView } from './view.js';

export function privateView(state: Linie1State, player: PlayerId, pub: Linie1View): Partial<Linie1SeatView> {
  const me = state.players.find((p) => p.id === player);
  if (!me) return {};
  return {
    you: me.id,
    players: pub.players.map((p) => (p.id === me.id ? { ...p, line: me.line, route: me.route, stops: stopsOf(state, me) } : p)),
    readyPath: !me.trip && !state.ended ? readyPath(state, me) : null,
    placement: placementNotes(state, me),
  };
}

/** Laying and exchanging tiles (a stop sign with them) and passing show nothing new; drawing tiles and rolling the die do. */
export const undoable = undoableWhenEventsAre(['place', 'exchange', 'exchangePair', 'stopSign', 'pass']);
