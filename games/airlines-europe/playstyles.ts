/**
 * Three Airlines Europe playstyles for the playtest lab:
 * - `builder` (licence builder) spends on licences, the dearest it can afford for the airlines
 *   it holds, to push their share track; it lays shares out only when its hand is full;
 * - `trader` (share trader) lays shares face up whenever a play wins or keeps a majority, takes
 *   the market shares it is contesting, and buys only cheap licences (for the share they bring);
 * - `abacus` (Abacus hoarder) trades its spare cards for Air Abacus shares and lays them out,
 *   buying a licence now and then to keep the cards coming.
 * Each answers with one of its legal moves, and each buys a licence when it can afford one and
 * has nothing better to do, so the draw pile always runs down and the game ends.
 */
import { bestBy, movesOf } from '../core/choose.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { indexBoard, payoutAt } from './board.js';
import { countOf, total } from './cards.js';
import { majorityPoints } from './majority.js';
import { cheapestFreeSpace } from './rules.js';
import { ABACUS, type EuropeMove, type EuropeState } from './types.js';

type Ctx = BotContext<EuropeState, EuropeMove>;
type Move<T extends EuropeMove['type']> = Extract<EuropeMove, { type: T }>;

function price(s: EuropeState, route: string): number {
  const space = cheapestFreeSpace(s, route);
  return space === null ? Infinity : indexBoard(s.board).route.get(route)!.licences[space]!;
}

/** Shares in hand plus face up: how much this player cares about an airline. */
function held(s: EuropeState, me: PlayerId, airline: string): number {
  return countOf(s.hands[me]!, airline) + countOf(s.holdings[me]!, airline);
}

/** Points gained at a scoring now by laying these cards face up. */
function playGain(s: EuropeState, me: PlayerId, airlines: readonly string[]): number {
  let gain = 0;
  for (const a of new Set(airlines)) {
    const n = airlines.filter((x) => x === a).length;
    const table = a === ABACUS ? s.board.abacus.points : payoutAt(s.board, s.track[a]!);
    const shares: Record<string, number> = {};
    for (const p of s.players) shares[p.id] = countOf(s.holdings[p.id]!, a);
    const before = majorityPoints(shares, table)[me] ?? 0;
    shares[me] = shares[me]! + n;
    gain += (majorityPoints(shares, table)[me] ?? 0) - before;
  }
  return gain;
}

function cheapestLicence(s: EuropeState, legal: EuropeMove[]): Move<'buyLicence'> | null {
  return bestBy(movesOf(legal, 'buyLicence'), (m) => -price(s, m.route));
}

/** After a licence: the market share of the airline it holds most of, else the top of the pile. */
function takeShare(s: EuropeState, me: PlayerId, legal: EuropeMove[], prefer: (airline: string) => number): EuropeMove {
  const market = bestBy(movesOf(legal, 'takeShare'), (m) => prefer(m.airline!), (m) => m.from === 'market');
  if (market && prefer(market.airline!) > 0) return market;
  return legal.find((m) => m.type === 'takeShare' && m.from === 'deck') ?? market ?? legal[0]!;
}

function opening(s: EuropeState, me: PlayerId, legal: EuropeMove[], score: (a: string) => number): EuropeMove {
  return bestBy(movesOf(legal, 'chooseOpening'), (m) => m.airlines.reduce((t, a) => t + score(a) + countOf(s.hands[me]!, a) * 0.1, 0)) ?? legal[0]!;
}

function scoringPick(s: EuropeState, me: PlayerId, legal: EuropeMove[]): EuropeMove {
  return bestBy(movesOf(legal, 'takeShare'), (m) => held(s, me, m.airline ?? '')) ?? legal[0]!;
}

// --- Licence builder -----------------------------------------------------------------------------

function builderChoose({ state: s, player: me, legal }: Ctx): EuropeMove {
  const stake = (a: string): number => held(s, me, a);
  const licenceScore = (m: Move<'buyLicence'>): number => (stake(m.airline) + 0.5) * price(s, m.route);
  switch (s.phase) {
    case 'opening':
      return opening(s, me, legal, (a) => s.track[a]!);
    case 'scoringPick':
      return scoringPick(s, me, legal);
    case 'trade':
      return bestBy(movesOf(legal, 'discard'), (m) => -stake(m.airline) - (m.from === 'holdings' ? 5 : 0)) ?? legal[0]!;
    case 'licence': {
      // A second licence while money lasts for a third turn of building.
      const second = bestBy(movesOf(legal, 'buyLicence'), licenceScore, (m) => s.money[me]! - price(s, m.route) >= 6 && stake(m.airline) > 0);
      return second ?? takeShare(s, me, legal, stake);
    }
    default: {
      if (total(s.hands[me]!) >= 8) {
        const play = bestBy(movesOf(legal, 'playShares'), (m) => m.airlines.length + playGain(s, me, m.airlines));
        if (play) return play;
      }
      const licence = bestBy(movesOf(legal, 'buyLicence'), licenceScore);
      if (licence) return licence;
      return legal.find((m) => m.type === 'takeMoney') ?? legal[0]!;
    }
  }
}

