/**
 * A player and what happened in a game: the two words the contract (types.ts) and the lab's probe
 * (lab-probe.ts) both speak, kept below them so neither imports the other for them.
 */
import type { WordParams } from './wording.js';

export type PlayerId = string;

/**
 * Something that happened, for the game log: its `type` and `data` for screens, its `key` and
 * `params` for words in any language, and `text`, the same in English (made from the English
 * catalogue; the log file, the CLI, tests).
 * `visibleTo` lists the only players who may see it (a card drawn into a hand); absent means
 * everyone. The host drops an event from every view it is not visible to, before serialising.
 */
export interface GameEvent {
  type: string;
  text: string;
  /** The catalogue key of `text` (absent: an event from code that words no key yet; clients show `text`). */
  key?: string;
  params?: WordParams;
  player?: PlayerId;
  visibleTo?: PlayerId[];
  /** Structured details for a screen (a scoring breakdown, the route claimed, …). */
  data?: unknown;
}
