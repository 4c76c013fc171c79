import { z } from 'zod';

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
  });
}

/** Ids are how board elements refer to each other (never array positions). */
export const elementId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id may hold only letters, digits, "-" and "_".');
