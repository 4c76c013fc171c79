/**
 * Airlines (Alan R. Moon, 1990): the board format, the moves, the state and what a seat sees.
 *
 * Three groups of readers depend on this file:
 * - the board editor edits files of `boardSchema`;
 * - the play screen draws `AirlinesView` and sends `AirlinesMove`s (it receives the legal ones
 *   with every view, so it never has to work out the rules itself);
 * - the rules module (rules.ts and friends) keeps an `AirlinesState`.
 *
 * Every reference between board elements is by id, never by array position.
 */
import { z } from 'zod';
import { boardHeader, elementId } from '../core/board-header.js';
import { BOARD_LIMITS } from '../core/limits.js';
import { citySchemaFor, colourSchema, landSchemaFor, routeDrawingFields, routeEndsSchema } from '../core/route-map.js';
import { AIRLINES_LIMITS as L } from './limits.js';
import type { PlayerId } from '../core/types.js';
import type { RngState } from '../core/rng.js';
import type { Wording } from '../core/wording.js';

// ---------------------------------------------------------------------------------------------
// Board
// ---------------------------------------------------------------------------------------------

/**
 * The five route networks. The line style on the map and the frame of a flight card name one:
 * wavy runs around the outside of the map, dotted is the east, dashed the north-west,
 * double (two parallel lines) the south-west, solid the north-east.
 */
export const ROUTE_TYPES = ['wavy', 'dotted', 'dashed', 'double', 'solid'] as const;
export const routeType = z.enum(ROUTE_TYPES);
export type RouteType = z.infer<typeof routeType>;

/**
 * Map coordinates: a fixed space of MAP_WIDTH × MAP_HEIGHT units, x to the right (west to
 * east), y downwards (north to south). The canvas scales this space to the screen.
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;

export const citySchema = citySchemaFor(MAP_WIDTH, MAP_HEIGHT);
export type City = z.infer<typeof citySchema>;

/** A circle's printed number: a flight card of at least this value pays for it. */
export const circleCost = z.number().int().min(1).max(14);

export const routeSchema = routeEndsSchema.extend({
  type: routeType,
  /**
   * The numbers in the route's circles, in the order they are drawn along the line (from
   * `from` to `to`). One circle per airline that may use the route: 1 to 3 circles. A marker
   * always goes on the lowest free number, wherever it sits on the line.
   */
  costs: z.array(circleCost).min(1).max(3),
}).extend(routeDrawingFields);
export type Route = z.infer<typeof routeSchema>;

export const airlineSchema = z.object({
  id: elementId,
  name: z.string().min(1).max(L.name),
  /** Three letters printed on the HQ flag and the stock cards ("GGA"). */
  initials: z.string().min(1).max(L.initials),
  colour: colourSchema,
  /** How many stock cards of this airline exist (7 to 12 in the 1990 game). */
  stockCards: z.number().int().min(1).max(L.stockCards),
  /** How many markers it has, the HQ marker included: its highest possible value. */
  markers: z.number().int().min(2).max(L.markers),
  /** The route networks this airline may fly (the reference card). */
  allowedRouteTypes: z.array(routeType).min(1).max(5),
  /** The city id of its headquarters (the flag with its initials). */
  hq: elementId,
});
export type Airline = z.infer<typeof airlineSchema>;

/** `count` flight cards of one route type and one value. */
export const flightCardEntrySchema = z.object({
  type: routeType,
  value: z.number().int().min(1).max(14),
  count: z.number().int().min(1).max(L.flightCardCount),
});
export type FlightCardEntry = z.infer<typeof flightCardEntrySchema>;

/** A polygon of [x, y] points in map coordinates, drawn as land. */
export const landSchema = landSchemaFor(MAP_WIDTH, MAP_HEIGHT);
export type Land = z.infer<typeof landSchema>;

export const AIRLINES_BOARD_FORMAT = 1;

