/**
 * The property check behind property-*.test.ts: seeded all-bot games on the default board,
 * checking after every move that no card or marker appears or vanishes, and on a sample of
 * states that other legal moves apply and that crafted illegal ones are refused, with a
 * message, leaving the state as it was. Plain `throw`s rather than `expect`s in the loop keep
 * a thousand games cheap.
 */
import { Rng } from '../core/rng.js';
import type { Bot, PlayerId } from '../core/types.js';
import { strategistBot } from './bots.js';
import { randomBot } from '../core/bots.js';
import { activePlayers, legalMoves, setup } from './rules.js';
import { claimableRoutes, isInactive, networkCities } from './queries.js';
import { census, defaultBoard, ids } from './testing.js';
import type { AirlinesMove, AirlinesOptions, AirlinesState } from './types.js';
import { airlines } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = airlines.apply;

export interface PropertyReport {
  games: number;
  moves: number;
  legalChecked: number;
  illegalChecked: number;
  scorings: number[];
  stalemates: number;
}

const random = randomBot<AirlinesState, AirlinesMove>();

function fingerprint(s: AirlinesState): string {
  return JSON.stringify({ ...s, board: null });
}

/** Moves the rules forbid in this state, each with the refusal codes that fit. */
function illegalMoves(s: AirlinesState, player: PlayerId, legal: AirlinesMove[]): { who: PlayerId; move: AirlinesMove; codes: string[] }[] {
  const out: { who: PlayerId; move: AirlinesMove; codes: string[] }[] = [];
  const other = s.players.find((p) => p.id !== player)!.id;
  out.push({ who: other, move: legal[0]!, codes: ['not-your-turn'] });
  const hand = s.hands[player]!;
  const inClaim = s.turn.phase === 'expandClaim' || s.turn.phase === 'foundClaim';
  for (const airline of s.founded) {
    if (s.turn.phase === 'foundClaim' && airline !== s.turn.airline) continue;
    // A route the airline's network does not touch, paid with a matching card when there is one.
    const net = networkCities(s, airline);
    const far = s.board.routes.find((r) => !net.has(r.from) && !net.has(r.to) && hand.flight.some((c) => c.type === r.type));
    if (far) {
      const c = hand.flight.find((c) => c.type === far.type)!;
      out.push({
        who: player,
        move: { type: 'claim', airline, route: far.id, card: c },
        codes: inClaim ? ['not-connected', 'route-type', 'route-full', 'already-flies', 'card-too-low', 'no-markers'] : ['wrong-phase'],
      });
    }
    // A claimable route with a card that is too low.
    for (const { route, cost } of claimableRoutes(s, airline)) {
      const low = hand.flight.find((c) => c.type === route.type && c.value < cost);
      if (low) {
        out.push({ who: player, move: { type: 'claim', airline, route: route.id, card: low }, codes: inClaim ? ['card-too-low'] : ['wrong-phase'] });
        break;
      }
    }
    break;
  }
  // A card nobody holds, a stock card nobody holds, a draw out of turn order.
  if (!hand.flight.some((c) => c.type === 'wavy' && c.value === 14)) out.push({ who: player, move: { type: 'claim', airline: s.board.airlines[0]!.id, route: s.board.routes[0]!.id, card: { type: 'wavy', value: 14 } }, codes: inClaim ? ['no-card', 'route-type', 'card-type', 'route-full', 'already-flies', 'not-connected', 'not-founded', 'wrong-airline', 'no-markers', 'card-too-low'] : ['wrong-phase'] });
  if (!legal.some((m) => m.type === 'drawStock')) out.push({ who: player, move: { type: 'drawStock', from: 'deck' }, codes: ['wrong-phase'] });
  if (s.turn.phase === 'action') out.push({ who: player, move: { type: 'playStock', airline: s.board.airlines[0]!.id, count: 40 }, codes: ['no-stock'] });
  // A worthless card of an inactive airline: it stays in the hand.
  const dead = hand.stock.find((c) => isInactive(s, c));
  if (dead && s.turn.phase === 'action') out.push({ who: player, move: { type: 'playStock', airline: dead, count: 1 }, codes: ['inactive'] });
  return out;
}

