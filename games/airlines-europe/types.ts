/**
 * Airlines Europe (Alan R. Moon, 2011): the board format, the moves, the state and what a seat
 * sees.
 *
 * Readers of this file:
 * - the board editor edits files of `boardSchema`;
 * - the play screen draws `EuropeView` and sends `EuropeMove`s (the host sends it the legal ones
 *   with every view, so the screen never works the rules out itself);
 * - the rules module (rules.ts and friends) keeps a `EuropeState`.
 *
 * Every reference between board elements is by id, never by array position.
 */
import { z } from 'zod';
import { boardHeader, elementId } from '../core/board-header.js';
import { BOARD_LIMITS } from '../core/limits.js';
import { citySchemaFor, colourSchema, landSchemaFor, routeDrawingFields, routeEndsSchema } from '../core/route-map.js';
import { EUROPE_LIMITS as L } from './limits.js';
import type { PlayerId, PlayerInfo } from '../core/types.js';
import type { RngState } from '../core/rng.js';

// ---------------------------------------------------------------------------------------------
// Board
// ---------------------------------------------------------------------------------------------

/**
 * Map coordinates: a fixed space of MAP_WIDTH × MAP_HEIGHT units, x to the right (west to east),
 * y downwards (north to south). The canvas scales this space to the screen.
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 800;

const colour = colourSchema;
const playerCount = z.number().int().min(2).max(6);

export const citySchema = citySchemaFor(MAP_WIDTH, MAP_HEIGHT);
export type City = z.infer<typeof citySchema>;

/** A licence price in millions: what the buyer pays and how far the airline's marker moves. */
export const licencePrice = z.number().int().min(1).max(L.licencePrice);

export const routeSchema = routeEndsSchema.extend({
  /**
   * The prices printed in the route's licence spaces, in the order they are drawn along the line
   * (from `from` to `to`). One space per airline that may hold the route: 1 to 3. A buyer always
   * takes the cheapest free space, wherever it sits on the line.
   */
  licences: z.array(licencePrice).min(1).max(3),
}).extend(routeDrawingFields);
export type Route = z.infer<typeof routeSchema>;

export const airlineSchema = z.object({
  id: elementId,
  name: z.string().min(1).max(L.name),
  /** Two or three letters for small labels ("RGS"). */
  initials: z.string().min(1).max(L.initials),
  colour,
  /** How many share cards of this airline exist; it owns exactly as many planes (licences). */
  shares: z.number().int().min(1).max(L.shares),
  /** City id of its home airport, where its network starts. */
  home: elementId,
  /** Its share-track marker's starting space. */
  trackStart: z.number().int().min(0).max(L.trackLength),
  /** Player counts at which this airline is taken out of the game (its shares and planes too). */
  removedWith: z.array(playerCount).max(L.removedWith).default([]),
});
export type Airline = z.infer<typeof airlineSchema>;

/**
 * A bonus connection: once both cities belong to the airline's network (each joined to its home
 * airport through its licences), the marker's value is added to the airline's share track once.
 */
export const bonusSchema = z.object({
  id: elementId,
  airline: elementId,
  from: elementId,
  to: elementId,
  value: z.number().int().min(1).max(L.bonusValue),
});
export type Bonus = z.infer<typeof bonusSchema>;

/**
 * One stretch of the share track: an airline whose marker stands on a space from `from` to `to`
 * (inclusive) pays `points[0]` victory points to its largest shareholder, `points[1]` to the
 * second, and so on; positions past the end of the list earn nothing.
 */
export const trackRangeSchema = z.object({
  from: z.number().int().min(0).max(L.trackLength),
  to: z.number().int().min(0).max(L.trackLength),
  points: z.array(z.number().int().min(0).max(L.payoutPoints)).min(1).max(L.payouts),
  /** Where the stretch is drawn on the board's edge (the screen may ignore it). */
  colour: colour.optional(),
});
export type TrackRange = z.infer<typeof trackRangeSchema>;

export const shareTrackSchema = z.object({
  /** The last space; a marker that would pass it stops there. Spaces run from 0 to `length`. */
  length: z.number().int().min(1).max(L.trackLength),
  /** Contiguous stretches covering 0 … length, in order. */
  ranges: z.array(trackRangeSchema).min(1).max(L.trackRanges),
});
export type ShareTrack = z.infer<typeof shareTrackSchema>;