// --- Share trader --------------------------------------------------------------------------------

function traderChoose({ state: s, player: me, legal }: Ctx): EuropeMove {
  /** How contested an airline is: shares it could still win a place with. */
  const contest = (a: string): number => {
    let top = 0;
    for (const p of s.players) if (p.id !== me) top = Math.max(top, countOf(s.holdings[p.id]!, a));
    const mine = held(s, me, a);
    return mine + 1 >= top ? 1 + (a === ABACUS ? 0 : s.track[a]! / 10) : 0;
  };
  switch (s.phase) {
    case 'opening':
      return opening(s, me, legal, (a) => countOf(s.hands[me]!, a));
    case 'scoringPick':
      return scoringPick(s, me, legal);
    case 'trade':
      return bestBy(movesOf(legal, 'discard'), (m) => -contest(m.airline) - (m.from === 'holdings' ? 5 : 0)) ?? legal[0]!;
    case 'licence':
      return takeShare(s, me, legal, contest);
    default: {
      const play = bestBy(movesOf(legal, 'playShares'), (m) => playGain(s, me, m.airlines) + m.airlines.length * 0.5);
      if (play && (playGain(s, me, play.airlines) > 0 || total(s.hands[me]!) >= 4)) return play;
      // Cheap licences for the share they bring; money when even those are out of reach.
      const licence = cheapestLicence(s, legal);
      if (licence && price(s, licence.route) <= Math.max(4, s.money[me]! / 2)) return licence;
      if (play) return play;
      return legal.find((m) => m.type === 'takeMoney') ?? licence ?? legal[0]!;
    }
  }
}

// --- Abacus hoarder ------------------------------------------------------------------------------

function abacusChoose({ state: s, player: me, legal }: Ctx): EuropeMove {
  const hand = s.hands[me]!;
  switch (s.phase) {
    case 'opening':
      return opening(s, me, legal, (a) => -s.track[a]!);
    case 'scoringPick':
      return bestBy(movesOf(legal, 'takeShare'), (m) => (m.airline === ABACUS ? 10 : 0) + held(s, me, m.airline ?? '')) ?? legal[0]!;
    case 'trade':
      // Give the cards it holds fewest of, from the hand, never Air Abacus.
      return bestBy(movesOf(legal, 'discard'), (m) => (m.airline === ABACUS ? -100 : 0) - countOf(hand, m.airline) - (m.from === 'holdings' ? 10 : 0)) ?? legal[0]!;
    case 'licence':
      return takeShare(s, me, legal, () => 0);
    default: {
      if (countOf(hand, ABACUS) > 0) {
        const lay = movesOf(legal, 'playShares').find((m) => m.airlines.length === countOf(hand, ABACUS) && m.airlines.every((a) => a === ABACUS));
        if (lay) return lay;
      }
      const spare = total(hand) - countOf(hand, ABACUS);
      const trade = movesOf(legal, 'startTrade').find((m) => m.give === 3 && spare >= 3) ?? movesOf(legal, 'startTrade').find((m) => m.give === 1 && spare >= 1);
      if (trade) return trade;
      const licence = cheapestLicence(s, legal);
      if (licence) return licence;
      return legal.find((m) => m.type === 'takeMoney') ?? legal[0]!;
    }
  }
}

export const licenceBuilder: Bot<EuropeState, EuropeMove> = {
  id: 'builder',
  name: 'Licence builder',
  description: 'Spends on licences, the dearest it can afford for the airlines it holds, to push their share track; lays shares out only when its hand is full.',
  choose: builderChoose,
};

export const shareTrader: Bot<EuropeState, EuropeMove> = {
  id: 'trader',
  name: 'Share trader',
  description: 'Lays shares face up whenever that wins or keeps a place, takes the market shares it is contesting, buys only cheap licences.',
  choose: traderChoose,
};

export const abacusHoarder: Bot<EuropeState, EuropeMove> = {
  id: 'abacus',
  name: 'Abacus hoarder',
  description: 'Trades its spare cards for Air Abacus shares and lays them out, buying a licence now and then to keep the cards coming.',
  choose: abacusChoose,
};

/** The playstyles, added to the game's bots (index.ts). */
export const styles: Bot<EuropeState, EuropeMove>[] = [licenceBuilder, shareTrader, abacusHoarder];
