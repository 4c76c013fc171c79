/**
 * How likely each seat is to win an unfinished Linie 1 game, for the search (core/ismcts.ts's
 * `evaluate`): a race. Each seat's turns still to go are estimated, and the fewer a seat needs
 * against the others, the likelier its win.
 * - A driving tram: the expected rolls to the end of its trip, worked out exactly over its path
 *   and the die (a number moves that many spaces, H to the next stop or terminal).
 * - A building player: its cheapest plan (bots.ts's `planRoute`): half a turn per tile unit (a
 *   tile in hand is one unit, one still to come two, an upgrade one more), then the declaring
 *   turn's roll and the expected rolls over a trip as long as the plan, its stops evenly spread:
 *   its own, and the other buildings' stop signs its planned path passes (its tram will halt
 *   there on an H too). Counting only its own, a finished route was judged 7.5 turns from the
 *   end just before its declare and 12.2 just after (the tram's exact figure), in the winners'
 *   declares of 8 route-builder games at 5 seats (8.2 against 9.9 at 2 seats), so declaring, or
 *   building towards a trip past others' signs, looked worse than it is; with them 11.6 (10.0).
 *   Without a plan: far behind.
 * Seats after the current one in turn order are that much of a round later. The chances are a
 * softmax of minus the turns over `SPREAD`: at 2 seats 1 / (1 + e^(-(t_other - t_mine) / SPREAD)).
 * It reads the state it is given: in a search that is a determinization (the others' lines and
 * cards sampled from those the seat has not seen).
 *
 * Expert vs the route builder on fresh deals, each from every seat (npm run bench -- bots,
 * BOTS_GAME=linie1 BOTS_VS=default, 28 Nov, load 35–60), with the others' signs counted and
 * without: at 5 seats, deals 500–509, 20 of 50 (40 %, Wilson 95 % 28–54 %) against 15 of 50 (30 %,
 * 19–44 %), per deal +0.5 ± 0.5 games, so better but not beyond chance; at 2 seats, deals
 * 520–527, 14 of 16 against 13 of 16. CPU per decision about the same (median 224–253 ms at 5
 * seats against 184–252; 399–486 at 2 against 415–475).
 */
import type { PlayerId } from '../core/types.js';
import { planRoute, type PlanCost } from './bots.js';
import { geometry } from './geometry.js';
import { advance } from './route.js';
import { stopsOf } from './rules.js';
import type { Linie1State } from './types.js';

/** Turns by which a lead makes a win e (2.7) times likelier. */
export const SPREAD = 1.5;
/** Turns still to go of a seat with no plan at all. */
const NO_PLAN = 40;

/** Expected rolls to drive from index `at` to the end of `path` (route.ts's `advance`: H stops at a stop sign or a terminal passed through). */
export function expectedRolls(path: readonly string[], at: number, die: readonly (number | 'H')[], isStop: (id: string) => boolean, isTerminal: (id: string) => boolean = () => false): number {
  const last = path.length - 1;
  const e = new Float64Array(path.length);
  // From the end backwards: every face moves forwards, so each index needs only later ones.
  for (let i = last - 1; i >= at; i--) {
    let sum = 0;
    for (const face of die) sum += e[advance(path, i, face, isStop, isTerminal)]!;
    e[i] = 1 + sum / die.length;
  }
  return at >= last ? 0 : e[at]!;
}

/** Expected rolls over a trip of `squares` squares between the terminals, `stops` stops evenly spread (cached). */
const tripRolls = new Map<string, number>();

export function rollsForTrip(squares: number, stops: number, die: readonly (number | 'H')[]): number {
  const n = Math.max(1, Math.round(squares));
  const key = `${n}/${stops}/${die.join(',')}`;
  let r = tripRolls.get(key);
  if (r !== undefined) return r;
  const path = ['start', ...Array.from({ length: n }, (_, i) => `s${i}`), 'end'];
  const stopAt = new Set<string>();
  for (let j = 1; j <= stops; j++) stopAt.add(`s${Math.min(n - 1, Math.round((j * n) / (stops + 1)))}`);
  r = expectedRolls(path, 0, die, (id) => stopAt.has(id));
  tripRolls.set(key, r);
  return r;
}

/** Each seat's estimated turns still to go (its own turns, not counting its place in the round). */
export function turnsToGo(state: Linie1State): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  const signs = new Set(Object.values(state.stopSigns));
  const terminals = new Set(state.board.terminals.map((t) => t.id));
  // Each stop sign's square (as the planner numbers squares) and its building.
  const cols = geometry(state.board).cols;
  const signAt = new Map<number, string>();
  for (const [building, key] of Object.entries(state.stopSigns)) {
    const [row, col] = key.split(',').map(Number);
    signAt.set((row! - 1) * cols + (col! - 1), building);
  }
  for (const p of state.players) {
    if (p.trip) {
      out[p.id] = expectedRolls(p.trip.path, p.trip.at, state.board.die, (id) => signs.has(id), (id) => terminals.has(id));
      continue;
    }
    const cost: PlanCost = { tiles: 0, squares: 0 };
    const path: number[] = [];
    const plan = planRoute(state, p.id, undefined, cost, path);
    if (!plan) {
      out[p.id] = NO_PLAN;
      continue;
    }
    // The tram will halt on an H at every stop sign it passes, the other buildings' too.
    const own = stopsOf(state, p);
    let passed = 0;
    for (const sq of path) if (signAt.has(sq) && !own.includes(signAt.get(sq)!)) passed++;
    out[p.id] = cost.tiles / state.board.tilesPerTurn + rollsForTrip(cost.squares, own.length + passed, state.board.die);
  }
  return out;
}

/** Each seat's chance to win (they sum to 1), from the turns each still needs and its place in the round. */
export function winChances(state: Linie1State): Record<PlayerId, number> {
  const turns = turnsToGo(state);
  const n = state.players.length;
  const t = state.players.map((p, i) => turns[p.id]! + ((i - state.current + n) % n) / n);
  const best = Math.min(...t);
  const w = t.map((x) => Math.exp(-(x - best) / SPREAD));
  const sum = w.reduce((a, b) => a + b, 0);
  const out: Record<PlayerId, number> = {};
  state.players.forEach((p, i) => (out[p.id] = w[i]! / sum));
  return out;
}
