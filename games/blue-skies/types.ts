/**
 * Blue Skies: the moves, the state and what a seat sees.
 *
 * A demand card is the id of the airport it names. A gate is owned by a player id or by the
 * local airline (`LOCAL`). An airport keeps one passenger count: its passengers are always
 * spread over its open gates (see `shares` in passengers.ts), so opening a gate at a busy
 * airport takes passengers from the gates already there.
 */
import { z } from 'zod';
import { elementId } from '../core/board-header.js';
import { isPrototypeName } from '../core/board-ids.js';
import type { RngState } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import type { Wording } from '../core/wording.js';
import type { BlueSkiesBoard } from './board.js';

export const LOCAL = 'local';

/**
 * An airport code in a move. Boards never use a name every object answers to (validateBoard
 * refuses them), so a move naming one is refused here already; the rules check the code
 * against the board's airports as well.
 */
const airportId = elementId.refine((id) => !isPrototypeName(id), { message: 'There is no airport by that name on any board.' });

export const moveSchema = z.discriminatedUnion('type', [
  /** Open the next free gate space (the leftmost free one) at an airport, paying its cost. */
  z.object({ type: z.literal('buyGate'), airport: airportId }),
  /** Replace the local airline gate at an airport with one of yours, paying the buyout. */
  z.object({ type: z.literal('buyOut'), airport: airportId }),
  /** Stop buying gates this turn (in a round the unspent points score). */
  z.object({ type: z.literal('endPurchases') }),
  /** Play the demand card of this airport from your hand. */
  z.object({ type: z.literal('playCard'), airport: airportId }),
  /** The once-per-game special action: passengers at any airport, then a discard. */
  z.object({ type: z.literal('special'), airport: airportId }),
  /** Government assistance: passengers at one more airport. */
  z.object({ type: z.literal('assist'), airport: airportId }),
  /** Government assistance: add passengers to no further airports. */
  z.object({ type: z.literal('endAssist') }),
  /** Discard these cards (after a special action, or during government assistance). */
  z.object({ type: z.literal('discard'), cards: z.array(airportId).max(10) }),
]);
export type BlueSkiesMove = z.infer<typeof moveSchema>;

/**
 * Table options. The rule text is silent on ties; each option switches to another reasonable
 * reading (RULES.md says what the defaults are and that they have no source in the text).
 */
export const optionsSchema = z
  .object({
    /** Every player tied for a region place gets that place's full award (default: they share it). */
    fullAwardOnTies: z.boolean().default(false),
    /** Players tied on points share the victory (default: the most passengers breaks the tie). */
    sharedVictory: z.boolean().default(false),
    /** Government assistance as the text's letter: no cap on the airports (default: at most `RULES.assistanceCap`). */
    uncappedAssistance: z.boolean().default(false),
  })
  .strict();
export type BlueSkiesOptions = z.infer<typeof optionsSchema>;

export interface AirportState {
  /** Passengers at the airport (spread over its open gates, or waiting when none is open). */
  pax: number;
  /**
   * The gate spaces in use at this player count, left to right: owner, or null when free.
   * Spaces come into use from the left (validateBoard checks it), so index i is the board's
   * gate space i.
   */
  gates: (PlayerId | null)[];
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  score: number;
  /** Gates not yet on the board. */
  gatesLeft: number;
  hand: string[];
  specialUsed: boolean;
}

export type Phase =
  /** Setup: players buy their first gates, from the last player backwards. */
  | { kind: 'setupBuy'; order: number[]; at: number; spent: number; bought: number }
  /** Step 1: each player in turn buys gates. */
  | { kind: 'buy'; at: number; spent: number; bought: number }
  /** Step 2: each player in turn plays a card or the special action. */
  | { kind: 'play'; at: number }
  /** The player who took the special action now discards. */
  | { kind: 'specialDiscard'; at: number }
  /** Step 6: players behind the leader add passengers, in turn order. */
  | { kind: 'assist'; order: number[]; picks: number[]; at: number; chosen: string[] }
  /** Step 6: everyone discards at once; null = not decided yet. */
  | { kind: 'assistDiscard'; pending: (string[] | null)[] }
  | { kind: 'over' };

export interface RegionResult {
  region: string;
  name: string;
  /** Total gate value per player. */
  values: Record<PlayerId, number>;
  awards: { player: PlayerId; points: number; place: 1 | 2 }[];
}

export interface FinalScoring {
  /** Scores when the game ended, before the end bonuses. */
  before: Record<PlayerId, number>;
  regions: RegionResult[];
  /** 3 points to each player who never used the special action. */
  unusedSpecial: Record<PlayerId, number>;
  /** Why the game ended. */
  reason: string;
}

export interface BlueSkiesState {
  board: BlueSkiesBoard;
  options: BlueSkiesOptions;
  players: PlayerState[];
  airports: Record<string, AirportState>;
  bag: { red: number; green: number };
  /** Draw from the end. */
  deck: string[];
  discard: string[];
  rng: RngState;
  round: number;
  /** Index of the start player. */
  startPlayer: number;
  assistanceDone: boolean;
  phase: Phase;
  final: FinalScoring | null;
}

/** What one seat sees: no other hand, no deck or bag order, no RNG, no undecided discard. */
export interface BlueSkiesView {
  round: number;
  startPlayer: PlayerId;
  you: PlayerId | null;
  hand: string[] | null;
  phase:
    | { kind: 'setupBuy' | 'buy'; player: PlayerId; spent: number; budget: number; gatesBought: number }
    | { kind: 'play' | 'specialDiscard'; player: PlayerId }
    | { kind: 'assist'; player: PlayerId; left: number; chosen: string[] }
    | { kind: 'assistDiscard'; decided: Record<PlayerId, boolean>; yourChoice: string[] | null }
    | { kind: 'over' };
  players: {
    id: PlayerId;
    name: string;
    score: number;
    income: number;
    gatesLeft: number;
    handSize: number;
    specialUsed: boolean;
  }[];
  airports: Record<string, { pax: number; gates: { space: number; owner: PlayerId | null; pax: number }[] }>;
  bag: { red: number; green: number };
  deckSize: number;
  discardSize: number;
  assistanceDone: boolean;
  final: FinalScoring | null;
  /**
   * While someone buys gates: what they may still buy, and for every airport in words what a
   * gate there costs them or why they cannot buy one (the screen says it; it works out nothing).
   */
  buying: BuyingView | null;
  /** While government assistance is under way: who may add passengers to how many airports, and why. */
  assistance: AssistanceView | null;
  /** The rule text's numbers the screen's words need. */
  numbers: { endScore: number; assistanceAt: number; assistanceStep: number; handSize: number; secondPlace: number; unusedSpecial: number };
}

export interface BuyingView {
  player: PlayerId;
  /** Points left to spend this turn. */
  left: number;
  /** Gates the buyer still has. */
  gatesLeft: number;
  /** At setup: the buyers in order (from the last seat backwards). */
  order: PlayerId[] | null;
  /** Why nothing at all can be bought (no gates left, the setup's gates bought), by key, or null. */
  blocked: Wording | null;
  offers: { airport: string; kind: 'gate' | 'buyout'; space: number; cost: number }[];
  /** Per airport, by key: "The next gate (gate 2) costs 3 points" or why not ("Every gate in use here is taken."). */
  notes: Record<string, Wording>;
}

export interface AssistanceView {
  /** The leader's points (players tied with them are skipped). */
  leader: number;
  /** In turn order from the start player: each player behind the leader. */
  order: { player: PlayerId; behind: number; airports: number }[];
  /** Who chooses now (index in `order`), or null once everyone has chosen. */
  at: number | null;
}
