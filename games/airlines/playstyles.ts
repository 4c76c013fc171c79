/**
 * Three Airlines playstyles for the playtest lab, so a report can say which way of playing a
 * board rewards:
 * - `majority` (majority hunter) lays out shares wherever that wins or keeps a majority, takes
 *   the face-up shares it can lead with, grows only airlines it leads, and never sabotages;
 * - `network` (network builder) founds whatever it can, expands nearly every turn towards the
 *   routes that open the most new ones, and holds its shares until its hand is full;
 * - `speculator` (sabotage-minded) lays out single shares to earn sabotage markers, blocks the
 *   routes rivals' airlines would grow on, and draws blind from the deck.
 * Each answers with one of the legal moves it is given; each claims a route whenever it
 * expands and can, so no table of them can stall.
 */
import { bestBy, movesOf } from '../core/choose.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { airlineValue, claimableRoutes, countOf, isInactive } from './queries.js';
import { pointsOf } from './scoring.js';
import type { AirlinesMove, AirlinesState } from './types.js';

type Ctx = BotContext<AirlinesState, AirlinesMove>;
type Move<T extends AirlinesMove['type']> = Extract<AirlinesMove, { type: T }>;

function shares(s: AirlinesState, airline: string, extra?: { player: PlayerId; n: number }): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const p of s.players) out[p.id] = (s.played[p.id]![airline] ?? 0) + (extra?.player === p.id ? extra.n : 0);
  return out;
}

/** The most shares any rival has laid out, and mine. */
function stake(s: AirlinesState, me: PlayerId, airline: string): { mine: number; rival: number } {
  let rival = 0;
  for (const p of s.players) if (p.id !== me) rival = Math.max(rival, s.played[p.id]![airline] ?? 0);
  return { mine: s.played[me]![airline] ?? 0, rival };
}

/** An airline's worth for planning: its markers now, plus a little for room to grow. */
function worth(s: AirlinesState, airline: string): number {
  if (isInactive(s, airline)) return 0;
  return Math.max(airlineValue(s, airline), 2) + Math.min(claimableRoutes(s, airline).length, 4) / 2;
}

/** Clean-ups come first for every style: they cost nothing and keep a hand useful. */
function cleanup(legal: AirlinesMove[]): AirlinesMove | undefined {
  return legal.find((m) => m.type === 'exchangeFlight' || m.type === 'removeInactive');
}

/** Any claim, the cheapest card first: what a style falls back on rather than stall. */
function anyClaim(legal: AirlinesMove[]): AirlinesMove | null {
  return bestBy(movesOf(legal, 'claim'), (m) => -m.card.value);
}

/** Whether any founded airline could take a route with one of this player's flight cards now. */
function canClaim(s: AirlinesState, me: PlayerId): boolean {
  const flight = s.hands[me]!.flight;
  return s.founded.some((a) => claimableRoutes(s, a).some(({ route, cost }) => flight.some((c) => c.type === route.type && c.value >= cost)));
}

function passOr(legal: AirlinesMove[]): AirlinesMove {
  return legal.find((m) => m.type === 'pass') ?? legal[0]!;
}

// --- Majority hunter -----------------------------------------------------------------------------

function majorityGain(s: AirlinesState, me: PlayerId, m: Move<'playStock'> | Move<'found'>): number {
  const n = m.type === 'playStock' ? m.count : m.shares;
  const value = worth(s, m.airline);
  return pointsOf(me, value, shares(s, m.airline, { player: me, n })) - pointsOf(me, value, shares(s, m.airline));
}