export const boardSchema = boardHeader('airlines').extend({
  cities: z.array(citySchema).min(2).max(BOARD_LIMITS.cities),
  routes: z.array(routeSchema).min(1).max(BOARD_LIMITS.routes),
  airlines: z.array(airlineSchema).min(1).max(L.airlines),
  /** The flight-card deck, as counts per route type and value (42 cards in the 1990 game). */
  flightCards: z.array(flightCardEntrySchema).min(1).max(L.flightCardEntries),
  /** Scoring cards shuffled into the stock deck (3 in the 1990 game). */
  scoringCards: z.number().int().min(1).max(L.scoringCards),
  /** Optional map drawing: land outlines under the routes. Purely decorative. */
  land: z.array(landSchema).max(BOARD_LIMITS.land).optional(),
});
export type AirlinesBoard = z.infer<typeof boardSchema>;

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

export const optionsSchema = z.object({
  /** Each seat after the start player gets 1 point per seat at the end (2nd +1, 3rd +2 …). */
  bonusPoints: z.boolean().default(false),
  /** After the last stock card is drawn, everyone plays one more turn before the final scoring. */
  additionalLastRound: z.boolean().default(false),
  /** The scoring cards join the stock deck only after a few complete rounds. */
  controlledScoring: z.boolean().default(false),
  /**
   * The French reading: an airline can be founded only while nobody has laid out any of its
   * stock cards. Off (the default, the English text being silent): laid-out shares do not stop
   * a founding.
   */
  noFoundingAfterShares: z.boolean().default(false),
});
export type AirlinesOptions = z.infer<typeof optionsSchema>;

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export interface FlightCard {
  type: RouteType;
  value: number;
}
export const flightCardSchema = z.object({ type: routeType, value: z.number().int().min(1).max(14) });

/** A stock card is an airline id; the scoring cards in the stock deck are this marker. */
export const SCORING_CARD = '*scoring';
export type StockCard = string;

/** The fictitious third player of the two-player game (the cards left in the stock). */
export const FICTITIOUS_PLAYER = '*market';

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/**
 * A turn, as phases with small move sets:
 *
 * `action` (start of turn)
 *   - `removeInactive {slot}`  take a face-up stock card of an inactive airline out of the game and
 *                              refill the slot (once per turn, before the action);
 *   - `exchangeFlight {card}`  discard one unusable flight card (out of the game) and draw a
 *                              replacement (any number, before the action);
 *   - `found {airline, shares}`   lay out `shares` stock cards and found the airline → `foundClaim`;
 *   - `expand`                    draw a flight card → `expandClaim`;
 *   - `playStock {airline, count}` lay out stock cards; if count is 1 → `sabotage`, else turn ends.
 * `foundClaim`:  `claim {airline, route, card}` for the airline being founded (a route at its HQ);
 *                then a flight card is drawn for you → `drawStock`.
 * `expandClaim`: `claim {airline, route, card}` → `drawStock`, or `pass` (keep the drawn card,
 *                turn ends without a stock card).
 * `drawStock`:   `drawStock {from: 'deck' | 0..4}` → turn ends.
 * `sabotage`:    `sabotageAirline {airline}` (whose marker to use) → `sabotagePlace`, or `pass`.
 * `sabotagePlace`: `sabotage {route, circle}` (circle index into the route's `costs`), or `pass`.
 *
 * Moves name cards by value (`{ type: 'wavy', value: 7 }`), so identical cards are one move.
 */
export type AirlinesMove =
  | { type: 'removeInactive'; slot: number }
  | { type: 'exchangeFlight'; card: FlightCard }
  | { type: 'found'; airline: string; shares: number }
  | { type: 'expand' }
  | { type: 'playStock'; airline: string; count: number }
  | { type: 'claim'; airline: string; route: string; card: FlightCard }
  | { type: 'pass' }
  | { type: 'drawStock'; from: 'deck' | number }
  | { type: 'sabotageAirline'; airline: string }
  | { type: 'sabotage'; route: string; circle: number };

/** An id in a move has the shape of a board id; whether it names one is the rules' business. */
const ref = elementId;
const count = z.number().int().min(1).max(40);

