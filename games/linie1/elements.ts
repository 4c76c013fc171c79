/**
 * The playtest lab's probe for Linie 1 (games/core/lab-probe.ts): the squares tiles were laid on,
 * the tile types laid, the terminals trams started from and the buildings declared as stops; who
 * leads mid-game (a tram's progress on its trip, else how little track its route still needs);
 * the tile pile running out.
 */
import type { ElementRef, GameProbe } from '../core/lab-probe.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import type { Linie1Board } from './board.js';
import { planRoute } from './bots.js';
import { EXITS, geometry } from './geometry.js';
import type { Linie1Move, Linie1State } from './state.js';

const cell = (row: number, col: number): ElementRef => ({ kind: 'cell', id: `${row},${col}` });

export const linie1Probe: GameProbe<Linie1Board, Linie1State, Linie1Move> = {
  elements(board) {
    const taken = new Set(board.buildings.map((b) => `${b.row},${b.col}`));
    const cells: { id: string; name: string }[] = [];
    for (let r = 1; r <= board.rows; r++) {
      for (let c = 1; c <= board.cols; c++) if (!taken.has(`${r},${c}`)) cells.push({ id: `${r},${c}`, name: `Row ${r}, column ${c}` });
    }
    return [
      { kind: 'cell', label: 'Squares', items: cells },
      { kind: 'tile', label: 'Tiles', items: board.tileTypes.map((t) => ({ id: t.id, name: t.name })) },
      { kind: 'terminal', label: 'Terminals', items: board.terminals.map((t) => ({ id: t.id, name: `${t.street} (line ${t.line})` })) },
      { kind: 'building', label: 'Stops', items: board.buildings.map((b) => ({ id: b.id, name: `${b.name} (${b.id})` })) },
    ];
  },

  elementsOf(_before, move, events: readonly GameEvent[]) {
    const out: ElementRef[] = [];
    switch (move.type) {
      case 'place':
        out.push(cell(move.row, move.col), { kind: 'tile', id: move.tile });
        break;
      case 'exchangePair':
        out.push(cell(move.a.row, move.a.col), { kind: 'tile', id: move.a.tile }, cell(move.b.row, move.b.col), { kind: 'tile', id: move.b.tile });
        break;
      case 'declare': {
        out.push({ kind: 'terminal', id: move.path[0]! }, { kind: 'terminal', id: move.path[move.path.length - 1]! });
        const stops = (events.find((e) => e.type === 'declare')?.data as { stops?: unknown } | undefined)?.stops;
        if (Array.isArray(stops)) for (const b of stops) if (typeof b === 'string') out.push({ kind: 'building', id: b });
        break;
      }
      default:
        break;
    }
    return out;
  },

  moveKind(before, move, events, player) {
    if (move.type !== 'place') return events.find((e) => e.player === player)?.type ?? move.type;
    // A new tile apart from all track, one that extends track, or one that closes it off (no
    // way on into an empty square): a blocker's habit shows in the last.
    const g = geometry(before.board);
    const sq = (move.row - 1) * g.cols + (move.col - 1);
    if (before.grid[sq]) return 'exchange';
    if (events.some((e) => e.type === 'stopSign')) return 'lay the stop sign';
    const seg = g.types[g.typeIndex.get(move.tile) ?? -1]?.segByRot[move.rotation & 3] ?? 0;
    let joins = false;
    let open = 0;
    for (let d = 0; d < 4; d++) {
      const nb = g.neighbour[sq * 4 + d]!;
      if (nb >= 0 && before.grid[nb]) joins = true;
      if (EXITS[seg]! & (1 << d) && nb >= 0 && g.building[nb]! < 0 && !before.grid[nb]) open++;
    }
    return !joins ? 'lay apart' : open === 0 ? 'close off track' : 'extend track';
  },

  standing(state) {
    const out: Record<PlayerId, number> = {};
    for (const p of state.players) {
      if (p.trip) {
        // Driving beats building; further along the trip beats less far.
        out[p.id] = 100 + (100 * p.trip.at) / Math.max(1, p.trip.path.length - 1);
      } else {
        const plan = planRoute(state, p.id);
        out[p.id] = plan ? -plan.length : -99;
      }
    }
    return out;
  },

  exhausted: (state) => (state.pile.length === 0 ? ['the tile pile'] : []),

  turns: (state) => state.turn,
  turnUnit: 'turns',
  hasPoints: false,
  watched: [
    { event: 'place', words: 'Lay a tile' },
    { event: 'exchange', words: 'Exchange a tile on the board' },
    { event: 'exchangePair', words: 'Exchange two tiles together' },
    { event: 'stopSign', words: 'A stop sign goes on a tile' },
    { event: 'pass', words: 'End a building turn because no tile fits' },
    { event: 'declare', words: 'Declare a finished route' },
    { event: 'take', words: 'Take a tile from a driving player', applies: (o) => o['driversTilesWhenPileEmpty'] !== true },
    { event: 'win', words: 'A tram reaches its end terminal' },
  ],
};