function majorityChoose(ctx: Ctx): AirlinesMove {
  const { state: s, player: me, legal } = ctx;
  switch (s.turn.phase) {
    case 'action': {
      const clean = cleanup(legal);
      if (clean) return clean;
      const hand = s.hands[me]!.stock;
      // Found with every card held when that is two or more: a majority from the first marker.
      const found = bestBy(movesOf(legal, 'found'), (m) => m.shares, (m) => m.shares >= 2 && m.shares === countOf(hand, m.airline));
      if (found) return found;
      // Lay out everything of the airline where that gains the most, two cards or more (a single
      // card would only invite a sabotage it does not want).
      const plays = movesOf(legal, 'playStock').filter((m) => m.count >= 2 && m.count === countOf(hand, m.airline));
      const best = bestBy(plays, (m) => majorityGain(s, me, m));
      if (best && majorityGain(s, me, best) > 0) return best;
      // Nothing to claim with this hand: a founding (any) keeps the game and its own cards moving.
      if (!canClaim(s, me)) {
        const any = bestBy(movesOf(legal, 'found'), (m) => m.shares);
        if (any) return any;
      }
      return legal.find((m) => m.type === 'expand')!;
    }
    case 'foundClaim':
    case 'expandClaim': {
      // Grow what it leads; then what it is second in; then anything rather than waste the turn.
      const claims = movesOf(legal, 'claim');
      const led = bestBy(claims, (m) => -m.card.value, (m) => {
        const st = stake(s, me, m.airline);
        return st.mine > 0 && st.mine >= st.rival;
      });
      return led ?? bestBy(claims, (m) => stake(s, me, m.airline).mine * 10 - m.card.value) ?? passOr(legal);
    }
    case 'drawStock': {
      const hand = s.hands[me]!.stock;
      const pick = bestBy(movesOf(legal, 'drawStock'), (m) => {
        if (m.from === 'deck') return 1;
        const airline = s.faceUp[m.from]!;
        const st = stake(s, me, airline);
        const mine = st.mine + countOf(hand, airline);
        // A card that makes or keeps a lead is worth the airline; a hopeless one little.
        return mine + 1 >= st.rival ? worth(s, airline) : 0.5;
      });
      return pick ?? legal[0]!;
    }
    default:
      return passOr(legal);
  }
}

// --- Network builder -----------------------------------------------------------------------------

/** New routes a claim opens at the city it reaches (beyond the network so far). */
function opens(s: AirlinesState, m: Move<'claim'>): number {
  const idx = indexBoard(s.board);
  const r = idx.route.get(m.route)!;
  const allowed = idx.allowed.get(m.airline)!;
  let n = 0;
  for (const city of [r.from, r.to]) {
    for (const next of idx.routesAt.get(city) ?? []) if (next.id !== r.id && allowed.has(next.type)) n++;
  }
  return n;
}

function networkChoose(ctx: Ctx): AirlinesMove {
  const { state: s, player: me, legal } = ctx;
  switch (s.turn.phase) {
    case 'action': {
      const clean = cleanup(legal);
      if (clean) return clean;
      // Found with one share: the network matters, the shares can follow.
      const found = bestBy(movesOf(legal, 'found'), (m) => claimableRoutes(s, m.airline).length, (m) => m.shares === 1);
      if (found) return found;
      const hand = s.hands[me]!.stock;
      const endNear = s.stockDeck.length <= s.players.length * 2;
      if (hand.length >= 7 || endNear) {
        const play = bestBy(movesOf(legal, 'playStock'), (m) => m.count * worth(s, m.airline), (m) => m.count === countOf(hand, m.airline) && m.count >= 2);
        if (play) return play;
      }
      return legal.find((m) => m.type === 'expand')!;
    }
    case 'foundClaim':
    case 'expandClaim': {
      const claims = movesOf(legal, 'claim');
      const pick = bestBy(claims, (m) => opens(s, m) * 2 + stake(s, me, m.airline).mine - m.card.value * 0.2);
      return pick ?? passOr(legal);
    }
    case 'drawStock': {
      // The biggest networks' shares, face up; the deck only when nothing is shown.
      const pick = bestBy(movesOf(legal, 'drawStock'), (m) => (m.from === 'deck' ? -1 : airlineValue(s, s.faceUp[m.from]!) + claimableRoutes(s, s.faceUp[m.from]!).length));
      return pick ?? legal[0]!;
    }
    default:
      return passOr(legal);
  }
}

// --- Sabotage-minded speculator ------------------------------------------------------------------