export const moveSchema: z.ZodType<AirlinesMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('removeInactive'), slot: z.number().int().min(0).max(4) }),
  z.object({ type: z.literal('exchangeFlight'), card: flightCardSchema }),
  z.object({ type: z.literal('found'), airline: ref, shares: count }),
  z.object({ type: z.literal('expand') }),
  z.object({ type: z.literal('playStock'), airline: ref, count }),
  z.object({ type: z.literal('claim'), airline: ref, route: ref, card: flightCardSchema }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('drawStock'), from: z.union([z.literal('deck'), z.number().int().min(0).max(4)]) }),
  z.object({ type: z.literal('sabotageAirline'), airline: ref }),
  z.object({ type: z.literal('sabotage'), route: ref, circle: z.number().int().min(0).max(2) }),
]);

export type Phase = 'action' | 'foundClaim' | 'expandClaim' | 'drawStock' | 'sabotage' | 'sabotagePlace' | 'over';

// ---------------------------------------------------------------------------------------------
// State (kept by the host; never sent as is)
// ---------------------------------------------------------------------------------------------

/** One marker on a route circle. A sabotage marker is turned sticker side up: it scores nothing. */
export interface RouteMarker {
  airline: string;
  sabotage: boolean;
}

export interface Hand {
  stock: StockCard[];
  flight: FlightCard[];
}

/** One airline's result in one scoring. */
export interface AirlineScore {
  airline: string;
  /** Markers on the board (HQ included, sabotage markers not): the majority holder's points. */
  value: number;
  /** Played shares per holder (players with none are left out). */
  shares: Record<PlayerId, number>;
  /** Majority holder(s) and second-place holder(s). */
  first: PlayerId[];
  second: PlayerId[];
  /** Points per holder from this airline. */
  points: Record<PlayerId, number>;
  /** Plain words: "GGA: 11 markers. Ann has the majority (3) and takes 11; Bob and Cy tie for second and take 2 each." */
  why: string;
}

export interface ScoringRecord {
  /** 1-based: the first, second … scoring of the game. */
  number: number;
  /** A scoring card came up, or the game ended. */
  trigger: 'card' | 'final';
  /** Per player: points of this scoring (the fictitious player of 2-player games included when it took part). */
  points: Record<PlayerId, number>;
  airlines: AirlineScore[];
}

export interface TurnState {
  /** Seat index of the player whose turn it is. */
  seat: number;
  /** Turns started so far in the game, this one included (1 for the first turn). */
  number: number;
  phase: Phase;
  /** The airline being founded (foundClaim) or whose marker sabotages (sabotagePlace). */
  airline?: string;
  /** Whether the start-of-turn removal of an inactive face-up card was used. */
  removedInactive: boolean;
}

export interface AirlinesState {
  board: AirlinesBoard;
  options: AirlinesOptions;
  players: { id: PlayerId; name: string }[];
  rng: RngState;
  /** Face-down stock deck; the top card is the END of the array. */
  stockDeck: StockCard[];
  /** The five face-up stock cards; null is an empty slot (only once the deck is used up). */
  faceUp: (StockCard | null)[];
  /** Scoring cards not yet shuffled in (controlled scoring). */
  scoringAside: number;
  /** Scoring cards used (drawn or revealed, and scored). */
  scoringUsed: number;
  flightDeck: FlightCard[];
  flightDiscard: FlightCard[];
  /** Out of the game: inactive airlines' face-up cards, unusable flight cards. */
  removedStock: StockCard[];
  removedFlight: FlightCard[];
  hands: Record<PlayerId, Hand>;
  /** Stock cards laid out face up, per player per airline. */
  played: Record<PlayerId, Record<string, number>>;
  /** Per route id, one entry per circle (same order as `costs`): the marker on it or null. */
  routes: Record<string, (RouteMarker | null)[]>;
  /** Airline ids with their HQ marker on the board (founded). */
  founded: string[];
  /** Markers still in each airline's supply. */
  supply: Record<string, number>;
  turn: TurnState;
  scorings: ScoringRecord[];
  /**
   * Additional last round (optional rule): set when the last stock card is gone, to the number of
   * turns still to play after the current one; the final scoring follows the last of them.
   */
  lastRoundTurnsLeft: number | null;
  /** The fictitious third player's shares (2 players, final scoring). */
  fictitious: Record<string, number> | null;
  over: boolean;
}

