/**
 * Three Blue Skies playstyles for the playtest lab:
 * - `hub` (hub buyer) piles its gates into the few busiest airports, buying out local airlines
 *   there, and feeds them with its cards and its special action;
 * - `spreader` opens one gate at as many airports as it can, cheapest first, for the region
 *   majorities, and plays its cards where it shares the passengers with the fewest rivals;
 * - `saver` (points hoarder) opens at most one cheap gate a round and banks the unspent points,
 *   and keeps its special action for the end-of-game bonus.
 * Each answers with one of its legal moves. Unspent points score in every round, so a table of
 * any of them reaches the end score.
 */
import { bestBy, movesOf } from '../core/choose.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { airportById } from './board.js';
import { LOCAL, type BlueSkiesMove, type BlueSkiesState } from './types.js';

type Ctx = BotContext<BlueSkiesState, BlueSkiesMove>;
type Buy = Extract<BlueSkiesMove, { type: 'buyGate' | 'buyOut' }>;

function gatesAt(s: BlueSkiesState, airport: string, who: PlayerId): { mine: number; rivals: number; open: number } {
  let mine = 0;
  let rivals = 0;
  let open = 0;
  for (const g of s.airports[airport]?.gates ?? []) {
    if (g === null) continue;
    open++;
    if (g === who) mine++;
    else if (g !== LOCAL) rivals++;
  }
  return { mine, rivals, open };
}

function cost(s: BlueSkiesState, m: Buy): number {
  const a = airportById(s.board, m.airport)!;
  if (m.type === 'buyOut') return a.buyout ?? 99;
  const free = s.airports[m.airport]!.gates.indexOf(null);
  return free < 0 ? 99 : a.gates[free]!.cost;
}

function buys(legal: BlueSkiesMove[]): Buy[] {
  return legal.filter((m): m is Buy => m.type === 'buyGate' || m.type === 'buyOut');
}

function end(legal: BlueSkiesMove[]): BlueSkiesMove {
  return legal.find((m) => m.type === 'endPurchases') ?? legal[0]!;
}

/** My share of an airport's passengers if one more arrives there (0 when I have no gate). */
function myShare(s: BlueSkiesState, me: PlayerId, airport: string): number {
  const g = gatesAt(s, airport, me);
  return g.open === 0 ? 0 : g.mine / g.open;
}

function playBest(s: BlueSkiesState, me: PlayerId, legal: BlueSkiesMove[], special: boolean): BlueSkiesMove {
  const card = bestBy(movesOf(legal, 'playCard'), (m) => myShare(s, me, m.airport) + (s.airports[m.airport]?.pax ?? 0) * 0.01);
  if (special) {
    const sp = bestBy(movesOf(legal, 'special'), (m) => myShare(s, me, m.airport) * (1 + gatesAt(s, m.airport, me).mine));
    if (sp && (!card || myShare(s, me, sp.airport) > myShare(s, me, card.airport) + 0.3)) return sp;
  }
  return card ?? legal[0]!;
}

/** Discard the cards that would feed rivals more than me. */
function discard(s: BlueSkiesState, me: PlayerId, legal: BlueSkiesMove[]): BlueSkiesMove {
  return bestBy(movesOf(legal, 'discard'), (m) => m.cards.reduce((t, c) => t + (myShare(s, me, c) < 0.34 ? 1 : -2), 0)) ?? legal[0]!;
}

function assist(s: BlueSkiesState, me: PlayerId, legal: BlueSkiesMove[]): BlueSkiesMove {
  const pick = bestBy(movesOf(legal, 'assist'), (m) => myShare(s, me, m.airport), (m) => myShare(s, me, m.airport) > 0.4);
  return pick ?? legal.find((m) => m.type === 'endAssist') ?? legal[0]!;
}

/** The moves outside buying, shared; `special` says whether the style uses its special action. */
function otherPhases(ctx: Ctx, special: boolean): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  switch (s.phase.kind) {
    case 'play':
      return playBest(s, me, legal, special);
    case 'specialDiscard':
    case 'assistDiscard':
      return discard(s, me, legal);
    case 'assist':
      return assist(s, me, legal);
    default:
      return legal[0]!;
  }
}

const buying = (s: BlueSkiesState): boolean => s.phase.kind === 'buy' || s.phase.kind === 'setupBuy';

// --- Hub buyer -----------------------------------------------------------------------------------

function hubChoose(ctx: Ctx): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  if (!buying(s)) return otherPhases(ctx, true);
  // The busiest airports by demand, and more of them where it is already strong.
  const pick = bestBy(buys(legal), (m) => {
    const a = airportById(s.board, m.airport)!;
    const g = gatesAt(s, m.airport, me);
    return a.demand * (1 + g.mine) + (s.airports[m.airport]?.pax ?? 0) * 0.5 - cost(s, m) * 0.5 - g.rivals * 2;
  });
  if (pick && airportById(s.board, pick.airport)!.demand >= 2) return pick;
  return end(legal);
}

// --- Spreader ------------------------------------------------------------------------------------

function spreaderChoose(ctx: Ctx): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  if (!buying(s)) return otherPhases(ctx, true);
  const regionsWith = (airport: string): number => s.board.regions.filter((r) => r.airports.includes(airport)).length;
  // A first gate anywhere, cheapest first, where it counts in the most regions.
  const pick = bestBy(
    buys(legal),
    (m) => regionsWith(m.airport) * 2 + airportById(s.board, m.airport)!.value * 0.3 - cost(s, m),
    (m) => gatesAt(s, m.airport, me).mine === 0,
  );
  return pick ?? end(legal);
}

// --- Points hoarder ------------------------------------------------------------------------------

function saverChoose(ctx: Ctx): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  if (!buying(s)) return otherPhases(ctx, false);
  const phase = s.phase as Extract<BlueSkiesState['phase'], { kind: 'buy' | 'setupBuy' }>;
  // At setup points are not banked, so it buys like anyone; in a round, one cheap gate at most.
  const limit = phase.kind === 'setupBuy' ? Infinity : phase.bought >= 1 ? -1 : 2;
  const pick = bestBy(buys(legal), (m) => airportById(s.board, m.airport)!.demand + myShare(s, me, m.airport) - cost(s, m), (m) => cost(s, m) <= limit);
  return pick ?? end(legal);
}

export const hubBuyer: Bot<BlueSkiesState, BlueSkiesMove> = {
  id: 'hub',
  name: 'Hub buyer',
  description: 'Piles its gates into the few busiest airports, buying out local airlines there, and feeds them with its cards and its special action.',
  choose: hubChoose,
};

export const spreader: Bot<BlueSkiesState, BlueSkiesMove> = {
  id: 'spreader',
  name: 'Spreader',
  description: 'Opens one gate at as many airports as it can, cheapest first, for the region majorities.',
  choose: spreaderChoose,
};

export const saver: Bot<BlueSkiesState, BlueSkiesMove> = {
  id: 'saver',
  name: 'Points hoarder',
  description: 'Opens at most one cheap gate a round and banks the unspent points; keeps its special action for the end-of-game bonus.',
  choose: saverChoose,
};

/** The playstyles, added to the game's bots (index.ts). */
export const styles: Bot<BlueSkiesState, BlueSkiesMove>[] = [hubBuyer, spreader, saver];