/** Air Abacus: shares only, no planes, and a fixed payout at every scoring. */
export const abacusSchema = z.object({
  name: z.string().min(1).max(L.name),
  colour,
  shares: z.number().int().min(0).max(L.abacusShares),
  /** Victory points for its largest holder, second, … at every scoring. */
  points: z.array(z.number().int().min(0).max(L.payoutPoints)).min(1).max(L.payouts),
});
export type Abacus = z.infer<typeof abacusSchema>;

/** A polygon of [x, y] points in map coordinates, drawn as land. Purely decorative. */
export const landSchema = landSchemaFor(MAP_WIDTH, MAP_HEIGHT);
export type Land = z.infer<typeof landSchema>;

export const EUROPE_BOARD_FORMAT = 1;

export const boardSchema = boardHeader('airlines-europe').extend({
  cities: z.array(citySchema).min(2).max(BOARD_LIMITS.cities),
  routes: z.array(routeSchema).min(1).max(BOARD_LIMITS.routes),
  airlines: z.array(airlineSchema).min(1).max(L.airlines),
  bonuses: z.array(bonusSchema).max(L.bonuses).default([]),
  shareTrack: shareTrackSchema,
  abacus: abacusSchema,
  land: z.array(landSchema).max(BOARD_LIMITS.land).optional(),
});
export type EuropeBoard = z.infer<typeof boardSchema>;

// ---------------------------------------------------------------------------------------------
// Options (RULES.md says which reading of the rules each one picks)
// ---------------------------------------------------------------------------------------------

export const optionsSchema = z.object({
  /**
   * Victory points stay secret until the game is over: a seat sees only its own total and its
   * own points of each scoring, in the view and in the log.
   */
  secretVictoryPoints: z.boolean().default(true),
  /**
   * At a scoring each player takes just one share from the stock market, and the shares left
   * over stay there. Off: the players keep taking one share each in turn order until the
   * market is empty.
   */
  oneScoringPickEach: z.boolean().default(false),
});
/** Options as a table passes them (any may be left out: the defaults apply). */
export type EuropeOptions = z.input<typeof optionsSchema>;
/** Options with every default filled in, as a game keeps them. */
export type EuropeSettings = z.output<typeof optionsSchema>;

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

/** A share card is an airline id, or this for Air Abacus. */
export const ABACUS = 'abacus';
/** A scoring card in the draw pile. */
export const SCORING_CARD = '*scoring';
/** The fictitious third shareholder of the two-player game's last scoring. */
export const FICTITIOUS = '*third';

/** Cards of one kind counted per airline id (ABACUS included). */
export type Counts = Record<string, number>;

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/**
 * The game as phases with small move sets:
 *
 * `opening` (everyone at once): `chooseOpening {airlines: [a, b]}` — two shares of different
 *    airlines from the hand become the first holding; revealed when everyone has chosen.
 * `action` (the player on turn), exactly one action:
 *   A `buyLicence {airline, route}` → `licence` phase;
 *   B `playShares {airlines}` — the cards played: all of one airline, or one each of two;
 *   C `startTrade {give: 1 | 3}` → `trade` phase;
 *   D `takeMoney`.
 * `licence`: a second `buyLicence`, or `takeShare {from: 'market', airline} | {from: 'deck'}`
 *    (or `endTurn` only when there is no share left to take).
 * `trade`: `discard {from: 'hand' | 'holdings', airline}` once per card given; the Air Abacus
 *    shares arrive with the last one.
 * `scoringPick` (one player after another): `takeShare {from: 'market', airline}`.
 */
export type EuropeMove =
  | { type: 'chooseOpening'; airlines: string[] }
  | { type: 'buyLicence'; airline: string; route: string }
  | { type: 'takeShare'; from: 'market' | 'deck'; airline?: string }
  | { type: 'endTurn' }
  | { type: 'playShares'; airlines: string[] }
  | { type: 'startTrade'; give: number }
  | { type: 'discard'; from: 'hand' | 'holdings'; airline: string }
  | { type: 'takeMoney' };

/** An id in a move has the shape of a board id; whether it names one is the rules' business. */
const ref = elementId;

