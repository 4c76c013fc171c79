/**
 * Every legal move of one player, each in one canonical form (identical cards are one move).
 * Kept small by the phases: a trade is chosen card by card, licences one at a time.
 */
import type { PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { total } from './cards.js';
import { VisitMarks } from '../core/visit-marks.js';
import { isActive } from './rules.js';
import type { EuropeBoard, EuropeMove, EuropeState } from './types.js';

export function legalMoves(s: EuropeState, player: PlayerId): EuropeMove[] {
  if (s.over || !isActive(s, player)) return [];
  const out: EuropeMove[] = [];
  const hand = s.hands[player]!;
  switch (s.phase) {
    case 'opening': {
      const kinds = Object.keys(hand).sort();
      for (let i = 0; i < kinds.length; i++) {
        for (let j = i + 1; j < kinds.length; j++) out.push({ type: 'chooseOpening', airlines: [kinds[i]!, kinds[j]!] });
      }
      return out;
    }
    case 'action': {
      licenceMoves(s, player, out);
      const kinds = Object.keys(hand).sort();
      for (let i = 0; i < kinds.length; i++) {
        const k = kinds[i]!;
        for (let c = 1; c <= hand[k]!; c++) out.push({ type: 'playShares', airlines: Array<string>(c).fill(k) });
        for (let j = i + 1; j < kinds.length; j++) out.push({ type: 'playShares', airlines: [k, kinds[j]!] });
      }
      const cards = total(hand) + total(s.holdings[player]!);
      if (cards >= 1 && s.abacusSupply >= 1) out.push({ type: 'startTrade', give: 1 });
      if (cards >= 3 && s.abacusSupply >= 2) out.push({ type: 'startTrade', give: 3 });
      out.push({ type: 'takeMoney' });
      return out;
    }
    case 'licence': {
      if (s.licencesThisTurn < 2) licenceMoves(s, player, out);
      shareMoves(s, out, true);
      if (s.market.length === 0 && s.deck.length === 0) out.push({ type: 'endTurn' });
      return out;
    }
    case 'trade': {
      for (const k of Object.keys(hand).sort()) out.push({ type: 'discard', from: 'hand', airline: k });
      for (const k of Object.keys(s.holdings[player]!).sort()) out.push({ type: 'discard', from: 'holdings', airline: k });
      return out;
    }
    case 'scoringPick':
      shareMoves(s, out, false);
      return out;
    default:
      return out;
  }
}

function shareMoves(s: EuropeState, out: EuropeMove[], deckToo: boolean): void {
  for (const k of [...new Set(s.market)].sort()) out.push({ type: 'takeShare', from: 'market', airline: k });
  if (deckToo && s.deck.length > 0) out.push({ type: 'takeShare', from: 'deck' });
}

/**
 * Per board, by number: each route, its space indices cheapest first, the routes at each city (in
 * the board index's order), marks for walking a network's routes once each, and room for what one
 * list found out about each route. A legal-move list is asked for on every move of a simulation:
 * each route's licences are read once per list (not once per airline that reaches it), and the
 * walks read numbers, not strings.
 */
interface Walk {
  routes: EuropeBoard['routes'];
  spaceOrder: number[][];
  routesAt: Map<string, number[]>;
  seen: VisitMarks;
  /** This list's licences per route, and whether the player can buy a licence there (1) or not (0). */
  taken: (string | null)[][];
  open: Uint8Array;
}

const walks = new WeakMap<EuropeBoard, Walk>();

function walkOf(board: EuropeBoard): Walk {
  let walk = walks.get(board);
  if (walk) return walk;
  const idx = indexBoard(board);
  const no = new Map(board.routes.map((r, i) => [r, i]));
  const routesAt = new Map<string, number[]>();
  for (const [city, list] of idx.routesAt) routesAt.set(city, list.map((r) => no.get(r)!));
  const n = board.routes.length;
  walk = { routes: board.routes, spaceOrder: board.routes.map((r) => idx.spaceOrder.get(r.id)!), routesAt, seen: new VisitMarks(n), taken: new Array(n), open: new Uint8Array(n) };
  walks.set(board, walk);
  return walk;
}

/** Every (airline, route) licence the player can afford now. */
export function licenceMoves(s: EuropeState, player: PlayerId, out: EuropeMove[]): void {
  const walk = walkOf(s.board);
  const money = s.money[player]!;
  // Each route once: its licences, and whether its cheapest free space is free and affordable
  // (rules.ts `cheapestFreeSpace`, for a route id that comes from the board).
  for (let n = 0; n < walk.routes.length; n++) {
    const r = walk.routes[n]!;
    const taken = s.licences[r.id]!;
    walk.taken[n] = taken;
    let space = -1;
    for (const i of walk.spaceOrder[n]!) {
      if (taken[i] === null) {
        space = i;
        break;
      }
    }
    walk.open[n] = space >= 0 && r.licences[space]! <= money ? 1 : 0;
  }
  for (const airline of s.airlines) {
    if (s.planes[airline]! <= 0) continue;
    walk.seen.begin();
    for (const city of s.network[airline]!) {
      const at = walk.routesAt.get(city);
      if (!at) continue;
      for (const n of at) {
        if (!walk.seen.first(n) || walk.open[n] === 0 || walk.taken[n]!.includes(airline)) continue;
        out.push({ type: 'buyLicence', airline, route: walk.routes[n]!.id });
      }
    }
  }
}
