/**
 * Airlines' move events, made in one place and worded in one of two ways:
 * - at once, as plain objects (the host's `apply`): its wire, its logs and every replay see the
 *   very objects they saw before, key for key and in the same order;
 * - when read (the simulation path, `wordEventsWhenRead`): the type, the player, who may see it, the
 *   key and the data are plain fields, which is all the lab's ledger and counts read; the params
 *   (articles, card and route words) and the English are made the first time someone asks. JSON
 *   of such an event is the JSON of the plain one (the sim test compares them move by move).
 *
 * A params maker must read only what never changes once made (the players, the board, cards
 * and numbers it captured): it may run long after the move, on a state played on since.
 */
import type { GameEvent, PlayerId } from '../core/types.js';
import type { WordParams } from '../core/wording.js';
import { said } from './messages.js';
import { playerName } from './queries.js';
import type { AirlinesState } from './types.js';

/** True while the simulation path steps: events made now are worded when read. */
let whenRead = false;

/**
 * Sets whether events made from now on are worded when read; returns the setting it replaced
 * (the simulation path sets it around a step and puts the old one back in a `finally`).
 */
export function wordEventsWhenRead(on: boolean): boolean {
  const was = whenRead;
  whenRead = on;
  return was;
}

type ParamsMaker = () => WordParams;

/**
 * The event `{ type, player, visibleTo, ...said(key, params()), data }`, with `player`,
 * `visibleTo`, the params and `data` left out where not given.
 */
export function moveEvent(type: string, player: PlayerId | undefined, key: string, params?: ParamsMaker, data?: unknown, visibleTo?: PlayerId[]): GameEvent {
  if (whenRead) return new EventWordedWhenRead(type, player, visibleTo, key, params, data);
  const words = params === undefined ? said(key) : said(key, params());
  // Built key by key in the order the spread of `said` gave: JSON of it is unchanged.
  const e: GameEvent = player === undefined ? ({ type } as GameEvent) : ({ type, player } as GameEvent);
  if (visibleTo !== undefined) e.visibleTo = visibleTo;
  e.key = words.key;
  if (words.params !== undefined) e.params = words.params;
  e.text = words.text;
  if (data !== undefined) e.data = data;
  return e;
}

/** An event of the mover whose only param is their name. */
export function playerEvent(type: string, s: AirlinesState, player: PlayerId, key: string): GameEvent {
  return moveEvent(type, player, key, () => ({ player: playerName(s, player) }));
}

/** An event of no one player whose params are made already (rare events: scorings, the end). */
export function readyEvent(type: string, key: string, params?: WordParams, data?: unknown): GameEvent {
  return moveEvent(type, undefined, key, params === undefined ? undefined : () => params, data);
}

const MAKER = Symbol('params maker');
const MADE = Symbol('params made');

/** An event whose params and English are made when first read (see the file's comment). */
class EventWordedWhenRead implements GameEvent {
  readonly type: string;
  readonly player: PlayerId | undefined;
  readonly visibleTo: PlayerId[] | undefined;
  readonly key: string;
  readonly data: unknown;
  private [MAKER]: ParamsMaker | undefined;
  private [MADE]: WordParams | undefined;

  constructor(type: string, player: PlayerId | undefined, visibleTo: PlayerId[] | undefined, key: string, params: ParamsMaker | undefined, data: unknown) {
    this.type = type;
    this.player = player;
    this.visibleTo = visibleTo;
    this.key = key;
    this.data = data;
    this[MAKER] = params;
    this[MADE] = undefined;
  }

  get params(): WordParams | undefined {
    const make = this[MAKER];
    if (make === undefined) return undefined;
    return (this[MADE] ??= make());
  }

  /** The English, made on every read (inside `withoutEnglish` it is empty, as `said` makes it). */
  get text(): string {
    const params = this.params;
    return (params === undefined ? said(this.key) : said(this.key, params)).text;
  }

  /** The plain event's JSON: the same keys in the same order (undefined ones are left out). */
  toJSON(): GameEvent {
    const params = this.params;
    return { type: this.type, player: this.player, visibleTo: this.visibleTo, key: this.key, params, text: this.text, data: this.data };
  }
}