export const moveSchema: z.ZodType<EuropeMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseOpening'), airlines: z.array(ref).length(2) }),
  z.object({ type: z.literal('buyLicence'), airline: ref, route: ref }),
  z.object({ type: z.literal('takeShare'), from: z.enum(['market', 'deck']), airline: ref.optional() }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('playShares'), airlines: z.array(ref).min(1).max(200) }),
  z.object({ type: z.literal('startTrade'), give: z.union([z.literal(1), z.literal(3)]) }),
  z.object({ type: z.literal('discard'), from: z.enum(['hand', 'holdings']), airline: ref }),
  z.object({ type: z.literal('takeMoney') }),
]);

export type Phase = 'opening' | 'action' | 'licence' | 'trade' | 'scoringPick' | 'over';

// ---------------------------------------------------------------------------------------------
// State (kept by the host; never sent as is)
// ---------------------------------------------------------------------------------------------

/** One airline's result in one scoring. */
export interface AirlineScore {
  /** Airline id, or ABACUS. */
  airline: string;
  /** Its share-track space (null for Air Abacus). */
  track: number | null;
  /** The payout table used: points for the largest holder, second, … */
  table: number[];
  /** Face-up shares per holder (holders with none left out; FICTITIOUS in the 2-player last scoring). */
  shares: Record<string, number>;
  /** Points per holder from this airline. */
  points: Record<string, number>;
  /** Plain words for the log. */
  why: string;
}

export interface ScoringRecord {
  /** 1-based. */
  number: number;
  /** Who received the scoring card. */
  holder: PlayerId;
  points: Record<PlayerId, number>;
  airlines: AirlineScore[];
  /** The fictitious third player's holdings (2 players, last scoring), else null. */
  fictitious: Counts | null;
}

export interface EuropeState {
  /** Shared by reference between states (never changes during a game). */
  board: EuropeBoard;
  /** The table options (never change during a game). */
  options: EuropeSettings;
  players: PlayerInfo[];
  rng: RngState;
  /** Airline ids taking part, in board order. */
  airlines: string[];
  phase: Phase;
  /** Seat index of the player on turn (or who will be, during the opening and scorings). */
  current: number;
  /** Turns begun so far (the opening is not a turn). */
  turnNumber: number;
  bank: number;
  money: Record<PlayerId, number>;
  /** Secret: only their owner sees them until the game is over. */
  vp: Record<PlayerId, number>;
  hands: Record<PlayerId, Counts>;
  /** Face-up share holdings (what scores). */
  holdings: Record<PlayerId, Counts>;
  /** The face-up stock market (airline ids; ABACUS never appears here). */
  market: string[];
  /** The draw pile; the top card is the END of the array. Holds SCORING_CARD entries. */
  deck: string[];
  /** The two-player game's face-down discard pile (empty otherwise). */
  discard: Counts;
  /** Cards out of the game (trades, stock-market clears) with three or more players. */
  removed: Counts;
  /** Air Abacus shares still in the supply. */
  abacusSupply: number;
  /** Per route id, one entry per licence space (same order as the board's `licences`). */
  licences: Record<string, (string | null)[]>;
  /** Planes not yet on the board, per airline. */
  planes: Record<string, number>;
  /** Share-track space per airline. */
  track: Record<string, number>;
  /** City ids joined to each airline's home airport (home included). */
  network: Record<string, string[]>;
  /** Bonus ids already paid out (their markers are off the board). */
  bonusesTaken: string[];
  /** Opening: each player's chosen pair, secret until all have chosen (null: not yet). */
  opening: Record<PlayerId, string[] | null>;
  /** Licences bought in the current turn (licence phase). */
  licencesThisTurn: number;
  /** Trade in progress: cards still to give and Air Abacus shares to receive. */
  trade: { remaining: number; receive: number } | null;
  /** Scoring cards drawn and not yet scored, each with the player who received it. */
  pendingScorings: PlayerId[];
  /**
   * Players still to pick from the stock market in the current scoring, in order. A player
   * appears more than once when the market holds more shares than there are players (unless
   * the table plays one pick each).
   */
  picks: PlayerId[];
  /** Who received each scoring card so far (the cards lie in front of them). */
  scoringCardsHeld: PlayerId[];
  scorings: ScoringRecord[];
  over: boolean;
}

