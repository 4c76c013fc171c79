/**
 * The limits every board format shares: how long a text may be, how many elements a list may
 * hold, how far a number may go. A board comes from outside (a file, an inline board in a
 * `createTable` message, an import in the editor), so every number and list in it has a bound
 * that no real board reaches and the host can afford; the schemas enforce them, and a refusal
 * names the field, its value and the limit (issue-words.ts).
 *
 * Each game keeps its own limits beside its board format (games/<id>/limits.ts); these are the
 * ones the shared fragments (board-header.ts, route-map.ts) use.
 */
import { z } from 'zod';

export const BOARD_LIMITS = {
  /** Characters of an id (board elements refer to each other by id). */
  id: 64,
  /** Characters of a board's name. */
  boardName: 120,
  /** Characters of a board's description and of its credits. */
  longText: 2000,
  /** Characters of the `$schema` reference and of a background picture's file name. */
  reference: 1000,
  /** The highest board format number a file may state (today's formats are 1). */
  format: 1000,
  /** Characters of the name of a place on a map (a city, a stretch of land). */
  placeName: 60,
  /** A background picture's offset, either way, in map units. */
  backgroundOffset: 100_000,
  /** A background picture's scale. */
  backgroundScale: 1000,
  /**
   * Cities on a route map. The bundled maps have 37 and 47, the editor's generated test board
   * 500; 2,000 is far beyond a playable map and cheap for the host.
   */
  cities: 2000,
  /** Routes on a route map (bundled: 79 and 91; the generated test board: 1,500). */
  routes: 6000,
  /** Land polygons under a map (bundled: 2 and 9). */
  land: 500,
  /** Points of one land polygon (bundled: at most 89). */
  landPoints: 5000,
  /**
   * How far (map units, either way) a label may be moved from its place: a city's name from its
   * city, a route's numbers from the middle of its line. Far enough to lead a name out to sea.
   */
  labelOffset: 200,
  /** How far (map units, either way) a route's bend may take its middle from the straight line. */
  bend: 1000,
} as const;

/**
 * A record (an object keyed by ids) of at most `max` entries: the entries of a record are a
 * list too. Refused with a `too_big` issue of origin `record` (worded by issue-words.ts).
 */
export function boundedRecord<V extends z.ZodType>(value: V, max: number) {
  return z.record(z.string().max(BOARD_LIMITS.id), value).superRefine((rec, ctx) => {
    const n = Object.keys(rec).length;
    if (n > max) ctx.addIssue({ code: 'too_big', origin: 'record', maximum: max, inclusive: true, input: rec, message: `At most ${max} entries are allowed.` });
  }).meta({ maxProperties: max });
}