// ---------------------------------------------------------------------------------------------
// View (what one seat sees; `view(state, null)` is a spectator's)
// ---------------------------------------------------------------------------------------------

export interface AirlineView {
  id: string;
  /** HQ marker on the board. */
  founded: boolean;
  /** Can no longer be founded: every route at its HQ it may fly is full (its shares are worthless). */
  inactive: boolean;
  /** Markers on the board, HQ included, sabotage markers not: what the majority holder scores now. */
  value: number;
  /** Markers left in its supply. */
  supply: number;
  /** Stock cards of it played by all players together. */
  sharesPlayed: number;
}

export interface PlayerView {
  id: PlayerId;
  name: string;
  seat: number;
  /** Hand sizes only: the cards themselves are in `hand` for the seat's own player. */
  stockInHand: number;
  flightInHand: number;
  /** Stock cards laid out, per airline id. */
  played: Record<string, number>;
  /** Total of all scorings so far (bonus points added once the game is over). */
  score: number;
  /** Bonus points of the optional rule (0 without it). */
  bonus: number;
}

/** One route as one seat sees it: the claims its cards would pay for, or why none by key (null: no reason to give). */
export interface RouteNote {
  may: { airline: string; card: FlightCard }[];
  why: Wording | null;
}

export interface AirlinesView {
  players: PlayerView[];
  /** Per route id, one entry per circle (same order as the board's `costs`): marker or null. */
  routes: Record<string, (RouteMarker | null)[]>;
  /**
   * Per route id with a free circle: the number a card must reach now (the lowest free one) and
   * the founded airlines that could claim it now, cards aside (for hover hints on the map).
   */
  claimable: Record<string, { cost: number; airlines: string[] }>;
  /** Per airline id. */
  airlines: Record<string, AirlineView>;
  /** The five face-up stock cards (airline ids; null is an empty slot). */
  faceUp: (string | null)[];
  stockDeck: number;
  /** Scoring cards still to come (in the deck, or set aside with controlled scoring). */
  scoringCardsLeft: number;
  flightDeck: number;
  flightDiscard: number;
  removedStock: number;
  removedFlight: number;
  /** The score pad: one record per scoring so far (player × airline points and why). */
  scorings: ScoringRecord[];
  turn: {
    player: PlayerId;
    seat: number;
    number: number;
    phase: Phase;
    airline?: string;
    /** True in the additional last round (optional rule). */
    lastRound: boolean;
  };
  /** The seat's own cards (sorted); absent for a spectator. */
  hand?: { stock: string[]; flight: FlightCard[] };
  /**
   * Per route id: what this seat's flight cards would claim there now, whatever the phase, or why
   * not as a wording each client words (a spectator gets the reasons that do not depend on cards). A screen answers a
   * hover or a click on a route from this, never from rules of its own.
   */
  routeNotes: Record<string, RouteNote>;
  /**
   * The seat's own (absent for a spectator): per airline it could found with its cards now, the
   * first routes at the headquarters and the cards that pay for them.
   */
  founding?: Record<string, { route: string; card: FlightCard }[]>;
  /**
   * Per airline id, why it cannot grow now, as a wording each client words, or null: for an airline not founded, why it
   * cannot be founded; for a founded one, why no route can be claimed for it. A spectator gets
   * the reasons that do not depend on cards; a seat's view adds those of its own hand. A screen
   * says these instead of leaving an airline out silently.
   */
  airlineNotes: Record<string, Wording | null>;
  options: AirlinesOptions;
  /** The fictitious third player's shares (2 players, after the third scoring card). */
  fictitious: Record<string, number> | null;
  over: boolean;
}
