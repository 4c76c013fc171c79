/**
 * What the playtest lab (main/lab) asks of a game beyond the game contract: its element ledger
 * (what each seat took, when, at what cost, worth what), who is ahead in the middle of a game, which resources ran out, and which rule
 * events are worth watching for. One small pure probe per game (games/<game>/elements.ts) reads
 * the game's own state and events: it never plays a rule again.
 */
import type { GameEvent, PlayerId } from './event.js';
import { wordingOf, type Said, type Wording, type WordParams } from './wording.js';

/** One kind of board element (routes, airports, cells …) and every element of it on a board. */
export interface ElementKind {
  /** Stable key: `route`, `airline`, `cell`, `gate` … */
  kind: string;
  /** For people, plural: "Routes". */
  label: string;
  /** The same by key (the game's catalogue), so a report words it in its reader's language. */
  labelWords?: Wording;
  /**
   * Each item may name its peers (`peers`): the lab compares how early an element is taken only
   * with elements of the same peers, when there are at least three. Blue Skies' gate spaces are
   * bought left to right at each airport, so a first space is taken before a third by the rules,
   * not because it is too cheap: first spaces are compared with first spaces.
   */
  items: { id: string; name: string; nameWords?: Wording; peers?: string; peersWords?: Wording }[];
}

/**
 * An element's name said by key (a name with words of its own, "Row 3, column 5"): its English
 * made from the English catalogue, and the wording a report carries for other languages. A name
 * that is the board's own (a city, an airline) needs none.
 */
export function named(s: Said): { name: string; nameWords: Wording } {
  return { name: s.text, nameWords: wordingOf(s) };
}

/** An element, as `kind` + `id` (the id as the board writes it). */
export interface ElementRef {
  kind: string;
  id: string;
}

/**
 * One seat's hold on one element: a route it claimed, a gate it bought, the line it was dealt, a
 * region bonus it took. `cost` is what taking it cost in the game's own terms (the circle's
 * number, the gate's price, the shares laid out); `worth` the points it earned its holder by the
 * end, where the rules allow saying so.
 */
export interface Hold extends ElementRef {
  player: PlayerId;
  cost?: number;
  worth?: number;
  /**
   * False: the seat took it (its turn and cost count) but does not hold it for that: who holds
   * it is said at the end by `held` (an Airlines route belongs to the airline's shareholders,
   * not to whoever claimed it). Default true.
   */
  holder?: boolean;
}

/** Which way an element's numbers should move: make it dearer or weaker, or cheaper or stronger. */
export type FixDirection = 'weaken' | 'strengthen';

/** A suggested edit of one board field: `field` is a path like `routes[12].costs`. */
export interface Suggestion {
  field: string;
  /** The field's value now and the value suggested. */
  from: unknown;
  to: unknown;
  /** The edit in words: "raise its costs from 1/1/1 to 9/12/14". */
  words: string;
  /** The same by key (the game's catalogue; `words` is its English), naming the element itself. */
  wording?: Wording;
}

/**
 * Each game's element ledger (games/<game>/ledger.ts), read from the game's events: the lab
 * plays the game and hands the ledger the events of each move and the state at the start and
 * the end. Nothing here plays a rule again.
 */
export interface ElementLedger<B = any, S = any> {
  /** Dealt at the start (a Linie 1 line and route card, a seat's place): taken on turn 0. */
  dealt?(state: S): Hold[];
  /** What a move's events took (the state is the one after the move; it may change later). */
  taken(events: readonly GameEvent[], after: S): Hold[];
  /** Whether the ledger reads this event type (the lab skips collecting a move's events otherwise). */
  reads?: readonly string[];
  /**
   * At the end: what each seat holds and what it was worth. A hold not seen taken (shares bought
   * blind, say) joins with no turn.
   */
  held?(state: S): Hold[];
  /** An edit of the board that moves the element the given way, or null when there is none. */
  suggest?(board: B, ref: ElementRef, direction: FixDirection): Suggestion | null;
}

/** A rule event the lab reports when it never happens in a whole run. */
export interface WatchedRule {
  /** The event type the rules emit when the rule fires. */
  event: string;
  /** The rule, in a few words: "Sabotage a route". */
  words: string;
  /** The same by key (the game's catalogue; `words` is its English). */
  wording?: Wording;
  /** Whether the rule can fire at all with these options and this many players (default yes). */
  applies?(options: Record<string, unknown>, players: number): boolean;
}

/** A probe's `moveKindWords` from its move kinds' keys (each written out whole, so the catalogue check finds it). */
export function moveKindWords(keys: Readonly<Record<string, string>>): (kind: string) => Wording | null {
  return (kind) => (Object.hasOwn(keys, kind) ? { key: keys[kind]! } : null);
}

/** A watched rule said by key: its English made from the English catalogue, and its wording. */
export function watchedRule(event: string, s: Said, applies?: WatchedRule['applies']): WatchedRule {
  return { event, words: s.text, wording: wordingOf(s), ...(applies ? { applies } : {}) };
}

