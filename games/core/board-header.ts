import { z } from 'zod';
import { BOARD_LIMITS as L } from './limits.js';

export const backgroundImage = z.object({
  file: z.string().min(1).max(L.reference),
  x: z.number().min(-L.backgroundOffset).max(L.backgroundOffset),
  y: z.number().min(-L.backgroundOffset).max(L.backgroundOffset),
  scale: z.number().positive().max(L.backgroundScale),
  opacity: z.number().min(0).max(1),
  locked: z.boolean(),
});
export type BackgroundImage = z.infer<typeof backgroundImage>;

/**
 * The fields every board file starts with. A game's board schema extends this:
 * `boardHeader('airlines').extend({ cities: …, routes: … })`.
 */
export function boardHeader<G extends string>(game: G) {
  return z.object({
    $schema: z.string().max(L.reference).optional(),
    game: z.literal(game),
    format: z.number().int().min(1).max(L.format),
    name: z.string().min(1).max(L.boardName),
    description: z.string().max(L.longText).optional(),
    /** Who made it and where its facts come from ("Our own design, not the printed board"). */
    credits: z.string().max(L.longText).optional(),
    /**
     * A picture to trace over in the editor (a scan of a printed board). The file is referenced,
     * never copied into the JSON; a path relative to the board file, or an absolute one.
     */
    background: backgroundImage.optional(),
  });
}

/** Ids are how board elements refer to each other (never array positions). */
export const elementId = z
  .string()
  .min(1)
  .max(L.id)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id may hold only letters, digits, "-" and "_".');
