/**
 * What a planted flaw is (test/lab/planted-flaws.ts): each game lists its own in
 * test/games/<id>/planted-flaws.ts with these types and helper, which import nothing that gathers
 * them (so loading a game's list never waits on the list of all).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
type Raw = any;

export interface PlantedFlaw {
  name: string;
  game: string;
  /** The bundled board it is planted in (boards/<game>/<file>). */
  file: string;
  plant(board: Raw): void;
  /** The elements a report may name for it (kind:id), and the way the fix goes. */
  expect: { elements: string[]; direction: 'weaken' | 'strengthen' };
  players: number;
}

/** A flaw as its game's test folder lists it (test/games/<id>/planted-flaws.ts); the game is the folder's. */
export type GameFlaw = Omit<PlantedFlaw, 'game'>;

/** The element of `list` with the id, for a flaw to change (throws when the board has none). */
export const elementById = (list: Raw[], id: string): Raw => {
  const x = list.find((e: Raw) => e.id === id);
  if (!x) throw new Error(`No element ${id}`);
  return x;
};
