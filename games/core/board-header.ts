import { z } from 'zod';

export const backgroundImage = z.object({
  file: z.string().min(1).max(1000),
  x: z.number(),
  y: z.number(),
  scale: z.number().positive(),
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
    $schema: z.string().optional(),
    game: z.literal(game),
    format: z.number().int().min(1),
    name: z.string().min(1).max(120),
    description: z.string().max(2000).optional(),
    /** Who made it and where its facts come from ("Our own design, not the printed board"). */
    credits: z.string().max(2000).optional(),
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
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id may hold only letters, digits, "-" and "_".');
