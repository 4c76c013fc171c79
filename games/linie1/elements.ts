/**
 * The playtest lab's probe for Linie 1 (games/core/lab-probe.ts): the squares tiles were laid on
 * and the tile types laid, by whom; the line, route card, terminals and stops each seat was dealt; who
 * leads mid-game (a tram's progress on its trip, else how little track its route still needs);
 * the tile pile running out.
 */
import { moveKindWords, named, watchedRule, type ElementKind, type GameProbe, type Hold } from '../core/lab-probe.js';
import { heatMap } from './heat-map.js';
import type { PlayerId } from '../core/types.js';
import { suggestEdit } from './ledger.js';
import { said } from './messages.js';
import { stopsOf } from './rules.js';
import type { Linie1Board } from './board.js';
import { planRoute } from './bots.js';
import { EXITS, geometry, opposite } from './geometry.js';
import type { Linie1Move, Linie1State } from './types.js';

// The resource that runs out, as the report keys it (its words: resourceWords).
const PILE = 'pile';

export const linie1Probe: GameProbe<Linie1Board, Linie1State, Linie1Move> = {
  elements(board, players) {
    const taken = new Set(board.buildings.map((b) => `${b.row},${b.col}`));
    const cells: ElementKind['items'] = [];
    for (let r = 1; r <= board.rows; r++) {
      for (let c = 1; c <= board.cols; c++) if (!taken.has(`${r},${c}`)) cells.push({ id: `${r},${c}`, ...named(said('linie1.lab.name.cell', { row: r, col: c })) });
    }
    return [
      { kind: 'cell', label: 'Squares', labelWords: { key: 'linie1.lab.kind.cell' }, items: cells },
      { kind: 'tile', label: 'Tiles', labelWords: { key: 'linie1.lab.kind.tile' }, items: board.tileTypes.map((t) => ({ id: t.id, name: t.name })) },
      { kind: 'terminal', label: 'Terminals', labelWords: { key: 'linie1.lab.kind.terminal' }, items: board.terminals.map((t) => ({ id: t.id, ...named(said('linie1.lab.name.terminal', { street: t.street, line: t.line })) })) },
      { kind: 'building', label: 'Stops', labelWords: { key: 'linie1.lab.kind.building' }, items: board.buildings.map((b) => ({ id: b.id, name: `${b.name} (${b.id})` })) },
      { kind: 'line', label: 'Lines', labelWords: { key: 'linie1.lab.kind.line' }, items: board.lines.map((l) => ({ id: l.id, ...named(said('linie1.lab.name.line', { id: l.id, name: l.name })) })) },
      { kind: 'card', label: 'Route cards', labelWords: { key: 'linie1.lab.kind.card' }, items: board.routeCards.filter((c) => c.players.includes(players)).map((c) => ({ id: c.id, ...named(said('linie1.lab.name.card', { id: c.id })) })) },
    ];
  },

  ledger: {
    reads: ['place', 'exchange', 'exchangePair'],
    // Each seat's line, route card, its line's two terminals and the stops its card names for
    // that line are dealt at the start: the holder's win rate is theirs from the first turn, not
    // only once a route is finished (which would count only the games going well).
    dealt(state) {
      const out: Hold[] = [];
      for (const p of state.players) {
        out.push({ kind: 'line', id: p.line, player: p.id }, { kind: 'card', id: p.route, player: p.id });
        for (const t of state.board.terminals) if (t.line === p.line) out.push({ kind: 'terminal', id: t.id, player: p.id });
        for (const b of stopsOf(state, p)) out.push({ kind: 'building', id: b, player: p.id });
      }
      return out;
    },
    taken(events) {
      const out: Hold[] = [];
      const lay = (player: string, ref: unknown): void => {
        const r = ref as { row?: unknown; col?: unknown; tile?: unknown } | undefined;
        if (typeof r?.row === 'number' && typeof r.col === 'number') out.push({ kind: 'cell', id: `${r.row},${r.col}`, player });
        if (typeof r?.tile === 'string') out.push({ kind: 'tile', id: r.tile, player });
      };
      for (const e of events) {
        if (e.player === undefined) continue;
        if (e.type === 'place' || e.type === 'exchange') lay(e.player, e.data);
        else if (e.type === 'exchangePair') {
          const d = e.data as { a?: unknown; b?: unknown } | undefined;
          lay(e.player, d?.a);
          lay(e.player, d?.b);
        }
      }
      return out;
    },
    suggest: suggestEdit,
  },

  moveKind(before, move) {
    if (move.type !== 'place') return null;
    // A new tile apart from all track, one that extends track, or one that closes it off (no
    // way on into an empty square): a blocker's habit shows in the last.
    const g = geometry(before.board);
    const sq = (move.row - 1) * g.cols + (move.col - 1);
    if (before.grid[sq]) return 'exchange';
    const seg = g.types[g.typeIndex.get(move.tile) ?? -1]?.segByRot[move.rotation & 3] ?? 0;
    let joins = false;
    let open = 0;
    // The first tile against a building's stop side carries its stop sign (rules.ts).
    for (let d = 0; d < 4; d++) {
      const nb = g.neighbour[sq * 4 + d]!;
      if (nb >= 0 && g.building[nb]! >= 0 && g.buildingSides[g.building[nb]!]! & (1 << opposite(d)) && !Object.hasOwn(before.stopSigns, g.buildingIds[g.building[nb]!]!)) return 'lay the stop sign';
    }
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

  exhausted: (state) => (state.pile.length === 0 ? [PILE] : []),
  resourceWords: (_board, resource) => (resource === PILE ? { key: 'linie1.lab.res.pile' } : null),

  turns: (state) => state.turn,
  turnUnit: 'turns',
  hasPoints: false,
  heatMap,
  moveKindWords: moveKindWords({
    'lay apart': 'linie1.lab.move.layApart',
    'extend track': 'linie1.lab.move.extend',
    'lay the stop sign': 'linie1.lab.move.stopSign',
    'close off track': 'linie1.lab.move.closeOff',
    exchange: 'linie1.lab.move.exchange',
    exchangePair: 'linie1.lab.move.exchangePair',
    pass: 'linie1.lab.move.pass',
    declare: 'linie1.lab.move.declare',
    roll: 'linie1.lab.move.roll',
    draw: 'linie1.lab.move.draw',
    take: 'linie1.lab.move.take',
  }),
  watched: [
    watchedRule('place', said('linie1.lab.rule.place')),
    watchedRule('exchange', said('linie1.lab.rule.exchange')),
    watchedRule('exchangePair', said('linie1.lab.rule.exchangePair')),
    watchedRule('stopSign', said('linie1.lab.rule.stopSign')),
    watchedRule('pass', said('linie1.lab.rule.pass')),
    watchedRule('declare', said('linie1.lab.rule.declare')),
    watchedRule('take', said('linie1.lab.rule.take'), (o) => o['driversTilesWhenPileEmpty'] !== true),
    watchedRule('win', said('linie1.lab.rule.win')),
  ],
};