/** One kind's figures on a heat map (the lab works them out: formats/lab-heat.ts, `kindHeat`). */
export interface HeatFigures {
  /** Element id → 0..1, from the least used element that was used at all to the most used; 0: never used. */
  heat: Map<string, number>;
  /** Element id → share of games it was used in (absent: not on the board at this player count). */
  rate: Map<string, number>;
  /** Uses per game of the least and the most used (the ends of the legend). */
  min: number;
  max: number;
}

/**
 * What the lab hands a game's SVG heat map (`GameProbe.heatMap`): the report's figures by kind
 * and the drawing's shared parts, so a game draws only its board's geometry and the report's
 * scale, colours, legend and escaping stay the lab's.
 */
export interface HeatPen {
  heatOf(kind: string): HeatFigures;
  /** The colour of a heat, 0..1. */
  heatColour(heat: number): string;
  /** The colour of an element never used. */
  NEVER: string;
  /** A kind's legend at (x, y): its colour scale from the least to the most uses per game. */
  legend(x: number, y: number, figures: HeatFigures, label: string): string;
  /** The whole drawing: an `<svg>` of that size around `body`, titled for screen readers. */
  svg(width: number, height: number, body: string, title: string): string;
  /** Text escaped for SVG; every text from a board goes through it. */
  escapeXml(text: string): string;
  /** A share of games in words: "12 % of games". */
  pctText(rate: number): string;
  /** A sentence of the map (its title, a tooltip) in the report's language, by key: the game's catalogue or core's. */
  say(key: string, params?: WordParams): string;
  /** The outline round some points, grown by `pad` (a region of airports). */
  paddedHull(points: readonly { x: number; y: number }[], pad: number): { x: number; y: number }[];
}

export interface GameProbe<B = any, S = any, M = any> {
  /** Every element of the board, by kind, for a game of `players` players. */
  elements(board: B, players: number): ElementKind[];
  /**
   * What kind of move it is, for each bot's move mix (the playstyles at a glance), read from the
   * state before the move (the lab changes states in place, so the state after is another
   * moment): a choice the move's type alone hides (a blind draw or a face-up card). Null: the
   * type of the first event the move caused for the mover.
   */
  moveKind?(before: S, move: M, player: PlayerId): string | null;
  /** A move kind (`moveKind`'s, or an event's type) said by key, for the report's reader; null: shown as it is. */
  moveKindWords?(kind: string): Wording | null;
  /** The element ledger: what each seat took, when, at what cost, and what it was worth. */
  ledger: ElementLedger<B, S>;
  /** Who is ahead now, higher is better (the lab asks this once per game, at two thirds). */
  standing(state: S): Record<PlayerId, number>;
  /**
   * `standing` costs less than a copy of the state (simulation path's fork): the lab then takes
   * the standing at each point it keeps along a game instead of keeping a copy of the state
   * there (the same figures). Absent: copies are kept and one standing is taken at the end
   * (Linie 1's standing plans every route).
   */
  standingIsCheap?: boolean;
  /**
   * `standing` taken in two halves, for a game with `standingIsCheap`: now, what the standing
   * reads of `state` (copied: a state on the simulation path changes in place afterwards); later,
   * the standing from that alone, when the answered function is called. The lab keeps one at
   * each point it may read and calls only the one it reads, at the end (the same figures as
   * `standing` there).
   */
  standingLater?(state: S): () => Record<PlayerId, number>;
  /**
   * Resources that are used up in this state, each a short name ("flight-card deck"), or a key
   * its words go by (`resourceWords`).
   */
  exhausted(state: S): string[];
  /**
   * A resource `exhausted` gave, said by key (the game's catalogue), for the report's reader's
   * language; null for one without a wording (`exhausted` gave its English name).
   */
  resourceWords?(board: B, resource: string): Wording | null;
  /** A count of turns (or rounds) played so far, for game length in the game's own unit. */
  turns(state: S): number;
  /** The unit of `turns`: "turns", "rounds". */
  turnUnit: string;
  /** The outcome's scores are points (false: 1 for the winner, 0 for the others, as in Linie 1). */
  hasPoints: boolean;
  watched: WatchedRule[];
  /**
   * Where the seats' edge comes from, as the game's own study measured it, and the board fields
   * that move it (prefixes, as an auto-balance's `fields`; empty: no number in the board file
   * does). The auto-balance then says so instead of proposing board edits for the seats aim.
   * Absent: not studied (the auto-balance searches as for any aim).
   */
  seatEdge?: { fields: readonly string[]; words: string; wording?: Wording };
  /**
   * The standalone report's heat map: the board (as the report holds it, so read defensively)
   * drawn as SVG from its own geometry, coloured by the pen's figures. Absent: no heat map.
   */
  heatMap?(board: Record<string, unknown>, pen: HeatPen): string;
}
