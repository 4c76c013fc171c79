/**
 * The playtest lab's probe for Airlines (games/core/lab-probe.ts): the routes each seat claimed
 * (with the card paid) and the airlines it holds shares in (with what they earned it), who leads mid-game (points scored so far plus what a scoring now would pay), and the
 * supplies that can run dry. Read from the state and the events only; no rule is played again.
 */
import { moveKindWords, named, watchedRule, type GameProbe, type Hold } from '../core/lab-probe.js';
import { wordingOf, type Wording } from '../core/wording.js';
import { routeMapHeat } from '../core/route-map-heat.js';
import type { PlayerId } from '../core/types.js';
import { suggestEdit } from './ledger.js';
import { routeTypeWords, said } from './messages.js';
import { indexBoard } from './board.js';
import { airlineValue } from './queries.js';
import { derivedOf, keptPlayed } from './derived.js';
import { allSeatPoints, seatOfPlayer, sharesBySeat, stakeOf } from './seat-shares.js';

/** The standing's scratch list of one airline's points by seat (the standing is worked out one at a time). */
const scratchPoints: number[] = [];
/** The standing's scratch list of one airline's shares by seat. */
const scratchShares: number[] = [];
import type { AirlinesBoard, AirlinesMove, AirlinesState } from './types.js';

/** A route's name, "Miami–New York (solid)": the cities are the board's, the type by key. */
function routeName(board: AirlinesBoard, id: string): { name: string; nameWords?: ReturnType<typeof named>['nameWords'] } {
  const idx = indexBoard(board);
  const r = idx.route.get(id);
  if (!r) return { name: id };
  return named(said('airlines.lab.name.route', { from: idx.cityName.get(r.from) ?? r.from, to: idx.cityName.get(r.to) ?? r.to, type: routeTypeWords(r.type) }));
}

/**
 * The standing (the probe's `standing`) from the numbers `standingLater` copied: the points of
 * the first `scored` scorings, plus what a scoring now pays for each of the `n` airlines of value
 * above 0 (`numbers`: the values, then the shares, seat × n + airline number).
 */
function standingFrom(players: AirlinesState['players'], scorings: AirlinesState['scorings'], scored: number, n: number, numbers: readonly number[]): Record<PlayerId, number> {
  const totals = new Array<number>(players.length).fill(0);
  for (let r = 0; r < scored; r++) for (let seat = 0; seat < players.length; seat++) totals[seat]! += scorings[r]!.points[players[seat]!.id] ?? 0;
  const shares = new Array<number>(players.length);
  const points: number[] = [];
  for (let a = 0; a < n; a++) {
    if (numbers[a] === 0) continue;
    for (let seat = 0; seat < players.length; seat++) shares[seat] = numbers[n + seat * n + a]!;
    allSeatPoints(numbers[a]!, shares, points);
    for (let seat = 0; seat < players.length; seat++) totals[seat]! += points[seat]!;
  }
  const out: Record<PlayerId, number> = {};
  for (let seat = 0; seat < players.length; seat++) out[players[seat]!.id] = totals[seat]!;
  return out;
}

/** Whether the player has laid out shares of the airline and no rival has more. */
function leads(s: AirlinesState, player: PlayerId, airline: string): boolean {
  // Shares by seat (seat-shares.ts): on a forked state, from its kept counts.
  const { mine, rival } = stakeOf(s, seatOfPlayer(s, player), airline);
  return mine > 0 && rival <= mine;
}

// The resources that run out, as the report keys them (their words: resourceWords).
const FLIGHT_CARDS = 'flight-cards';
const MARKERS = 'markers:';