/** The airline a rival leads by most and this player least: whose growth to block. */
function rivalLed(s: AirlinesState, me: PlayerId, airline: string): number {
  const st = stake(s, me, airline);
  return st.rival > st.mine ? st.rival - st.mine + airlineValue(s, airline) : -1;
}

function speculatorChoose(ctx: Ctx): AirlinesMove {
  const { state: s, player: me, legal } = ctx;
  switch (s.turn.phase) {
    case 'action': {
      const clean = cleanup(legal);
      if (clean) return clean;
      // One share at a time: cheap airlines with room to grow, and a sabotage marker each time.
      const single = bestBy(movesOf(legal, 'playStock'), (m) => claimableRoutes(s, m.airline).length - airlineValue(s, m.airline) * 0.5, (m) => m.count === 1);
      if (single && s.founded.some((a) => rivalLed(s, me, a) > 0)) return single;
      const found = bestBy(movesOf(legal, 'found'), (m) => m.shares);
      if (found && s.founded.length < 2) return found;
      return single ?? legal.find((m) => m.type === 'expand')!;
    }
    case 'foundClaim':
    case 'expandClaim': {
      const claims = movesOf(legal, 'claim');
      return bestBy(claims, (m) => stake(s, me, m.airline).mine * 5 - rivalLed(s, me, m.airline) - m.card.value * 0.1) ?? passOr(legal);
    }
    case 'drawStock': {
      // Blind, unless an airline nobody has founded yet is showing: a cheap bet on its founding.
      const bet = movesOf(legal, 'drawStock').find((m) => m.from !== 'deck' && !s.founded.includes(s.faceUp[m.from]!) && !isInactive(s, s.faceUp[m.from]!));
      return bet ?? legal.find((m) => m.type === 'drawStock' && m.from === 'deck') ?? legal[0]!;
    }
    case 'sabotage': {
      // Markers of an airline it does not lead (its own shares never lose by the marker spent).
      const pick = bestBy(movesOf(legal, 'sabotageAirline'), (m) => -stake(s, me, m.airline).mine * 10 + (s.supply[m.airline] ?? 0));
      return pick ?? passOr(legal);
    }
    case 'sabotagePlace': {
      // Block the route a rival-led airline would take next, the dearest circle first.
      const wanted = new Map<string, number>();
      for (const a of s.founded) {
        const led = rivalLed(s, me, a);
        if (led <= 0) continue;
        for (const c of claimableRoutes(s, a)) wanted.set(c.route.id, Math.max(wanted.get(c.route.id) ?? 0, led));
      }
      const idx = indexBoard(s.board);
      const pick = bestBy(movesOf(legal, 'sabotage'), (m) => (wanted.get(m.route) ?? 0) * 20 + idx.route.get(m.route)!.costs[m.circle]!, (m) => wanted.has(m.route));
      return pick ?? passOr(legal);
    }
    default:
      return passOr(legal);
  }
}

export const majorityHunter: Bot<AirlinesState, AirlinesMove> = {
  id: 'majority',
  name: 'Majority hunter',
  description: 'Lays out shares wherever that wins or keeps a majority, takes the face-up shares it can lead with, grows only what it leads, never sabotages.',
  choose: majorityChoose,
};

export const networkBuilder: Bot<AirlinesState, AirlinesMove> = {
  id: 'network',
  name: 'Network builder',
  description: 'Founds whatever it can with one share, expands nearly every turn towards the routes that open the most new ones, keeps its shares until its hand is full.',
  choose: networkChoose,
};

export const speculator: Bot<AirlinesState, AirlinesMove> = {
  id: 'speculator',
  name: 'Speculator',
  description: 'Lays out single shares to earn sabotage markers, blocks the routes rivals\' airlines would grow on, draws blind and bets on airlines not yet founded.',
  choose: speculatorChoose,
};

/** The playstyles, added to the game's bots (index.ts). */
export const styles: Bot<AirlinesState, AirlinesMove>[] = [majorityHunter, networkBuilder, speculator];
