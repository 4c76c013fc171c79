/**
 * A player and what happened in a game: the two words the contract (types.ts) and the lab's probe
 * (lab-probe.ts) both speak, kept below them so neither imports the other for them.
 */
export type PlayerId = string;

/**
 * Something that happened, in plain words for the game log.
 * `visibleTo` lists the only players who may see it (a card drawn into a hand); absent means
 * everyone. The host drops an event from every view it is not visible to, before serialising.
 */
export interface GameEvent {
  type: string;
  text: string;
  player?: PlayerId;
  visibleTo?: PlayerId[];
  /** Structured details for a screen (a scoring breakdown, the route claimed, …). */
  data?: unknown;
}