export function runProperty(fromSeed: number, toSeed: number, sampleEvery = 6): PropertyReport {
  const board = defaultBoard;
  const report: PropertyReport = { games: 0, moves: 0, legalChecked: 0, illegalChecked: 0, scorings: [0, 0, 0, 0, 0], stalemates: 0 };
  for (let seed = fromSeed; seed <= toSeed; seed++) {
    const n = 2 + (seed % 5);
    const options: AirlinesOptions = {
      bonusPoints: (seed & 8) !== 0,
      additionalLastRound: (seed & 16) !== 0,
      controlledScoring: (seed & 32) !== 0,
      noFoundingAfterShares: (seed & 64) !== 0,
    };
    let s = setup({ board, players: ids(n), options, seed });
    const base = census(s);
    const rng = Rng.fromSeed(seed * 7919);
    const bots: Bot<AirlinesState, AirlinesMove>[] = s.players.map((_, i) => (seed % 3 === 0 && i === seed % n ? strategistBot : random));
    let k = 0;
    while (!s.over) {
      if (k > 6000) throw new Error(`seed ${seed}: the game did not end`);
      const player = activePlayers(s)[0]!;
      const legal = legalMoves(s, player);
      if (legal.length === 0) throw new Error(`seed ${seed} move ${k}: ${player} has no legal move`);
      if (k % sampleEvery === 0) {
        const before = k % (sampleEvery * 5) === 0 ? fingerprint(s) : null;
        for (let i = 0; i < Math.min(2, legal.length); i++) {
          const m = legal[rng.int(legal.length)]!;
          const r = apply(s, player, m);
          if (!r.ok) throw new Error(`seed ${seed} move ${k}: legal move ${JSON.stringify(m)} refused: ${r.error.message}`);
          report.legalChecked++;
        }
        for (const bad of illegalMoves(s, player, legal)) {
          const r = apply(s, bad.who, bad.move);
          if (r.ok) throw new Error(`seed ${seed} move ${k}: forbidden move ${JSON.stringify(bad.move)} by ${bad.who} in phase ${s.turn.phase} was accepted`);
          if (!bad.codes.includes(r.error.code) || r.error.message.length < 10) {
            throw new Error(`seed ${seed} move ${k}: ${JSON.stringify(bad.move)} refused as ${r.error.code} (${r.error.message}); expected ${bad.codes.join('|')}`);
          }
          report.illegalChecked++;
        }
        if (before !== null && fingerprint(s) !== before) throw new Error(`seed ${seed} move ${k}: applying moves changed the input state`);
      }
      const move = bots[s.turn.seat]!.choose({ state: s, player, legal, rng });
      const r = apply(s, player, move);
      if (!r.ok) throw new Error(`seed ${seed} move ${k}: bot move ${JSON.stringify(move)} refused: ${r.error.message}`);
      if (r.events.length === 0) throw new Error(`seed ${seed} move ${k}: ${JSON.stringify(move)} told the log nothing`);
      for (const e of r.events) {
        if (e.visibleTo && (e.visibleTo.length !== 1 || e.visibleTo[0] !== player)) throw new Error(`seed ${seed}: a private event is visible to others`);
      }
      s = r.state;
      k++;
      const c = census(s);
      if (c.stock !== base.stock || c.scoring !== base.scoring || c.flight !== base.flight || c.markers !== base.markers) {
        throw new Error(`seed ${seed} move ${k}: cards or markers changed: ${JSON.stringify(c)} vs ${JSON.stringify(base)} after ${JSON.stringify(move)}`);
      }
      for (const a in s.supply) if (s.supply[a]! < 0) throw new Error(`seed ${seed}: negative supply for ${a}`);
    }
    report.games++;
    report.moves += k;
    report.scorings[Math.min(4, s.scorings.length)]!++;
    if (s.scorings.length < (n === 2 ? 3 : 4)) report.stalemates++;
  }
  return report;
}