export const airlinesProbe: GameProbe<AirlinesBoard, AirlinesState, AirlinesMove> = {
  elements: (board) => [
    { kind: 'route', label: 'Routes', labelWords: { key: 'airlines.lab.kind.route' }, items: board.routes.map((r) => ({ id: r.id, ...routeName(board, r.id) })) },
    { kind: 'airline', label: 'Airlines', labelWords: { key: 'airlines.lab.kind.airline' }, items: board.airlines.map((a) => ({ id: a.id, name: `${a.name} (${a.initials})` })) },
  ],

  ledger: {
    reads: ['claim', 'found', 'playStock'],
    taken(events, after) {
      const out: Hold[] = [];
      const idx = indexBoard(after.board);
      for (const e of events) {
        const d = e.data as { airline?: string; route?: string; circle?: number; card?: { value: number }; shares?: number; count?: number } | undefined;
        if (!d || e.player === undefined) continue;
        if (e.type === 'claim' && d.route !== undefined) out.push({ kind: 'route', id: d.route, player: e.player, cost: idx.route.get(d.route)?.costs[d.circle ?? 0] ?? 0, holder: false });
        else if (e.type === 'found' && d.airline !== undefined) out.push({ kind: 'airline', id: d.airline, player: e.player, cost: d.shares ?? 0 });
        else if (e.type === 'playStock' && d.airline !== undefined) out.push({ kind: 'airline', id: d.airline, player: e.player, cost: d.count ?? 0 });
      }
      return out;
    },
    held(state) {
      // An airline's worth to a seat: the points its shares earned in every scoring (by airline,
      // then player; summed in the order of the scorings).
      const worth = new Map<string, Map<PlayerId, number>>();
      for (const rec of state.scorings) {
        for (const a of rec.airlines) {
          let byPlayer = worth.get(a.airline);
          if (!byPlayer) worth.set(a.airline, (byPlayer = new Map()));
          for (const p in a.points) byPlayer.set(p, (byPlayer.get(p) ?? 0) + a.points[p]!);
        }
      }
      const out: Hold[] = [];
      // A route is held by the seats its airlines' markers on it paid in the last scoring: a
      // share of what they earned from the airline, one marker's worth. Who an airline paid, and
      // one marker's worth to each, is worked out once per airline (the last entry of an airline
      // counts, as a map of the scoring's airlines says).
      const last = state.scorings[state.scorings.length - 1];
      if (last) {
        // Loops over the records' keys (the order Object.entries gives), not lists of entries.
        const paid = new Map<string, [PlayerId, number][] | null>();
        for (const sc of last.airlines) {
          let to: [PlayerId, number][] | null = null;
          if (sc.value > 0) {
            to = [];
            for (const p in sc.points) if (sc.points[p]! > 0) to.push([p, sc.points[p]! / sc.value]);
          }
          paid.set(sc.airline, to);
        }
        for (const route in state.routes) {
          const marks = state.routes[route]!;
          for (let c = 0; c < marks.length; c++) {
            const m = marks[c];
            const to = m && !m.sabotage ? paid.get(m.airline) : undefined;
            if (!to) continue;
            for (let k = 0; k < to.length; k++) out.push({ kind: 'route', id: route, player: to[k]![0], worth: to[k]![1] });
          }
        }
      }
      for (const p of state.players) {
        for (const a of state.board.airlines) {
          if ((state.played[p.id]?.[a.id] ?? 0) > 0) out.push({ kind: 'airline', id: a.id, player: p.id, worth: worth.get(a.id)?.get(p.id) ?? 0 });
        }
      }
      return out;
    },
    suggest: suggestEdit,
  },

  moveKind(before, move, player) {
    switch (move.type) {
      case 'drawStock': {
        if (move.from === 'deck') return 'draw blind';
        const card = before.faceUp[move.from];
        return card && leads(before, player, card) ? 'take a share it leads in' : 'take another share';
      }
      case 'claim':
        return leads(before, player, move.airline) ? 'claim for an airline it leads' : 'claim for another airline';
      case 'found':
        return move.shares === 1 ? 'found with 1 share' : 'found with 2+ shares';
      case 'playStock':
        return move.count === 1 ? 'lay out 1 share' : 'lay out 2+ shares';
      case 'pass':
        return 'pass';
      default:
        return null;
    }
  },

  standing(state) {
    // Summed by seat and written into the record once: a record keyed by player id, added to at
    // every step, is a keyed store V8 cannot cache (the lab asks this some 80 times a game).
    const players = state.players;
    const totals = new Array<number>(players.length).fill(0);
    for (const rec of state.scorings) for (let seat = 0; seat < players.length; seat++) totals[seat]! += rec.points[players[seat]!.id] ?? 0;
    // What a scoring now would add: the position each player's shares hold today (shares by
    // seat, seat-shares.ts: the same points as by player id).
    // Every seat's points of an airline at once (allSeatPoints), into one scratch list.
    const points = scratchPoints;
    const d = derivedOf(state);
    if (d) {
      // A forked state: its founded airlines, values and shares from the kept numbers, by airline
      // number (whole points: the order they are added in changes no total).
      const shares = scratchShares;
      shares.length = players.length;
      for (let a = 0; a < d.airlines.length; a++) {
        const net = d.airlines[a];
        if (!net) continue;
        for (let seat = 0; seat < players.length; seat++) shares[seat] = keptPlayed(d, seat, a);
        allSeatPoints(net.flown.length + 1, shares, points);
        for (let seat = 0; seat < players.length; seat++) totals[seat]! += points[seat]!;
      }
    } else {
      for (const airline of state.founded) {
        allSeatPoints(airlineValue(state, airline), sharesBySeat(state, airline), points);
        for (let seat = 0; seat < players.length; seat++) totals[seat]! += points[seat]!;
      }
    }
    const out: Record<PlayerId, number> = {};
    for (let seat = 0; seat < players.length; seat++) out[players[seat]!.id] = totals[seat]!;
    return out;
  },

  // A few dozen additions per call, against a copy of a hundred routes' markers.
  standingIsCheap: true,

  standingLater(state) {
    const d = derivedOf(state);
    if (!d) {
      // A host state never changes: its standing, taken now.
      const now = airlinesProbe.standing(state);
      return () => now;
    }
    // What the standing reads: the scorings so far (records never changed once made; the list
    // only grows, so its length now), every seat's shares (a copy of the kept counts) and each
    // airline's value (0: not founded). About a third of a game's moves are kept points, and
    // one of them is read: a copy of some fifty numbers each, the sums only for the one read.
    const players = state.players;
    const scorings = state.scorings;
    const scored = scorings.length;
    // One plain list (a typed array costs more to make than the sums it saves): each board
    // airline's value (0: not founded; the kept networks' list ends at the last one founded),
    // then the kept counts of shares, seat × airlines + airline number.
    const n = d.supply.length;
    const numbers = new Array<number>(n + d.played.length);
    for (let a = 0; a < n; a++) {
      const net = a < d.airlines.length ? d.airlines[a] : undefined;
      numbers[a] = net ? net.flown.length + 1 : 0;
    }
    for (let k = 0; k < d.played.length; k++) numbers[n + k] = d.played[k]!;
    return () => standingFrom(players, scorings, scored, n, numbers);
  },

  exhausted(state) {
    const out: string[] = [];
    if (state.flightDeck.length === 0 && state.flightDiscard.length === 0) out.push(FLIGHT_CARDS);
    const idx = indexBoard(state.board);
    for (const id of idx.airlineIds) {
      if ((state.supply[id] ?? 0) === 0) out.push(`${MARKERS}${id}`);
    }
    return out;
  },

  resourceWords(board, resource) {
    if (resource === FLIGHT_CARDS) return { key: 'airlines.lab.res.flightCards' };
    if (!resource.startsWith(MARKERS)) return null;
    const id = resource.slice(MARKERS.length);
    return { key: 'airlines.lab.res.markers', params: { initials: indexBoard(board).airline.get(id)?.initials ?? id } };
  },

  turns: (state) => state.turn.number,
  turnUnit: 'turns',
  hasPoints: true,
  heatMap: (board, pen) => routeMapHeat(board, pen, 1000, 700, 'hq'),
  moveKindWords: moveKindWords({
    'draw blind': 'airlines.lab.move.drawBlind',
    'take a share it leads in': 'airlines.lab.move.takeLeading',
    'take another share': 'airlines.lab.move.takeOther',
    'claim for an airline it leads': 'airlines.lab.move.claimLeading',
    'claim for another airline': 'airlines.lab.move.claimOther',
    'found with 1 share': 'airlines.lab.move.foundOne',
    'found with 2+ shares': 'airlines.lab.move.foundMore',
    'lay out 1 share': 'airlines.lab.move.layOne',
    'lay out 2+ shares': 'airlines.lab.move.layMore',
    pass: 'airlines.lab.move.pass',
    expand: 'airlines.lab.move.expand',
    sabotage: 'airlines.lab.move.sabotage',
    sabotageAirline: 'airlines.lab.move.sabotageAirline',
    exchangeFlight: 'airlines.lab.move.exchangeFlight',
  }),
  // test/bench/first-seat.bench.ts: North America, 4 players, the default bots, 2,000 games a variant.
  seatEdge: { fields: [], ...seatEdgeWords() },
  watched: [
    watchedRule('found', said('airlines.lab.rule.found')),
    watchedRule('claim', said('airlines.lab.rule.claim')),
    watchedRule('playStock', said('airlines.lab.rule.playStock')),
    watchedRule('sabotage', said('airlines.lab.rule.sabotage')),
    watchedRule('removeInactive', said('airlines.lab.rule.removeInactive')),
    watchedRule('exchangeFlight', said('airlines.lab.rule.exchangeFlight')),
    watchedRule('reshuffle', said('airlines.lab.rule.reshuffle')),
    watchedRule('scoringCard', said('airlines.lab.rule.scoringCard')),
    watchedRule('scoringReshuffled', said('airlines.lab.rule.scoringReshuffled')),
    watchedRule('stalemate', said('airlines.lab.rule.stalemate')),
    watchedRule('lastRound', said('airlines.lab.rule.lastRound'), (o, n) => o['additionalLastRound'] === true && n > 2),
    watchedRule('scoringShuffledIn', said('airlines.lab.rule.scoringShuffledIn'), (o) => o['controlledScoring'] === true),
    watchedRule('fictitious', said('airlines.lab.rule.fictitious'), (_o, n) => n === 2),
  ],
};

/** The seat edge's cause in words, by key (the probe's `seatEdge`). */
function seatEdgeWords(): { words: string; wording: Wording } {
  const s = said('airlines.lab.seatEdge');
  return { words: s.text, wording: wordingOf(s) };
}
