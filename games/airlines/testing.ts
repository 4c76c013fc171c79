/**
 * Helpers for the Airlines tests: a tiny board whose every number is chosen for the tests,
 * the default board, and short ways to arrange a state and play a move on it.
 */
import { expect } from 'vitest';
import defaultBoardJson from '../../boards/airlines/north-america.board.json';
import type { GameEvent, PlayerId } from '../core/types.js';
import { setup } from './rules.js';
import { boardSchema, type AirlinesBoard, type AirlinesMove, type AirlinesOptions, type AirlinesState, type FlightCard } from './types.js';
import { airlines } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = airlines.apply;

export const defaultBoard: AirlinesBoard = boardSchema.parse(defaultBoardJson);

/**
 *   HQX ──wavy [2,5,8]── C ──wavy [4]── D ──solid [5,9]── E(HQZ)
 *    └──────dotted [6]────────────────┘                 │
 *   HQY ──dotted [3,7]── C          HQY ──solid [1]──────┘
 * X flies wavy + dotted, Y dotted + solid, Z solid only (3 markers).
 */
export const tinyBoard: AirlinesBoard = boardSchema.parse({
  game: 'airlines',
  format: 1,
  name: 'Tiny test board',
  cities: [
    { id: 'HQX', name: 'Xville', x: 100, y: 100 },
    { id: 'HQY', name: 'Yton', x: 100, y: 400 },
    { id: 'C', name: 'Cee', x: 300, y: 200 },
    { id: 'D', name: 'Dee', x: 500, y: 200 },
    { id: 'E', name: 'Eee', x: 700, y: 300 },
  ],
  routes: [
    { id: 'r1', from: 'HQX', to: 'C', type: 'wavy', costs: [2, 5, 8] },
    { id: 'r2', from: 'C', to: 'D', type: 'wavy', costs: [4] },
    { id: 'r3', from: 'HQX', to: 'D', type: 'dotted', costs: [6] },
    { id: 'r4', from: 'HQY', to: 'C', type: 'dotted', costs: [7, 3] },
    { id: 'r5', from: 'D', to: 'E', type: 'solid', costs: [5, 9] },
    { id: 'r6', from: 'HQY', to: 'E', type: 'solid', costs: [1] },
  ],
  airlines: [
    { id: 'X', name: 'Xair', initials: 'XAR', colour: '#ff0000', stockCards: 12, markers: 10, allowedRouteTypes: ['wavy', 'dotted'], hq: 'HQX' },
    { id: 'Y', name: 'Yair', initials: 'YAR', colour: '#00ff00', stockCards: 12, markers: 10, allowedRouteTypes: ['dotted', 'solid'], hq: 'HQY' },
    { id: 'Z', name: 'Zair', initials: 'ZAR', colour: '#0000ff', stockCards: 12, markers: 3, allowedRouteTypes: ['solid'], hq: 'E' },
  ],
  flightCards: [
    ...[1, 2, 3, 4, 5].map((value) => ({ type: 'wavy', value, count: 1 })),
    ...[2, 3, 4, 5, 6].map((value) => ({ type: 'dotted', value, count: 1 })),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) => ({ type: 'solid', value, count: 1 })),
  ],
  scoringCards: 3,
});

/** The tiny test board with 20 stock cards (7 + 7 + 6) and 10 flight cards: enough for 2 players only (seats.ts). */
export function twoPlayerBoard(): AirlinesBoard {
  const b = structuredClone(tinyBoard);
  b.name = 'Two of us';
  b.airlines = b.airlines.map((a, i) => ({ ...a, stockCards: [7, 7, 6][i]! }));
  b.flightCards = [
    ...[2, 3, 5].map((value) => ({ type: 'wavy' as const, value, count: 1 })),
    ...[3, 6, 7].map((value) => ({ type: 'dotted' as const, value, count: 1 })),
    ...[1, 5, 9, 4].map((value) => ({ type: 'solid' as const, value, count: 1 })),
  ];
  return b;
}

export const ids = (n: number): { id: PlayerId; name: string }[] =>
  ['ann', 'bob', 'cy', 'dee', 'eve', 'fay'].slice(0, n).map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }));

export function fresh(players = 3, options: Partial<AirlinesOptions> = {}, board = tinyBoard, seed = 7): AirlinesState {
  return setup({ board, players: ids(players), options: options as AirlinesOptions, seed });
}

export const card = (type: FlightCard['type'], value: number): FlightCard => ({ type, value });

/**
 * Puts chosen cards in a player's hand. The cards are taken from wherever they are (deck,
 * face-up row, other hands) so that no card is created or lost; the hand's old cards go to
 * the bottom of their decks.
 */
