import { z } from 'zod';
import { MAX_PICTURE_CHARS, pictureDataProblem } from './board-picture.js';
import { BOARD_LIMITS as L } from './limits.js';

export const backgroundImage = z.object({
  file: z.string().min(1).max(L.reference),
  x: z.number().min(-L.backgroundOffset).max(L.backgroundOffset),
  y: z.number().min(-L.backgroundOffset).max(L.backgroundOffset),
  scale: z.number().positive().max(L.backgroundScale),
  opacity: z.number().min(0).max(1),
  locked: z.boolean(),
  /**
   * The picture itself, as a PNG or JPEG data URL, so the board travels with its art; absent, the
   * editor looks for `file` beside the board file (and asks for it when it can't find it).
   */
  data: z
    .string()
    .max(MAX_PICTURE_CHARS)
    .superRefine((data, ctx) => {
      const problem = pictureDataProblem(data);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});
export type BackgroundImage = z.infer<typeof backgroundImage>;

/**
 * The fields every board file starts with. A game's board schema extends this:
 * `boardHeader('<game id>').extend({ cities: …, routes: … })`.
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
     * A picture to trace over in the editor (a scan of a printed board): its file name (a path
     * relative to the board file, or an absolute one) and, when the designer keeps it in the board,
     * the picture itself (`data`).
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

/**
 * A board as a table plays it: without the tracing picture, which only the editor draws and which
 * (kept in the board, up to 4 MiB) would otherwise go to every player and into every save.
 */
export function withoutBackground<B>(board: B): B {
  if (!board || typeof board !== 'object' || !Object.hasOwn(board, 'background')) return board;
  const { background: _bg, ...rest } = board as B & { background?: unknown };
  return rest as B;
}