// ---------------------------------------------------------------------------------------------
// View (what one seat sees; `view(state, null)` is a spectator's)
// ---------------------------------------------------------------------------------------------

export interface PlayerView {
  id: PlayerId;
  name: string;
  seat: number;
  money: number;
  /** Number of cards in hand (their kinds are secret). */
  handSize: number;
  holdings: Counts;
  /** Victory points: the seat's own, or everyone's once the game is over (or without secret points); null when secret. */
  vp: number | null;
  /** Opening: whether this player has chosen (never what, before the reveal). */
  hasChosen: boolean;
  /** Scoring cards lying in front of this player. */
  scoringCards: number;
}

export interface AirlineView {
  id: string;
  track: number;
  /** Points for the largest holder, second, … at the current track space. */
  payout: number[];
  planesLeft: number;
  network: string[];
  /** Bonus ids of this airline still on the board. */
  openBonuses: string[];
}

export interface EuropeView {
  you: PlayerId | null;
  phase: Phase;
  /** The player on turn. */
  current: PlayerId;
  turnNumber: number;
  players: PlayerView[];
  airlines: AirlineView[];
  licences: Record<string, (string | null)[]>;
  market: string[];
  /** Cards in the draw pile (share and scoring cards together); their order is secret. */
  deckSize: number;
  scoringCardsLeft: number;
  discardSize: number;
  removedSize: number;
  abacusSupply: number;
  abacusPayout: number[];
  bank: number;
  /** The seat's own hand (absent for a spectator). */
  hand?: Counts;
  /** The seat's own opening choice while it is still secret. */
  openingChoice?: string[] | null;
  licencesThisTurn: number;
  trade: { remaining: number; receive: number } | null;
  /** Players still to pick in the current scoring, in order. */
  picks: PlayerId[];
  /**
   * The scorings so far. While victory points are secret, each record holds only the seat's own
   * points (a spectator's none); the shares and track spaces stay, as they are public.
   */
  scorings: ScoringRecord[];
  options: EuropeSettings;
  over: boolean;
  /**
   * The draw pile in the three parts it was built from, as everyone at the table knows them: the
   * first part exactly, the other two by their nominal sizes (the real split is a card or two off
   * and secret). Per part: its nominal size, its cards left (nominal), whether its scoring card
   * is still in the pile.
   */
  pileParts: PilePart[];
  /** What the bank pays: per share laid out, for taking money; a bankrupt bank leaves everyone this much. */
  payments: { dividendPerShare: number; takeMoney: number; bankruptKeep: number };
  /**
   * The seat's own, while it is on turn and may buy licences: every licence it may buy now with
   * what it does, and which licences could follow each as the turn's second (so a screen can
   * compose both and the share without working out a rule).
   */
  licencePlan?: LicencePlan;
}

/** Which licences may follow one offer (see `LicencePlan.then`). */
export interface LicenceFollow {
  /** The offers that may follow (indices into `offers`) … */
  keep?: number[];
  /** … or the offers that may not (every other may). */
  drop?: number[];
  /** Indices into `seconds`. */
  add: number[];
}

export interface PilePart {
  size: number;
  left: number;
  scoringLeft: boolean;
}

/** A licence a seat may buy: the airline, the route, the space it takes and its price. */
export interface LicenceOffer {
  airline: string;
  route: string;
  space: number;
  price: number;
}

export interface LicencePlan {
  /** The licences the seat may buy now (its `buyLicence` moves), each with what it does. */
  offers: (LicenceOffer & {
    /** The airline's share-track space afterwards (bonus included). */
    track: number;
    /** The bonus connection it completes, if any. */
    bonus: string | null;
    /** Cities the airline's network reaches through it (none when both were in it). */
    joins: string[];
  })[];
  /**
   * Per offer (same index): the licences that may follow it as the turn's second. Mostly the
   * other offers, so it is said as a difference: the offers kept (or those dropped, whichever
   * list is shorter) and the licences added (indices into `seconds`: a route the grown network
   * reaches, the next space of the same route).
   */
  then: LicenceFollow[];
  /** Second licences that are not among the offers. */
  seconds: LicenceOffer[];
  /** How the action ends after the licences: the shares that may be taken (or ending the turn when none is left). */
  finish: EuropeMove[];
}