export function give(s: AirlinesState, player: PlayerId, hand: { stock?: string[]; flight?: FlightCard[] }): void {
  const h = s.hands[player]!;
  if (hand.stock) {
    s.stockDeck.unshift(...h.stock.splice(0));
    for (const c of hand.stock) {
      takeStock(s, c);
      h.stock.push(c);
    }
  }
  if (hand.flight) {
    s.flightDeck.unshift(...h.flight.splice(0));
    for (const c of hand.flight) {
      takeFlight(s, c);
      h.flight.push({ ...c });
    }
  }
}

function takeStock(s: AirlinesState, c: string): void {
  let i = s.stockDeck.lastIndexOf(c);
  if (i >= 0) return void s.stockDeck.splice(i, 1);
  i = s.faceUp.indexOf(c);
  if (i >= 0) {
    s.faceUp[i] = s.stockDeck.findLast((x) => x !== '*scoring') ?? null;
    if (s.faceUp[i] !== null) s.stockDeck.splice(s.stockDeck.lastIndexOf(s.faceUp[i]!), 1);
    return;
  }
  for (const id in s.hands) {
    const j = s.hands[id]!.stock.indexOf(c);
    if (j >= 0) {
      s.hands[id]!.stock.splice(j, 1);
      s.hands[id]!.stock.push(s.stockDeck.splice(s.stockDeck.findIndex((x) => x !== '*scoring'), 1)[0]!);
      return;
    }
  }
  throw new Error(`no stock card ${c} left to give`);
}

function takeFlight(s: AirlinesState, c: FlightCard): void {
  const same = (x: FlightCard) => x.type === c.type && x.value === c.value;
  let i = s.flightDeck.findIndex(same);
  if (i >= 0) return void s.flightDeck.splice(i, 1);
  i = s.flightDiscard.findIndex(same);
  if (i >= 0) return void s.flightDiscard.splice(i, 1);
  for (const id in s.hands) {
    const j = s.hands[id]!.flight.findIndex(same);
    if (j >= 0) {
      s.hands[id]!.flight.splice(j, 1);
      s.hands[id]!.flight.push(s.flightDeck.shift()!);
      return;
    }
  }
  throw new Error(`no flight card ${c.type} ${c.value} left to give`);
}

/** Puts a stock card on top of the deck (taken from the deck itself). */
export function onTop(s: AirlinesState, c: string): void {
  const i = s.stockDeck.lastIndexOf(c);
  if (i < 0) throw new Error(`${c} is not in the deck`);
  s.stockDeck.splice(i, 1);
  s.stockDeck.push(c);
}

export function flightOnTop(s: AirlinesState, c: FlightCard): void {
  const i = s.flightDeck.findIndex((x) => x.type === c.type && x.value === c.value);
  if (i < 0) throw new Error(`${c.type} ${c.value} is not in the flight deck`);
  s.flightDeck.push(...s.flightDeck.splice(i, 1));
}

/** Plays a move that must be legal; returns the new state and its events. */
export function play(s: AirlinesState, player: PlayerId, move: AirlinesMove): { state: AirlinesState; events: GameEvent[] } {
  const r = apply(s, player, move);
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

export function must(s: AirlinesState, player: PlayerId, ...moves: AirlinesMove[]): AirlinesState {
  for (const m of moves) s = play(s, player, m).state;
  return s;
}

/** Checks that a move is refused with this code and a message, and that the state is untouched. */
export function refused(s: AirlinesState, player: PlayerId, move: unknown, code: string): string {
  const before = JSON.stringify(s);
  const r = apply(s, player, move as AirlinesMove);
  expect(r.ok, `expected ${JSON.stringify(move)} to be refused`).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(10);
  expect(JSON.stringify(s)).toBe(before);
  return r.error.message;
}

/** Every card and marker of a state, counted: nothing may ever be created or lost. */
export function census(s: AirlinesState): { stock: number; scoring: number; flight: number; markers: number } {
  let stock = s.faceUp.filter((c) => c !== null).length + s.removedStock.length;
  let scoring = s.scoringAside + s.scoringUsed;
  for (const c of s.stockDeck) c === '*scoring' ? scoring++ : stock++;
  let flight = s.flightDeck.length + s.flightDiscard.length + s.removedFlight.length;
  for (const id in s.hands) {
    stock += s.hands[id]!.stock.length;
    flight += s.hands[id]!.flight.length;
  }
  for (const id in s.played) for (const a in s.played[id]!) stock += s.played[id]![a]!;
  let markers = s.founded.length;
  for (const a in s.supply) markers += s.supply[a]!;
  for (const r in s.routes) markers += s.routes[r]!.filter((m) => m !== null).length;
  return { stock, scoring, flight, markers };
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}
